import { randomUUID } from 'node:crypto';
import { Schema } from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { Streams, type EventEnvelope } from '@agency/contracts';
import { uniqueDbName } from '@agency/testing';
import { applyProjection, connectDatabase, createLogger, EventBus, newEvent } from '../src/index';

const db = await connectDatabase(inject('mongoUrl'), uniqueDbName('kit'));
const Projection = db.model('EmployerName', new Schema({ _id: String, name: String, version: Number, deleted: Boolean }));
afterAll(() => db.close());

const read = (id: string) => Projection.findById(id).lean();

describe('applyProjection', () => {
  it('applies a newer event and ignores a repeated or older one', async () => {
    const id = randomUUID();
    const v1 = newEvent('catalog.employer.created', id, 1, {});
    const v2 = newEvent('catalog.employer.updated', id, 2, {});
    expect(await applyProjection(Projection, v1, { name: 'Acme' })).toBe(true);
    expect(await applyProjection(Projection, v2, { name: 'Acme Ltd' })).toBe(true);
    expect(await applyProjection(Projection, v2, { name: 'Acme Ltd' })).toBe(false);
    expect(await applyProjection(Projection, v1, { name: 'Acme' })).toBe(false);
    expect(await read(id)).toMatchObject({ name: 'Acme Ltd', version: 2, deleted: false });
  });

  it('keeps a tombstone so that a late, older event cannot bring a deleted entity back', async () => {
    const id = randomUUID();
    await applyProjection(Projection, newEvent('x.created', id, 1, {}), { name: 'Gone Soon' });
    await applyProjection(Projection, newEvent('x.deleted', id, 3, {}), null);
    expect(await applyProjection(Projection, newEvent('x.updated', id, 2, {}), { name: 'Zombie' })).toBe(false);
    expect(await read(id)).toMatchObject({ name: 'Gone Soon', deleted: true, version: 3 });
  });

  it('applies events that arrive out of order to the newest state', async () => {
    const id = randomUUID();
    await applyProjection(Projection, newEvent('x.updated', id, 2, {}), { name: 'Second' });
    await applyProjection(Projection, newEvent('x.created', id, 1, {}), { name: 'First' });
    expect(await read(id)).toMatchObject({ name: 'Second', version: 2 });
  });
});

describe('EventBus consumers', () => {
  it('redeliver an event whose handler failed, until it succeeds', async () => {
    const bus = await EventBus.connect(inject('natsUrl'), 'kit-test', createLogger('kit-test'));
    const event = newEvent('catalog.kit-test.happened', randomUUID(), 1, {});
    const attempts: string[] = [];
    await bus.subscribe({
      durable: `kit-${randomUUID()}`,
      stream: Streams.catalog,
      filter: 'catalog.kit-test.*',
      handler: async (received: EventEnvelope) => {
        if (received.id !== event.id) return;
        attempts.push(received.id);
        if (attempts.length < 3) throw new Error('projection store unavailable');
      },
    });
    await bus.publish(event);
    await expect.poll(() => attempts.length, { timeout: 15_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(attempts).toHaveLength(3); // acknowledged after the success: no further delivery
    await bus.close();
  });
});
