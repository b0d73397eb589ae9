import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CatalogEvents, Streams, type EventEnvelope, type JobRole, type TeamMember } from '@agency/contracts';
import { ADMIN } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { connectBus, eventually, jsonClient, startCatalog, storesOf } from './helpers';

// Job roles have an owner, a team member (decision 0120): the creator unless another is chosen.
const auth = await startAuth();
process.env.AUTH_URL = auth.url;
const catalog = await startCatalog();
const bus = await connectBus(`owner-test-${randomUUID()}`);
afterAll(async () => {
  await catalog.close();
  await auth.close();
  await bus.close();
});

const adminToken = await auth.login(ADMIN.email, ADMIN.password);
const admin = jsonClient(catalog.url, adminToken);
const marker = randomUUID().slice(0, 8);
const made = await jsonClient(auth.url, adminToken)<{ id: string }>('POST', '/api/users', {
  name: `Olivia Owner ${marker}`,
  email: `olivia.${marker}@talentbridge.local`,
  role: 'recruiter',
  password: 'team-password-1',
});
const olivia = made.body.id;
const employer = await storesOf(catalog).employers.create({ name: `Owner Co ${marker}`, status: 'active' });

const published: EventEnvelope[] = [];
await bus.subscribe({ durable: `observer-${randomUUID()}`, stream: Streams.catalog, handler: async (event) => void published.push(event) });

describe('job role owners', () => {
  it('lists the active team members by name for staff only', async () => {
    await eventually(async () => ((await admin<TeamMember[]>('GET', '/api/team-members')).body as TeamMember[]).some((member) => member.id === olivia));
    expect((await jsonClient(catalog.url)('GET', '/api/team-members')).status).toBe(401);
  });

  it('makes the creator the owner, takes another member when chosen, and keeps the owner on an edit that does not name one', async () => {
    const mine = await admin<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `Analyst ${marker}` });
    expect(mine.status).toBe(201);
    expect(mine.body.owner).toMatchObject({ name: ADMIN.name });

    const hers = await admin<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `Buyer ${marker}`, ownerId: olivia });
    expect(hers.body.owner).toEqual({ id: olivia, name: `Olivia Owner ${marker}` });
    const edited = await admin<JobRole>('PUT', `/api/job-roles/${hers.body.id}`, { employerId: employer.id, title: `Senior Buyer ${marker}` });
    expect(edited.body.owner).toEqual({ id: olivia, name: `Olivia Owner ${marker}` });
    // The events carry it, for the notifications service to e-mail the owner.
    await eventually(async () => published.some((event) => event.type === CatalogEvents.jobRoleUpdated && event.aggregateId === hers.body.id));
    expect(published.find((event) => event.type === CatalogEvents.jobRoleUpdated && event.aggregateId === hers.body.id)!.data).toMatchObject({ owner: { id: olivia } });

    const none = await admin<JobRole>('PUT', `/api/job-roles/${hers.body.id}`, { employerId: employer.id, title: `Senior Buyer ${marker}`, ownerId: null });
    expect(none.body.owner).toBeNull();
  });

  it('refuses an owner who is not an active team member with a 400 that says to choose again', async () => {
    const answer = await admin('POST', '/api/job-roles', { employerId: employer.id, title: `Ghost ${marker}`, ownerId: '0123456789abcdef01234567' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('Please choose the team member again.');
  });

  it("does not show visitors who owns a role", async () => {
    const listed = await jsonClient(catalog.url)<{ items: JobRole[] }>('GET', `/api/job-roles?q=${marker}`);
    expect(listed.body.items.length).toBeGreaterThan(0);
    for (const role of listed.body.items) expect(role.owner ?? null).toBeNull();
  });
});
