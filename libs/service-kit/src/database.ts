import mongoose, { type Connection } from 'mongoose';

/**
 * One mongoose connection per service database. Commands are not buffered: when the database is
 * down a request fails at once (and answers 503) instead of hanging.
 */
export async function connectDatabase(mongoUrl: string, dbName: string): Promise<Connection> {
  const connection = mongoose.createConnection(mongoUrl, {
    dbName,
    bufferCommands: false,
    autoIndex: false,
    serverSelectionTimeoutMS: 5_000,
  });
  await connection.asPromise();
  return connection;
}

export async function isDatabaseReady(connection: Connection): Promise<boolean> {
  if (connection.readyState !== 1 || !connection.db) return false;
  try {
    await connection.db.admin().ping();
    return true;
  } catch {
    return false;
  }
}

/** Errors that mean "the database cannot be reached", as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const name = error.name;
  return (
    name === 'MongoServerSelectionError' ||
    name === 'MongoNetworkError' ||
    name === 'MongoNetworkTimeoutError' ||
    name === 'MongoNotConnectedError' ||
    name === 'MongoTopologyClosedError' ||
    /buffering timed out|Client must be connected|connection .* closed/i.test(error.message)
  );
}
