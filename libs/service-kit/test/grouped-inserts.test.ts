import mongoose, { Schema } from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startOwnServers, uniqueDbName } from '@agency/testing';
import { connectDatabase, eventfulWrites, isDatabaseUnavailable, isDuplicateKey, outboxPlugin } from '../src/index';

// Its own connection, to count the insert commands that reach the server.
const db = await mongoose.createConnection(inject('mongoUrl'), { dbName: uniqueDbName('kit_grouped'), monitorCommands: true }).asPromise();
const insertCommands: number[] = [];
db.getClient().on('commandStarted', (started) => {
  if (started.commandName === 'insert') insertCommands.push((started.command.documents as unknown[]).length);
});
const schema = new Schema({ key: { type: String, required: true, unique: true } }, { timestamps: true });
schema.plugin(outboxPlugin);
const Keyed = db.model('Keyed', schema);
await Keyed.createIndexes();
const writes = eventfulWrites<{ key: string }>(Keyed);
const create = (key: string) => writes.create({ key }, 'kit.keyed.created', (doc) => ({ key: doc.key }));

afterAll(async () => {
  await db.close();
});

describe('inserts that come together', () => {
  it('go in a few commands, each writer with its own outcome', async () => {
    await create('taken-0');
    insertCommands.length = 0;
    // 200 writers at once; every tenth asks for a key that is taken.
    const keys = Array.from({ length: 200 }, (_, i) => (i % 10 === 0 ? `taken-0` : `free-${i}`));
    const outcomes = await Promise.allSettled(keys.map(create));

    const refused = outcomes.flatMap((outcome, i) => (outcome.status === 'rejected' ? [{ key: keys[i], error: outcome.reason as unknown }] : []));
    expect(refused.map(({ key }) => key)).toEqual(Array(20).fill('taken-0'));
    expect(refused.every(({ error }) => isDuplicateKey(error))).toBe(true);

    const stored = await Keyed.find({ key: /^free-/ }).lean();
    expect(stored).toHaveLength(180);
    // As save() would have stored them: timestamps, version 1 and the created event pending.
    for (const doc of stored) {
      expect(doc.createdAt).toBeInstanceOf(Date);
      expect(doc).toMatchObject({ version: 1, outboxPending: true, outbox: [{ type: 'kit.keyed.created', data: { key: doc.key } }] });
    }
    expect(insertCommands.reduce((sum, count) => sum + count, 0)).toBe(200);
    expect(insertCommands.length).toBeLessThan(20);
  });

  it('refuse an invalid document to its writer alone, before it joins a group', async () => {
    const [invalid, valid] = await Promise.allSettled([create(undefined as unknown as string), create('valid-alongside')]);
    expect(invalid.status).toBe('rejected');
    expect((invalid as PromiseRejectedResult).reason).toBeInstanceOf(mongoose.Error.ValidationError);
    expect(valid.status).toBe('fulfilled');
    expect(await Keyed.countDocuments({ key: 'valid-alongside' })).toBe(1);
  });

  it('fail every writer with the driver error when the database cannot be reached, none reading as stored', { timeout: 60_000 }, async () => {
    const servers = await startOwnServers();
    const own = await connectDatabase(servers.mongoUrl, uniqueDbName('kit_grouped_down'));
    try {
      const Note = own.model('Keyed', schema);
      const notes = eventfulWrites<{ key: string }>(Note);
      await notes.create({ key: 'before' }, 'kit.keyed.created', (doc) => ({ key: doc.key }));
      await servers.stopMongo();
      const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => notes.create({ key: `during-${i}` }, 'kit.keyed.created', (doc) => ({ key: doc.key }))));
      expect(outcomes.map((outcome) => outcome.status === 'rejected' && isDatabaseUnavailable(outcome.reason))).toEqual(Array(20).fill(true));
      await servers.startMongo();
      await expect.poll(() => Note.countDocuments({}).catch(() => -1), { timeout: 30_000 }).toBe(1);
    } finally {
      await own.close();
      await servers.stop();
    }
  });
});
