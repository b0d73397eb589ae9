export * from './enums';
export * from './errors';
export * from './events';
export * from './catalog';
export * from './auth';
export * from './routes';
export * from './candidates';
export * from './engagement';
