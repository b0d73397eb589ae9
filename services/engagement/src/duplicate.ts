/**
 * A unique index refused the write: code 11000, or, for an update through FerretDB (SQLite), a generic
 * error that names the constraint. A versioned upsert meets it when a newer version is stored already.
 */
export function isDuplicate(error: unknown): boolean {
  const { code, message } = error as { code?: number; message?: string };
  return code === 11000 || (code === 1 && /UNIQUE constraint failed/.test(message ?? ''));
}
