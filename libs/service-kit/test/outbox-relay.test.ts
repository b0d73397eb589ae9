import { randomUUID } from 'node:crypto';
import { Schema } from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { Streams, type EventEnvelope } from '@agency/contracts';
import { uniqueDbName } from '@agency/testing';
import { connectDatabase, createLogger, EventBus, eventfulWrites, OutboxRelay, outboxPlugin } from '../src/index';

const db = await connectDatabase(inject('mongoUrl'), uniqueDbName('kit_relay'));
const schema = new Schema({ note: String });
schema.plugin(outboxPlugin);
const Note = db.model('Note', schema);
await Note.createIndexes();
const log = createLogger('kit-relay');
const bus = await EventBus.connect(inject('natsUrl'), 'kit-relay', log);
const HOUR = 3_600_000;

const subject = `catalog.kit-relay-${randomUUID()}`;
const seen: EventEnvelope[] = [];
await bus.subscribe({ durable: `kit-relay-${randomUUID()}`, stream: Streams.catalog, filter: `${subject}.*`, handler: async (event) => void seen.push(event) });
const seenAbout = (id: string) => seen.filter((event) => event.aggregateId === id).length;
const note = (relay?: OutboxRelay) =>
  eventfulWrites<{ note: string }>(Note, relay).create({ note: 'hello' }, `${subject}.created`, (doc) => ({ note: doc.note }));

const relays: OutboxRelay[] = [];
function startRelay(sweepMs: number): OutboxRelay {
  const relay = new OutboxRelay(bus, log, sweepMs).watch(Note);
  relay.start();
  relays.push(relay);
  return relay;
}
afterAll(async () => {
  for (const relay of relays) await relay.stop();
  await bus.close();
  await db.close();
});

describe('the outbox relay', () => {
  it('publishes a document left pending by a process without a relay when it starts', async () => {
    const left = await note();
    const relay = startRelay(HOUR);
    await expect.poll(() => seenAbout(left._id.toHexString()), { timeout: 10_000 }).toBe(1);
    // ... and then publishes this process's own writes at once, long before its next sweep.
    const own = await note(relay);
    await expect.poll(() => seenAbout(own._id.toHexString()), { timeout: 2_000 }).toBe(1);
    await expect.poll(async () => ((await Note.findById(own._id).lean()) as { outboxPending?: boolean } | null)?.outboxPending, { timeout: 2_000 }).toBe(false);
    await relay.stop();
  });

  it('finds leftovers again on its sweep interval, not only at start', async () => {
    startRelay(500);
    await new Promise((resolve) => setTimeout(resolve, 200)); // past its first sweep
    const left = await note();
    await expect.poll(() => seenAbout(left._id.toHexString()), { timeout: 5_000 }).toBe(1);
  });
});
