import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { EventEnvelope } from '@agency/contracts';
import { createLogger, EventBus, newEvent } from '../src/index';

// A durable consumer shared by a service's instances (`EventBus.subscribe`): how one instance handles it.
const bus = await EventBus.connect(inject('natsUrl'), 'kit-durable-consumers', createLogger('kit-durable-consumers'));
afterAll(() => bus.close());

const tag = randomUUID().slice(0, 8);
const stream = { name: `DURABLE_${tag}`, subjects: [`durable-${tag}.>`] };
const type = `durable-${tag}.candidate.updated`;

describe('a durable consumer', () => {
  it('handles events of different aggregates at once, and those of one aggregate one after another in order', async () => {
    const aggregates = ['a', 'b', 'c', 'd', 'e', 'f'];
    await bus.ensureStream(stream);
    for (let version = 1; version <= 3; version++) {
      for (const aggregate of aggregates) await bus.publish(newEvent(type, aggregate, version, {}));
    }
    const inFlight = new Set<string>();
    let mostAtOnce = 0;
    let sameAggregateAtOnce = 0;
    const handled = new Map<string, number[]>();
    await bus.subscribe({
      durable: `turns-${tag}`,
      stream,
      concurrency: 4,
      handler: async (event: EventEnvelope) => {
        if (inFlight.has(event.aggregateId)) sameAggregateAtOnce++;
        inFlight.add(event.aggregateId);
        mostAtOnce = Math.max(mostAtOnce, inFlight.size);
        await delay(30);
        handled.set(event.aggregateId, [...(handled.get(event.aggregateId) ?? []), event.version]);
        inFlight.delete(event.aggregateId);
      },
    });
    await expect.poll(() => [...handled.values()].flat().length, { timeout: 10_000 }).toBe(18);
    expect(mostAtOnce).toBe(4);
    expect(sameAggregateAtOnce).toBe(0);
    for (const aggregate of aggregates) expect(handled.get(aggregate)).toEqual([1, 2, 3]);
  });

  it('drops a message that is not JSON and goes on with the next event', async () => {
    const poisonStream = { name: `POISON_${tag}`, subjects: [`poison-${tag}.>`] };
    await bus.ensureStream(poisonStream);
    const producer = await connect({ servers: inject('natsUrl') });
    await jetstream(producer).publish(`poison-${tag}.candidate.updated`, 'not { json');
    await producer.close();
    await bus.publish(newEvent(`poison-${tag}.candidate.updated`, 'after', 1, {}));
    const handled: string[] = [];
    await bus.subscribe({ durable: `poison-${tag}`, stream: poisonStream, handler: async (event) => void handled.push(event.aggregateId) });
    await expect.poll(() => handled, { timeout: 10_000 }).toEqual(['after']);
  });
});
