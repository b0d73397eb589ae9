import { randomUUID } from 'node:crypto';
import { Schema } from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { Streams, type EventEnvelope } from '@agency/contracts';
import { uniqueDbName } from '@agency/testing';
import { connectDatabase, createLogger, EventBus, eventfulWrites, OutboxRelay, outboxPlugin } from '../src/index';

const db = await connectDatabase(inject('mongoUrl'), uniqueDbName('kit_turns'));
const schema = new Schema({ count: Number, note: String });
schema.plugin(outboxPlugin);
const Counter = db.model('Counter', schema);
const log = createLogger('kit-turns');
const bus = await EventBus.connect(inject('natsUrl'), 'kit-turns', log);
const relay = new OutboxRelay(bus, log).watch(Counter);
relay.start();
afterAll(async () => {
  await relay.stop();
  await bus.close();
  await db.close();
});

describe('writes of one document', () => {
  it('clear a field set to null in a patch, in the document and in the event', async () => {
    const subject = `catalog.kit-clear-${randomUUID()}`;
    const writes = eventfulWrites<{ count: number; note: string | null }>(Counter, relay);
    const created = await writes.create({ count: 1, note: 'to be cleared' }, `${subject}.created`, (doc) => ({ note: doc.note }));
    const id = created._id.toHexString();
    const updated = await writes.update(id, () => ({ note: null }), `${subject}.updated`, (doc) => ({ note: doc.note }));
    expect(updated).toMatchObject({ count: 1, note: null });
    expect(await Counter.findById(id).lean()).toMatchObject({ count: 1, note: null });
  });

  it('take turns with each other and none is lost beside the relay bookkeeping', async () => {
    const subject = `catalog.kit-turns-${randomUUID()}`;
    const seen: EventEnvelope[] = [];
    await bus.subscribe({ durable: `kit-turns-${randomUUID()}`, stream: Streams.catalog, filter: `${subject}.*`, handler: async (event) => void seen.push(event) });
    const writes = eventfulWrites<{ count: number; note: string }>(Counter, relay);
    const created = await writes.create({ count: 0, note: 'start' }, `${subject}.created`, (doc) => ({ count: doc.count }));
    const id = created._id.toHexString();
    await Promise.all(
      Array.from({ length: 30 }, (_, n) => writes.update(id, (current) => ({ count: current.count + 1, note: `write ${n}` }), `${subject}.updated`, (doc) => ({ count: doc.count }))),
    );
    await expect.poll(() => seen.length, { timeout: 15_000 }).toBe(31);
    // The relay pulls an event out right after JetStream acknowledged it, which may be just after it was seen.
    await expect.poll(() => Counter.findById(id).lean(), { timeout: 5_000 }).toMatchObject({ count: 30, version: 31, outbox: [] });
    expect(seen.map((event) => event.version)).toEqual(Array.from({ length: 31 }, (_, n) => n + 1));
  });
});
