// What the global setup gives every test file through vitest's inject().
declare module 'vitest' {
  export interface ProvidedContext {
    /** MongoDB-wire server, without a database name: pass `dbName` to the driver. */
    mongoUrl: string;
    natsUrl: string;
  }
}

export {};
