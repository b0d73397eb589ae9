import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Streams, type EventEnvelope } from '@agency/contracts';
import { newEvent } from '@agency/service-kit';
import { connectBus, eventually } from './helpers';

describe('a durable consumer shared by two instances of a service', () => {
  it('hands each event to exactly one of them', async () => {
    const durable = `projection-${randomUUID()}`;
    const aggregate = randomUUID();
    const handledBy: Record<string, string[]> = { first: [], second: [] };
    const instances = await Promise.all(
      Object.keys(handledBy).map(async (name) => {
        const bus = await connectBus(`instance-${name}`);
        await bus.subscribe({
          durable,
          stream: Streams.catalog,
          filter: 'catalog.job-role.updated',
          batch: 1,
          handler: async (event: EventEnvelope) => {
            if (event.aggregateId !== aggregate) return;
            await new Promise((resolve) => setTimeout(resolve, 5));
            handledBy[name]!.push(event.id);
          },
        });
        return bus;
      }),
    );

    const publisher = await connectBus('publisher');
    const events = Array.from({ length: 60 }, (_, i) => newEvent('catalog.job-role.updated', aggregate, i + 1, { i }));
    for (const event of events) await publisher.publish(event);

    const all = () => [...handledBy.first!, ...handledBy.second!];
    await eventually(() => all().length >= events.length);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(all().sort()).toEqual(events.map((event) => event.id).sort());
    expect(handledBy.first!.length).toBeGreaterThan(0);
    expect(handledBy.second!.length).toBeGreaterThan(0);

    await Promise.all([...instances, publisher].map((bus) => bus.close()));
  });
});
