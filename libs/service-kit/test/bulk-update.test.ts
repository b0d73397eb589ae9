import { Schema } from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { uniqueDbName } from '@agency/testing';
import { connectDatabase } from '../src/index';

// Against the test run's real MongoDB-wire server. Upstream FerretDB kept every statement's query open
// until an update command ended, each holding a PostgreSQL connection: a bulk write of more updates than
// its pool (400) waited for itself forever, and the outbox relay's bulk writes froze it under load (0077).
const db = await connectDatabase(inject('mongoUrl'), uniqueDbName('kit_bulk'));
const Row = db.model('BulkRow', new Schema({ n: Number, version: Number }));
afterAll(() => db.close());

describe('a bulk write of many updates', () => {
  it('applies 450 conditional updates in one command', { timeout: 60_000 }, async () => {
    const rows = await Row.insertMany(Array.from({ length: 450 }, (_, n) => ({ n, version: 1 })));
    const result = await Row.bulkWrite(
      rows.map((row) => ({ updateOne: { filter: { _id: row._id, version: 1 }, update: { $set: { version: 2 } } } })),
      { ordered: false },
    );
    expect(result.modifiedCount).toBe(450);
    expect(await Row.countDocuments({ version: 2 })).toBe(450);
  });
});
