import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CatalogEvents,
  EmployerSnapshot,
  JobRoleSnapshot,
  Streams,
  type Employer,
  type EmployerRegistered,
  type EventEnvelope,
  type JobRole,
} from '@agency/contracts';
import { connectBus, eventually, jsonClient, startAuthForCatalog, startCatalog } from './helpers';

const { auth, staffToken } = await startAuthForCatalog();
const catalog = await startCatalog();
const staff = jsonClient(catalog.url, await staffToken());
const visitor = jsonClient(catalog.url);

/** A durable consumer of every catalog event, recording each delivery. */
const bus = await connectBus('catalog-events-api-test');
const received: EventEnvelope[] = [];
await bus.subscribe({
  durable: `test-${randomUUID()}`,
  stream: Streams.catalog,
  filter: 'catalog.>',
  handler: async (event) => void received.push(event),
});
const about = (id: string) => received.filter((event) => event.aggregateId === id);

afterAll(async () => {
  await bus.close();
  await catalog.close();
  await auth.close();
});

describe('events of every catalog change made through the API', () => {
  it('publishes employer created, updated and deleted with the employer snapshot', async () => {
    const employer = (await staff<Employer>('POST', '/api/employers', { name: 'Evented Ltd', industry: 'Media' })).body;
    await staff('PUT', `/api/employers/${employer.id}`, { name: 'Evented Ltd', industry: 'Publishing', status: 'inactive' });
    expect((await staff('DELETE', `/api/employers/${employer.id}`)).status).toBe(204);

    await eventually(() => about(employer.id).length === 3);
    const events = about(employer.id);
    expect(events.map((event) => [event.type, event.version])).toEqual([
      [CatalogEvents.employerCreated, 1],
      [CatalogEvents.employerUpdated, 2],
      [CatalogEvents.employerDeleted, 3],
    ]);
    expect(EmployerSnapshot.parse(events[1]!.data)).toMatchObject({ id: employer.id, industry: 'Publishing', status: 'inactive' });
  });

  it('publishes a registration as an employer created with status prospect', async () => {
    const registered = await visitor<EmployerRegistered>('POST', '/api/employers/register', {
      name: 'Signed Up Co',
      contactPerson: 'Ria Patel',
      contactEmail: 'ria@signedup.example',
    });
    expect(registered.status).toBe(201);
    await eventually(() => about(registered.body.id).length === 1);
    const [created] = about(registered.body.id);
    expect(created!.type).toBe(CatalogEvents.employerCreated);
    expect(EmployerSnapshot.parse(created!.data)).toMatchObject({ name: 'Signed Up Co', status: 'prospect' });
  });

  it('publishes job role created, updated and deleted with the employer name in the snapshot', async () => {
    const employer = (await staff<Employer>('POST', '/api/employers', { name: 'Role Events plc' })).body;
    const role = (await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: 'Event Planner' })).body;
    await staff('PUT', `/api/job-roles/${role.id}`, { employerId: employer.id, title: 'Senior Event Planner', status: 'filled' });
    await staff('DELETE', `/api/job-roles/${role.id}`);

    await eventually(() => about(role.id).length === 3);
    const events = about(role.id);
    expect(events.map((event) => event.type)).toEqual([
      CatalogEvents.jobRoleCreated,
      CatalogEvents.jobRoleUpdated,
      CatalogEvents.jobRoleDeleted,
    ]);
    expect(JobRoleSnapshot.parse(events[0]!.data)).toMatchObject({ title: 'Event Planner', slug: 'event-planner', employerName: 'Role Events plc' });
    expect(JobRoleSnapshot.parse(events[1]!.data)).toMatchObject({
      title: 'Senior Event Planner',
      slug: 'senior-event-planner',
      status: 'filled',
      employerName: 'Role Events plc',
    });
    expect(events[2]!.data).toEqual({ id: role.id, slug: 'senior-event-planner' });
  });

  it("republishes each role of a renamed employer with the new name, so projections of roles follow", async () => {
    const employer = (await staff<Employer>('POST', '/api/employers', { name: 'Before Rename Ltd' })).body;
    const roles: JobRole[] = [];
    for (const title of ['Editor', 'Reporter']) roles.push((await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title })).body);
    await staff('PUT', `/api/employers/${employer.id}`, { name: 'After Rename Ltd' });

    for (const role of roles) {
      await eventually(() => about(role.id).length === 2);
      const [created, updated] = about(role.id);
      expect(created!.type).toBe(CatalogEvents.jobRoleCreated);
      expect(updated!.type).toBe(CatalogEvents.jobRoleUpdated);
      expect(JobRoleSnapshot.parse(updated!.data)).toMatchObject({ id: role.id, title: role.title, employerName: 'After Rename Ltd' });
      expect(updated!.version).toBe(2);
    }
    // Other changes to the employer leave its roles alone.
    await staff('PUT', `/api/employers/${employer.id}`, { name: 'After Rename Ltd', industry: 'News' });
    await eventually(() => about(employer.id).length === 3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(roles.map((role) => about(role.id).length)).toEqual([2, 2]);
  });
});
