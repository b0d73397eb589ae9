import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { EVENT_SCHEMA_VERSION, type EventEnvelope } from '@agency/contracts';
import { createLogger, EventBus, newEvent } from '../src/index';

// Producers and consumers deployed at different times (decision 0092): a consumer reads the current
// envelope and the one before, and keeps an event of a newer one for its upgraded self.
const bus = await EventBus.connect(inject('natsUrl'), 'kit-schema-versions', createLogger('kit-schema-versions'));
afterAll(() => bus.close());

const tag = randomUUID().slice(0, 8);
const stream = { name: `SCHEMA_${tag}`, subjects: [`schema-${tag}.>`] };
const type = `schema-${tag}.employer.renamed`;

/** An event as a producer of before schema versions wrote it: no `schemaVersion`. */
const previousProducerEvent = (name: string) => ({ id: randomUUID(), type, occurredAt: new Date().toISOString(), aggregateId: name, version: 1, data: { name } });

/** Waits for the handled events to reach a count (the test's timeout bounds it). */
async function until(events: EventEnvelope[], count: number): Promise<void> {
  while (events.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('event schema versions', () => {
  it('writes the current schema version into every new event', () => {
    expect(newEvent(type, 'a', 1, {}).schemaVersion).toBe(EVENT_SCHEMA_VERSION);
    expect(EVENT_SCHEMA_VERSION).toBe(2);
  });

  it('hands a durable consumer the previous and the current version, upcast, and keeps a newer one undelivered', async () => {
    await bus.ensureStream(stream);
    // A newer producer's event first: the stream's order puts it before the others.
    await bus.publish({ ...newEvent(type, 'newer', 1, { name: 'newer' }), schemaVersion: EVENT_SCHEMA_VERSION + 1 });
    await bus.publish(previousProducerEvent('previous') as unknown as EventEnvelope);
    await bus.publish(newEvent(type, 'current', 1, { name: 'current' }));

    const handled: EventEnvelope[] = [];
    const durable = `schema-${tag}`;
    await bus.subscribe({ durable, stream, handler: async (event) => void handled.push(event) });
    await until(handled, 2);

    expect(handled.map((event) => [event.aggregateId, event.schemaVersion, event.data])).toEqual([
      ['previous', EVENT_SCHEMA_VERSION, { name: 'previous' }],
      ['current', EVENT_SCHEMA_VERSION, { name: 'current' }],
    ]);
    // The newer one was delivered before them and not acknowledged: it waits to be delivered again.
    const consumer = await (await jetstreamManager(bus.connection)).consumers.info(stream.name, durable);
    expect(consumer.num_ack_pending).toBe(1);
  });

  it("hands an instance's own follower the previous and the current version", async () => {
    const followed: EventEnvelope[] = [];
    await bus.follow(stream, (event) => void followed.push(event));
    expect(followed.map((event) => [event.aggregateId, event.schemaVersion])).toEqual([
      ['previous', EVENT_SCHEMA_VERSION],
      ['current', EVENT_SCHEMA_VERSION],
    ]);
  });
});
