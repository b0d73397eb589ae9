import { randomUUID } from 'node:crypto';
import { Schema } from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { Streams } from '@agency/contracts';
import { uniqueDbName } from '@agency/testing';
import { connectDatabase, createLogger, EventBus, eventfulWrites, OutboxRelay, outboxPlugin } from '../src/index';

// The outbox backlog /metrics reports (decision 0111): what this process wrote and has not published yet.
const db = await connectDatabase(inject('mongoUrl'), uniqueDbName('kit_backlog'));
const schema = new Schema({ note: String });
schema.plugin(outboxPlugin);
const Note = db.model('Note', schema);
await Note.createIndexes();
const log = createLogger('kit-backlog');
const bus = await EventBus.connect(inject('natsUrl'), 'kit-backlog', log);
await bus.ensureStream(Streams.catalog);
const relay = new OutboxRelay(bus, log, 3_600_000).watch(Note);
afterAll(async () => {
  await relay.stop();
  await bus.close();
  await db.close();
});

describe('the outbox backlog', () => {
  it('counts the events written and not yet published, and falls to 0 once they are out', async () => {
    const subject = `catalog.kit-backlog-${randomUUID()}`;
    const writes = eventfulWrites<{ note: string }>(Note, relay);
    expect(relay.backlog()).toEqual([{ collection: 'notes', pending: 0 }]);
    // The relay is not running yet, as while NATS is away: the writes wait in their documents.
    const first = await writes.create({ note: 'one' }, `${subject}.created`, (doc) => ({ note: doc.note }));
    await writes.create({ note: 'two' }, `${subject}.created`, (doc) => ({ note: doc.note }));
    await writes.update(first._id.toHexString(), () => ({ note: 'one, changed' }), `${subject}.updated`, (doc) => ({ note: doc.note }));
    expect(relay.backlog()).toEqual([{ collection: 'notes', pending: 3 }]);
    relay.start();
    await expect.poll(() => relay.backlog()[0]?.pending, { timeout: 10_000 }).toBe(0);
    expect(await Note.countDocuments({ outboxPending: true })).toBe(0);
  });
});
