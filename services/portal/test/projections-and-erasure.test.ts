import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from 'date-fns';
import { EngagementEvents, Streams, type Candidate, type Employer, type JobMatch, type JobRole } from '@agency/contracts';
import { AuthMessages, newEvent, ReferenceMessages as LinkMessages } from '@agency/service-kit';
import { client } from '@agency/testing';
import { startCandidates } from '@agency/candidates/testing';
import { startCatalog } from '@agency/catalog/testing';
import { candidateRoutes, candidateToken, closeAll, connectBus, eventually, newId, referenceKnown, startPortal, startWithAuth } from './helpers';

/**
 * The portal's job roles and candidates come from the real catalog and candidates services' events: names
 * follow renames (also made while the portal was down), and an erased candidate's records go.
 */
const { auth, portal: first, staffToken } = await startWithAuth();
let portal = first;
const catalog = await startCatalog();
const candidates = await startCandidates();
const bus = await connectBus();
afterAll(async () => {
  await closeAll(portal, catalog, candidates, auth);
  await bus.close();
});

const atCatalog = (method: string, path: string, body?: unknown) => client(catalog).call(method, path, { token: staffToken, body });
const asStaff = (method: string, path: string, body?: unknown) => portal.call(method, path, { token: staffToken, body });

async function addCandidate(name: string): Promise<Candidate> {
  const added = await candidates.call('POST', '/api/candidates', { token: staffToken, body: { name } });
  expect(added.status).toBe(201);
  await referenceKnown(portal, 'candidate_refs', added.body.id);
  return added.body;
}

const employer: Employer = (await atCatalog('POST', '/api/employers', { name: 'Northwind Logistics' })).body;
const roleInput = { employerId: employer.id, title: 'Backend Engineer', status: 'open', priority: 'high' };
const role: JobRole = (await atCatalog('POST', '/api/job-roles', roleInput)).body;
await referenceKnown(portal, 'job_role_refs', role.id);
const grace = await addCandidate('Grace Hopper');
const graceToken = await candidateToken(bus, grace.id);
const match: JobMatch = (await asStaff('POST', '/api/job-matches', { candidateId: grace.id, jobRoleId: role.id, matchScore: 80 })).body;
const graceSees = async (): Promise<JobMatch | undefined> => (await portal.call('GET', '/api/candidate/job-matches', { token: graceToken })).body.find((found: JobMatch) => found.id === match.id);

describe('the job role on a match', () => {
  it('starts as the catalog announced it, with the job page while the role is open', () => {
    expect(match.jobRole).toEqual({ id: role.id, title: 'Backend Engineer', slug: role.slug, employer: { name: 'Northwind Logistics' } });
  });

  it('follows a role rename and an employer rename', async () => {
    expect((await atCatalog('PUT', `/api/job-roles/${role.id}`, { ...roleInput, title: 'Senior Backend Engineer' })).status).toBe(200);
    await eventually(async () => (await graceSees())?.jobRole?.title === 'Senior Backend Engineer');
    expect((await atCatalog('PUT', `/api/employers/${employer.id}`, { name: 'Northwind Freight' })).status).toBe(200);
    await eventually(async () => (await graceSees())?.jobRole?.employer?.name === 'Northwind Freight');
  });

  it('loses its page link once the role is no longer open, and a restart reads only what came after, renames made while down included', async () => {
    await portal.close();
    expect((await atCatalog('PUT', `/api/job-roles/${role.id}`, { ...roleInput, title: 'Staff Backend Engineer', status: 'filled' })).status).toBe(200);
    portal = await startPortal(portal.dbName);
    // Started means caught up: the first answer already has the change.
    expect(await graceSees()).toMatchObject({ jobRole: { title: 'Staff Backend Engineer', slug: null, employer: { name: 'Northwind Freight' } } });
    expect(await portal.context.db.collection('stream_positions').findOne({ _id: Streams.catalog.name } as never)).toMatchObject({ sequence: expect.any(Number) });
  });

  it('is null once the role is deleted, and a deleted role cannot be suggested', async () => {
    expect((await atCatalog('DELETE', `/api/job-roles/${role.id}`)).status).toBe(204);
    await eventually(async () => (await graceSees())?.jobRole === null);
    expect(await asStaff('POST', '/api/job-matches', { candidateId: grace.id, jobRoleId: role.id })).toEqual({ status: 400, body: { message: LinkMessages.jobRole } });
  });
});

describe('right to erasure', () => {
  it("removes the candidate's matches, appointments and messages; their token then gets 401 and they cannot be chosen again", async () => {
    const ada = await addCandidate('Ada Lovelace');
    const adaToken = await candidateToken(bus, ada.id);
    const openRole: JobRole = (await atCatalog('POST', '/api/job-roles', { ...roleInput, title: 'Analyst' })).body;
    await referenceKnown(portal, 'job_role_refs', openRole.id);
    expect((await asStaff('POST', '/api/job-matches', { candidateId: ada.id, jobRoleId: openRole.id })).status).toBe(201);
    expect((await asStaff('POST', '/api/messages', { candidateId: ada.id, subject: 'Hello', content: 'Welcome aboard' })).status).toBe(201);
    const interactionId = newId();
    const date = addDays(new Date(), 2).toISOString();
    await bus.publish(
      newEvent(EngagementEvents.interactionCreated, interactionId, 1, {
        id: interactionId, type: 'interview', subject: 'Interview', date, status: 'scheduled', candidateId: ada.id, createdAt: date, updatedAt: date,
      }),
    );
    await eventually(async () => (await asStaff('GET', `/api/appointments?candidateId=${ada.id}`)).body.length === 1);
    const sees = async (path: string) => (await portal.call('GET', path, { token: adaToken })).body;
    for (const path of ['/api/candidate/job-matches', '/api/candidate/messages', '/api/candidate/appointments']) expect(await sees(path)).toHaveLength(1);

    expect((await candidates.call('DELETE', `/api/candidates/${ada.id}`, { token: staffToken })).status).toBe(204);
    for (const path of [`/api/job-matches?candidateId=${ada.id}`, `/api/appointments?candidateId=${ada.id}`, `/api/messages?candidateId=${ada.id}`]) {
      await eventually(async () => (await asStaff('GET', path)).body.length === 0);
    }
    for (const collection of ['job_matches', 'appointments', 'messages']) {
      expect(await portal.context.db.collection(collection).countDocuments({ candidateId: ada.id })).toBe(0);
    }
    for (const [method, path] of candidateRoutes()) {
      expect(await portal.call(method!, path!, { token: adaToken })).toEqual({ status: 401, body: { message: AuthMessages.candidateGone } });
    }
    expect(await asStaff('POST', '/api/job-matches', { candidateId: ada.id, jobRoleId: openRole.id })).toEqual({ status: 400, body: { message: LinkMessages.candidate } });
    expect(await asStaff('POST', '/api/messages', { candidateId: ada.id, subject: 'Hi', content: 'Still there?' })).toEqual({ status: 400, body: { message: LinkMessages.candidate } });

    // A late event about one of their interviews makes no new appointment.
    await bus.publish(newEvent(EngagementEvents.interactionUpdated, interactionId, 2, { id: interactionId, type: 'interview', subject: 'Moved', date, status: 'scheduled', candidateId: ada.id, createdAt: date, updatedAt: date }));
    await eventually(async () => ((await portal.context.db.collection('interaction_versions').findOne({ _id: interactionId } as never))?.version ?? 0) === 2);
    expect(await asStaff('GET', `/api/appointments?interactionId=${interactionId}`)).toEqual({ status: 200, body: [] });
  });
});
