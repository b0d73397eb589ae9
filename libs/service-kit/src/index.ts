export * from './app';
export * from './config';
export * from './database';
export * from './errors';
export * from './logger';
export * from './events/bus';
export * from './events/outbox';
export * from './runtime';
