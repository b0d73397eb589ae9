// Shared by the benches' seeds: documents written straight into a service's database in batches, and the
// outbox bookkeeping a stored record carries once the relay has published its events.
import { Types, type Connection } from 'mongoose';

const BATCH = 2_000;

/** A record as its store keeps it after the relay's pass: first version, outbox empty, not deleted. */
export const published = { version: 1, outbox: [], outboxPending: false, deletedAt: null } as const;

/**
 * Inserts `count` documents made by `make` (an `_id` is added when it has none) in batches of 2,000;
 * answers their ids.
 */
export async function insertInBatches(
  db: Connection,
  collection: string,
  count: number,
  make: (n: number) => Record<string, unknown>,
  progress?: (inserted: number) => void,
): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; offset < count; offset += BATCH) {
    const batch = [];
    for (let n = offset; n < Math.min(count, offset + BATCH); n++) {
      const doc = { _id: new Types.ObjectId() as unknown, ...make(n) };
      ids.push(String(doc._id));
      batch.push(doc);
    }
    await db.collection(collection).insertMany(batch as never[], { ordered: false });
    progress?.(offset + batch.length);
  }
  return ids;
}
