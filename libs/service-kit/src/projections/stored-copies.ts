import type { Model } from 'mongoose';
import type { EventEnvelope } from '@agency/contracts';
import { isDuplicateKey } from '../database';

/**
 * The one write of a projection's copy: `fields` and `version` are stored unless the stored copy is as new
 * or newer, so a repeated or out-of-order event changes nothing. True when it wrote.
 *
 * The duplicate rule: when a newer copy is stored the filter misses it and the upsert's insert collides
 * on `_id`; MongoDB and FerretDB say so in their own forms, and `isDuplicateKey` knows both.
 */
export async function storeIfNewer(
  model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  id: string,
  version: number,
  fields: Record<string, unknown>,
): Promise<boolean> {
  try {
    const result = await model.updateOne({ _id: id, version: { $lt: version } }, { $set: { ...fields, version } }, { upsert: true });
    return result.modifiedCount + result.upsertedCount > 0;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * `storeIfNewer` for a copy of one record per event's aggregate. A delete (`fields` null) leaves a
 * tombstone (`deleted: true`) so that a late, older event cannot bring the record back.
 */
export function applyProjection(
  model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  event: EventEnvelope,
  fields: Record<string, unknown> | null,
): Promise<boolean> {
  return storeIfNewer(model, event.aggregateId, event.version, fields === null ? { deleted: true } : { ...fields, deleted: false });
}
