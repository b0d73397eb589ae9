import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CatalogEvents, Streams, type EventEnvelope, type JobRoleSnapshot } from '@agency/contracts';
import { connectDatabase, newEvent } from '@agency/service-kit';
import { startOwnServers, uniqueDbName } from '@agency/testing';
import { catalogStores } from '../src/service';
import { connectBus, eventually, startCatalog, storesOf } from './helpers';

// Servers of this file's own: a test below stops NATS, which the run's other files share.
const servers = await startOwnServers();
let catalog = await startCatalog(uniqueDbName('catalog'), servers);
let stores = storesOf(catalog);
const employer = await stores.employers.create({ name: 'Events Ltd', status: 'active' });
const input = { employerId: employer.id, status: 'open' as const, priority: 'medium' as const };

/** A durable consumer of job role events, recording every delivery. */
async function recordJobRoleEvents() {
  const bus = await connectBus('catalog-events-test', servers.natsUrl);
  const received: EventEnvelope<JobRoleSnapshot>[] = [];
  await bus.subscribe({
    durable: `test-${randomUUID()}`,
    stream: Streams.catalog,
    filter: 'catalog.job-role.*',
    handler: async (event) => void received.push(event as EventEnvelope<JobRoleSnapshot>),
  });
  const about = (id: string) => received.filter((event) => event.aggregateId === id);
  return { bus, received, about };
}

const consumer = await recordJobRoleEvents();
afterAll(async () => {
  await consumer.bus.close();
  await catalog.close();
  await servers.stop();
});

describe('job role events', () => {
  it('publishes created, updated and deleted, in order, with the snapshot and a growing version', async () => {
    const role = await stores.jobRoles.create({ ...input, title: 'Sommelier' });
    await stores.jobRoles.update(role.id, { ...input, title: 'Head Sommelier' });
    await stores.jobRoles.remove(role.id);

    await eventually(() => consumer.about(role.id).length === 3);
    const events = consumer.about(role.id);
    expect(events.map((event) => event.type)).toEqual([
      CatalogEvents.jobRoleCreated,
      CatalogEvents.jobRoleUpdated,
      CatalogEvents.jobRoleDeleted,
    ]);
    expect(events.map((event) => event.version)).toEqual([1, 2, 3]);
    expect(events[1]!.data).toMatchObject({ title: 'Head Sommelier', slug: 'head-sommelier', employerName: 'Events Ltd' });
    // Once its event is out, the deleted role is gone from the database.
    await eventually(async () => (await stores.jobRoles.model.countDocuments({ _id: role.id })) === 0);
  });

  it('delivers an event written while NATS was down once NATS is back, exactly once', async () => {
    await servers.stopNats();
    const role = await stores.jobRoles.create({ ...input, title: 'Night Porter' });
    expect(await stores.jobRoles.model.countDocuments({ _id: role.id, outboxPending: true })).toBe(1);
    const ready = await fetch(`${catalog.url}/readyz`);
    expect(ready.status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // the relay tries and fails meanwhile

    await servers.startNats();
    await eventually(() => consumer.about(role.id).length >= 1, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // room for a duplicate to show up
    expect(consumer.about(role.id).map((event) => event.type)).toEqual([CatalogEvents.jobRoleCreated]);
    expect(await stores.jobRoles.model.countDocuments({ _id: role.id, outboxPending: true })).toBe(0);
  });

  it('delivers an event whose writer stopped right after the write, when a service instance runs again', async () => {
    const dbName = catalog.dbName;
    await catalog.close();
    // The write happens with no service running: nothing publishes it now.
    const db = await connectDatabase(servers.mongoUrl, dbName);
    const role = await catalogStores(db).jobRoles.create({ ...input, title: 'Barista' });
    await db.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(consumer.about(role.id)).toHaveLength(0);

    catalog = await startCatalog(dbName, servers);
    stores = storesOf(catalog);
    await eventually(() => consumer.about(role.id).length === 1);
  });

  it('drops a re-published event: JetStream de-duplicates by event id', async () => {
    const bus = await connectBus('catalog-republisher', servers.natsUrl);
    const event = newEvent(CatalogEvents.jobRoleUpdated, randomUUID(), 7, { title: 'x' });
    await bus.publish(event);
    await bus.publish(event);
    await eventually(() => consumer.about(event.aggregateId).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(consumer.about(event.aggregateId)).toHaveLength(1);
    await bus.close();
  });
});
