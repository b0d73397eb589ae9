import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CandidatesEvents,
  EngagementEvents,
  Streams,
  type CandidateDetail,
  type EventEnvelope,
  type InteractionSnapshot,
} from '@agency/contracts';
import { AuthMessages, newEvent } from '@agency/service-kit';
import { closeAll, connectBus, eventually, newId, projectedRole, publishRole, roleSnapshot, startWithAuth } from './helpers';

const { auth, candidates, staffToken } = await startWithAuth();
const bus = await connectBus();
afterAll(async () => {
  await closeAll(candidates, auth);
  await bus.close();
});

// Every candidates event published from here on, as another service would receive it.
const published: EventEnvelope[] = [];
await bus.subscribe({ durable: `observer-${randomUUID()}`, stream: Streams.candidates, handler: async (event) => void published.push(event) });
const eventsOf = (id: string) => published.filter((event) => event.aggregateId === id);

const role = await projectedRole(bus, candidates, 'Data Engineer');

const staff = (method: string, path: string, body?: unknown) => candidates.call(method, path, { token: staffToken, body });
const detailOf = async (id: string) => (await staff('GET', `/api/candidates/${id}`)).body as CandidateDetail;

function interaction(id: string, candidateId: string | null, fields: Partial<InteractionSnapshot> = {}): InteractionSnapshot {
  const now = new Date().toISOString();
  return { id, type: 'call', subject: 'Intro call', description: 'Talked about roles', date: now, outcome: 'positive', nextSteps: null, status: 'completed', candidateId, employerId: null, jobRoleId: null, createdAt: now, updatedAt: now, ...fields };
}
const publishInteraction = (type: string, snapshot: InteractionSnapshot, version: number) =>
  bus.publish(newEvent(type, snapshot.id, version, type === EngagementEvents.interactionDeleted ? { id: snapshot.id } : snapshot));

describe('events of the candidates service', () => {
  it('publishes created, updated and application submitted events with their snapshots', async () => {
    const created = (await staff('POST', '/api/candidates', { name: 'Event Person', email: 'event@example.com' })).body;
    await staff('PUT', `/api/candidates/${created.id}`, { name: 'Event Person', email: 'event@example.com', currentRole: 'Analyst' });
    const applied = await candidates.call('POST', '/api/applications/apply-and-register', {
      body: { jobRoleId: role.id, candidateEmail: 'event@example.com', candidateFullName: 'Event Person' },
    });
    await eventually(() => eventsOf(created.id).length === 2 && eventsOf(applied.body.applicationId).length === 1);
    expect(eventsOf(created.id).map((event) => [event.type, event.version])).toEqual([
      [CandidatesEvents.candidateCreated, 1],
      [CandidatesEvents.candidateUpdated, 2],
    ]);
    expect(eventsOf(created.id)[1]!.data).toMatchObject({ id: created.id, currentRole: 'Analyst' });
    expect(eventsOf(applied.body.applicationId)[0]).toMatchObject({
      type: CandidatesEvents.applicationSubmitted,
      data: { candidateId: created.id, jobRoleId: role.id, jobRoleTitle: 'Data Engineer', candidateEmail: 'event@example.com' },
    });
  });
});

describe('projections', () => {
  it("keeps a candidate's interactions, newest version wins, repeats and late older events change nothing", async () => {
    const candidate = (await staff('POST', '/api/candidates', { name: 'Talked To' })).body;
    const first = interaction(randomUUID(), candidate.id, { subject: 'First call', date: '2026-01-01T10:00:00.000Z' });
    const second = interaction(randomUUID(), candidate.id, { subject: 'Interview', type: 'interview', date: '2026-02-01T10:00:00.000Z', outcome: 'negative' });
    await publishInteraction(EngagementEvents.interactionCreated, first, 1);
    await publishInteraction(EngagementEvents.interactionCreated, second, 1);
    await publishInteraction(EngagementEvents.interactionUpdated, { ...first, subject: 'First call (rescheduled)' }, 3);
    await publishInteraction(EngagementEvents.interactionUpdated, { ...first, subject: 'Stale version' }, 2);
    await publishInteraction(EngagementEvents.interactionCreated, first, 1);
    await eventually(async () => (await detailOf(candidate.id)).interactions.length === 2);
    await eventually(async () => (await candidates.context.db.collection('interaction_projection').findOne({ _id: first.id } as never))?.version === 3);
    // The stale and repeated events came after the newest and were ignored.
    expect((await detailOf(candidate.id)).interactions).toEqual([
      { id: second.id, type: 'interview', subject: 'Interview', date: '2026-02-01T10:00:00.000Z', description: 'Talked about roles', outcome: 'negative', status: 'completed' },
      expect.objectContaining({ id: first.id, subject: 'First call (rescheduled)' }),
    ]);

    await publishInteraction(EngagementEvents.interactionDeleted, second, 2);
    await eventually(async () => (await detailOf(candidate.id)).interactions.length === 1);
  });

  it("carries the candidate's confirmation of a scheduled interview into their details", async () => {
    const candidate = (await staff('POST', '/api/candidates', { name: 'Confirmed Attendee' })).body;
    const interview = interaction(randomUUID(), candidate.id, { type: 'interview', subject: 'Panel interview', status: 'scheduled', candidateConfirmed: false });
    await publishInteraction(EngagementEvents.interactionCreated, interview, 1);
    await eventually(async () => (await detailOf(candidate.id)).interactions.length === 1);
    expect((await detailOf(candidate.id)).interactions[0]).toMatchObject({ id: interview.id, candidateConfirmed: false });

    await publishInteraction(EngagementEvents.interactionUpdated, { ...interview, candidateConfirmed: true, candidateConfirmedAt: new Date().toISOString() }, 2);
    await eventually(async () => (await detailOf(candidate.id)).interactions[0]?.candidateConfirmed === true);
    expect((await detailOf(candidate.id)).interactions[0]).toMatchObject({ id: interview.id, subject: 'Panel interview', status: 'scheduled', candidateConfirmed: true });
  });

  it('keeps nothing of an interaction whose candidate it does not know', async () => {
    const stranger = interaction(randomUUID(), newId(), { subject: 'About someone else' });
    await publishInteraction(EngagementEvents.interactionCreated, stranger, 1);
    await eventually(async () => (await candidates.context.db.collection('interaction_projection').findOne({ _id: stranger.id } as never)) !== null);
    expect(await candidates.context.db.collection('interaction_projection').findOne({ _id: stranger.id } as never)).toMatchObject({ deleted: true, subject: null, version: 1 });
  });

  it('follows a job role title change, ignores an older one, and keeps the title of a deleted role', async () => {
    const renamed = roleSnapshot(newId(), 'Junior Baker');
    await publishRole(bus, renamed, 1);
    await eventually(async () => (await candidates.context.db.collection('job_role_projection').countDocuments({ _id: renamed.id } as never)) === 1);
    const applied = await candidates.call('POST', '/api/applications/apply-and-register', {
      body: { jobRoleId: renamed.id, candidateEmail: 'baker@example.com', candidateFullName: 'Bea Baker' },
    });
    expect(applied.status).toBe(201);
    await publishRole(bus, { ...renamed, title: 'Senior Baker' }, 3, 'catalog.job-role.updated');
    await publishRole(bus, { ...renamed, title: 'Old Title' }, 2, 'catalog.job-role.updated');
    await publishRole(bus, renamed, 4, 'catalog.job-role.deleted');
    await eventually(async () => (await candidates.context.db.collection('job_role_projection').findOne({ _id: renamed.id } as never))?.version === 4);
    const applications = (await staff('GET', '/api/applications')).body.items as { id: string; jobRoleTitle: string }[];
    expect(applications.find((item) => item.id === applied.body.applicationId)!.jobRoleTitle).toBe('Senior Baker');
    // A deleted role takes no more applications.
    const late = await candidates.call('POST', '/api/applications/apply-and-register', {
      body: { jobRoleId: renamed.id, candidateEmail: 'late@example.com', candidateFullName: 'Late' },
    });
    expect(late.status).toBe(404);
  });
});

describe('erasing a candidate', () => {
  it('removes them, their applications and interactions here, their sign-in, and tells other services by id only', async () => {
    const applied = await candidates.call('POST', '/api/applications/apply-and-register', {
      body: { jobRoleId: role.id, candidateEmail: 'forget.me@example.com', candidateFullName: 'Forget Me', coverLetter: 'Private words' },
    });
    expect(applied.body.candidateToken).toEqual(expect.any(String));
    const [candidate] = (await staff('GET', '/api/candidates?q=forget.me')).body.items;
    const talk = interaction(randomUUID(), candidate.id, { subject: 'Sensitive call' });
    await publishInteraction(EngagementEvents.interactionCreated, talk, 1);
    await eventually(async () => (await detailOf(candidate.id)).interactions.length === 1);
    await eventually(async () => (await auth.context.db.collection('candidate_accounts').countDocuments({ candidateId: candidate.id })) === 1);

    const erased = await staff('DELETE', `/api/candidates/${candidate.id}`);
    expect(erased.status).toBe(204);

    expect((await staff('GET', `/api/candidates/${candidate.id}`)).status).toBe(404);
    expect((await staff('GET', '/api/candidates?q=forget')).body.total).toBe(0);
    const applications = (await staff('GET', '/api/applications?limit=100')).body.items as { candidateEmail: string }[];
    expect(applications.map((item) => item.candidateEmail)).not.toContain('forget.me@example.com');
    expect(await candidates.context.db.collection('applications').countDocuments({ candidateEmail: 'forget.me@example.com' })).toBe(0);
    expect(await candidates.context.db.collection('interaction_projection').findOne({ _id: talk.id } as never)).toMatchObject({ deleted: true, subject: null, description: null, candidateId: null });

    await eventually(() => eventsOf(candidate.id).some((event) => event.type === CandidatesEvents.candidateDeleted));
    expect(eventsOf(candidate.id).find((event) => event.type === CandidatesEvents.candidateDeleted)!.data).toEqual({ id: candidate.id });
    // The relay removes the (already blanked) document once the event is out.
    await eventually(async () => (await candidates.context.db.collection('candidates').countDocuments({ email: 'forget.me@example.com' })) === 0);
    await eventually(async () => (await candidates.context.db.collection('candidates').countDocuments({ _id: candidate.id } as never)) === 0);
    // The auth service drops their sign-in on the event.
    await eventually(async () => (await auth.context.db.collection('candidate_accounts').countDocuments({ candidateId: candidate.id })) === 0);

    // A late interaction event about them is not kept.
    await publishInteraction(EngagementEvents.interactionUpdated, { ...talk, subject: 'Late news' }, 2);
    await eventually(async () => (await candidates.context.db.collection('interaction_projection').findOne({ _id: talk.id } as never))?.version === 2);
    expect(await candidates.context.db.collection('interaction_projection').findOne({ _id: talk.id } as never)).toMatchObject({ deleted: true, subject: null });

    // Their e-mail is free again: applying anew makes a new candidate and a new account.
    const again = await candidates.call('POST', '/api/applications/apply-and-register', {
      body: { jobRoleId: role.id, candidateEmail: 'forget.me@example.com', candidateFullName: 'Forget Me' },
    });
    expect(again.status).toBe(201);
    expect(again.body.candidateToken).toEqual(expect.any(String));
  });

  it("takes their education and employment too, and answers their still valid token 401 on every candidate route", async () => {
    const applied = await candidates.call('POST', '/api/applications/apply-and-register', {
      body: { jobRoleId: role.id, candidateEmail: 'erase.history@example.com', candidateFullName: 'Erase History' },
    });
    const token = applied.body.candidateToken as string;
    const as = (method: string, path: string, body?: unknown) => candidates.call(method, path, { token, body });
    const degree = (await as('POST', '/api/candidate/education', { institution: 'Private School', qualification: 'A levels', startYear: 2010 })).body;
    const job = (await as('POST', '/api/candidate/employment', { organization: 'Secret Corp', role: 'Agent', startYear: 2015, startMonth: 1, isCurrent: true })).body;
    const { id } = (await as('GET', '/api/candidate/profile')).body;
    expect(await candidates.context.db.collection('education_history').countDocuments({ candidateId: id })).toBe(1);
    expect(await candidates.context.db.collection('employment_history').countDocuments({ candidateId: id })).toBe(1);

    expect((await staff('DELETE', `/api/candidates/${id}`)).status).toBe(204);
    expect(await candidates.context.db.collection('education_history').countDocuments({ candidateId: id })).toBe(0);
    expect(await candidates.context.db.collection('employment_history').countDocuments({ candidateId: id })).toBe(0);

    for (const [method, path, body] of [
      ['GET', '/api/candidate/profile', undefined],
      ['PUT', '/api/candidate/profile', { name: 'Back Again' }],
      ['GET', '/api/candidate/education', undefined],
      ['POST', '/api/candidate/education', { institution: 'Late School', qualification: 'Late', startYear: 2020 }],
      ['PUT', `/api/candidate/education/${degree.id}`, { institution: 'Late School', qualification: 'Late', startYear: 2020 }],
      ['DELETE', `/api/candidate/education/${degree.id}`, undefined],
      ['GET', '/api/candidate/employment', undefined],
      ['POST', '/api/candidate/employment', { organization: 'Late', role: 'Late', startYear: 2020, startMonth: 1 }],
      ['PUT', `/api/candidate/employment/${job.id}`, { organization: 'Late', role: 'Late', startYear: 2020, startMonth: 1 }],
      ['DELETE', `/api/candidate/employment/${job.id}`, undefined],
    ] as const) {
      const answer = await as(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.message).toBe(AuthMessages.candidateGone);
    }
    // Nothing was written for them after the erasure.
    expect(await candidates.context.db.collection('education_history').countDocuments({ candidateId: id })).toBe(0);
    expect(await candidates.context.db.collection('employment_history').countDocuments({ candidateId: id })).toBe(0);
    expect((await staff('GET', '/api/candidates?q=back again')).body.total).toBe(0);
  });

  it('answers 404 for a candidate already erased', async () => {
    const candidate = (await staff('POST', '/api/candidates', { name: 'Twice Deleted' })).body;
    expect((await staff('DELETE', `/api/candidates/${candidate.id}`)).status).toBe(204);
    const second = await staff('DELETE', `/api/candidates/${candidate.id}`);
    expect(second.status).toBe(404);
    expect(second.body.message).toBe('This candidate no longer exists. Refresh the list and try again.');
  });
});
