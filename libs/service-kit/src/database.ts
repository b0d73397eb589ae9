import mongoose, { type Connection } from 'mongoose';
import { envInt } from './config';

/**
 * One mongoose connection per service database. Commands are not buffered: when the database is
 * down a request fails at once (and answers 503) instead of hanging. The pool is small
 * (MONGO_POOL_SIZE, 16): a 2-core database server gains nothing from more concurrent commands, and
 * FerretDB's PostgreSQL pool must hold three connections for each of the clients' (decision 0077).
 */
export async function connectDatabase(mongoUrl: string, dbName: string): Promise<Connection> {
  const connection = mongoose.createConnection(mongoUrl, {
    dbName,
    bufferCommands: false,
    autoIndex: false,
    serverSelectionTimeoutMS: 5_000,
    maxPoolSize: envInt('MONGO_POOL_SIZE', 16),
  });
  await connection.asPromise();
  return connection;
}

/**
 * A unique index refused the write. MongoDB (and FerretDB on an insert) says so with code 11000; FerretDB v1
 * on SQLite answers an update or upsert that collides with a generic error (code 1) naming the constraint.
 * Every duplicate check goes through here, so each server's form is recognised everywhere.
 */
export function isDuplicateKey(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 11000 || (code === 1 && typeof message === 'string' && message.includes('UNIQUE constraint failed'));
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

/** Socket errors from Node itself: a connection the database server closed or refused. */
const CONNECTION_LOST = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT']);

/** Errors that mean "the database cannot be reached", as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const name = error.name;
  return (
    // A command written on a connection as the server went away can fail with Node's own socket error
    // ('This socket has been ended by the other party', EPIPE) instead of the driver's network error.
    CONNECTION_LOST.has((error as NodeJS.ErrnoException).code ?? '') ||
    /socket has been ended/i.test(error.message) ||
    name === 'MongoServerSelectionError' ||
    name === 'MongoNetworkError' ||
    name === 'MongoNetworkTimeoutError' ||
    name === 'MongoNotConnectedError' ||
    name === 'MongoTopologyClosedError' ||
    /buffering timed out|Client must be connected|connection .* closed/i.test(error.message)
  );
}
