import { Schema } from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { uniqueDbName } from '@agency/testing';
import { connectDatabase, isDuplicateKey } from '../src/index';

// Against the test run's real MongoDB-wire server: each form its duplicate-key refusals take must be recognised.
const db = await connectDatabase(inject('mongoUrl'), uniqueDbName('kit'));
const Person = db.model('UniquePerson', new Schema({ email: { type: String, unique: true }, version: Number }));
await Person.createIndexes();
afterAll(() => db.close());

describe('isDuplicateKey', () => {
  it('recognises an insert that a unique index refuses', async () => {
    await Person.create({ email: 'ada@example.test' });
    const error = await Person.create({ email: 'ada@example.test' }).catch((caught: unknown) => caught);
    expect(isDuplicateKey(error)).toBe(true);
  });

  it('recognises an update and an upsert that a unique index refuses', async () => {
    await Person.create({ email: 'bob@example.test' });
    await Person.create({ email: 'cy@example.test' });
    const update = await Person.updateOne({ email: 'cy@example.test' }, { $set: { email: 'bob@example.test' } }).catch((caught: unknown) => caught);
    expect(isDuplicateKey(update)).toBe(true);
    // A versioned upsert that meets a newer stored version collides on the key instead of matching.
    const upsert = await Person.updateOne({ email: 'bob@example.test', version: { $gt: 5 } }, { $set: { version: 1 } }, { upsert: true }).catch((caught: unknown) => caught);
    expect(isDuplicateKey(upsert)).toBe(true);
  });

  it('does not take other failures for duplicates', async () => {
    const invalid = await Person.collection.updateOne({}, { $bogus: { email: 1 } } as never).catch((caught: unknown) => caught);
    expect(invalid).toBeInstanceOf(Error);
    expect(isDuplicateKey(invalid)).toBe(false);
    expect(isDuplicateKey(new Error('UNIQUE constraint failed'))).toBe(false);
    expect(isDuplicateKey(undefined)).toBe(false);
  });
});
