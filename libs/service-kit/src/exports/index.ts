export * from './every-row';
export * from './export-log';
export * from './list-export';
export * from './write-rows';
