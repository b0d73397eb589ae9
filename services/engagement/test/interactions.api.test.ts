import { describe, expect, it } from 'vitest';
import type { Interaction, InteractionList } from '@agency/contracts';
import { INTERACTION_GONE, REVERSED_RANGE } from '../src/interactions/routes';
import { ReferenceMessages as LinkMessages } from '@agency/service-kit';
import { knownLinks, newId, OtherContexts, referenceKnown, startEngagementApi } from './helpers';

const { engagement, staffToken, bus } = await startEngagementApi();

const others = new OtherContexts(bus);
const {
  candidate: grace,
  employer: navy,
  role: analyst,
} = await knownLinks(engagement, others, { candidate: 'Grace Hopper', currentRole: 'Rear Admiral', employer: 'Navy Computing', jobRole: 'Systems Analyst' });

const call = (method: string, path: string, body?: unknown, token: string | null = staffToken) =>
  engagement.call(method, path, { token: token ?? undefined, body });
const log = async (body: Record<string, unknown>) => {
  const answer = await call('POST', '/api/interactions', body);
  expect(answer.status).toBe(201);
  return answer.body as Interaction;
};
const list = async (query = '') => {
  const answer = await call('GET', `/api/interactions${query}`);
  expect(answer.status).toBe(200);
  return answer.body as InteractionList;
};
const subjects = (page: InteractionList) => page.items.map((interaction) => interaction.subject);

describe('logging an interaction', () => {
  it('stores the form with status completed by default and answers it with the linked names', async () => {
    const logged = await log({
      type: 'call',
      subject: '  Intro call ',
      date: '2026-11-20T10:30:00+01:00',
      description: 'Talked about roles',
      candidateId: grace.id,
      employerId: navy.id,
      jobRoleId: analyst.id,
      outcome: '',
    });
    expect(logged).toMatchObject({
      type: 'call',
      subject: 'Intro call',
      date: '2026-11-20T09:30:00.000Z',
      status: 'completed',
      description: 'Talked about roles',
      outcome: null,
      nextSteps: null,
      candidate: { id: grace.id, name: 'Grace Hopper', currentRole: 'Rear Admiral' },
      employer: { id: navy.id, name: 'Navy Computing' },
      jobRole: { id: analyst.id, title: 'Systems Analyst', slug: analyst.slug },
    });
    expect((await list(`?candidateId=${grace.id}`)).items.map((item) => item.id)).toContain(logged.id);
  });

  it('links nothing when the form leaves candidate, employer and role empty', async () => {
    const logged = await log({ type: 'email', subject: 'Newsletter', date: '2026-11-01T08:00:00Z', candidateId: '', employerId: null });
    expect(logged).toMatchObject({ candidateId: null, employerId: null, jobRoleId: null, candidate: null, employer: null, jobRole: null });
  });

  it('refuses a missing type, subject or date and a bad date with 400s that name the field', async () => {
    const missing = await call('POST', '/api/interactions', { type: 'call', subject: ' ', date: '2026-11-01T08:00:00Z' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('subject: Subject is required');
    const badDate = await call('POST', '/api/interactions', { type: 'call', subject: 'x', date: 'next tuesday' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toContain('date: Date must be a date and time in ISO 8601');
    expect((await call('POST', '/api/interactions', { type: 'lunch', subject: 'x', date: '2026-11-01T08:00:00Z' })).status).toBe(400);
    expect((await call('POST', '/api/interactions', { subject: 'x', date: '2026-11-01T08:00:00Z' })).status).toBe(400);
  });

  it('refuses a link to a candidate, employer or job role this service does not know, saying which to choose again', async () => {
    const base = { type: 'call', subject: 'Ghost', date: '2026-11-01T08:00:00Z' };
    const candidate = await call('POST', '/api/interactions', { ...base, candidateId: newId() });
    expect(candidate).toMatchObject({ status: 400, body: { message: LinkMessages.candidate } });
    const employer = await call('POST', '/api/interactions', { ...base, employerId: newId() });
    expect(employer).toMatchObject({ status: 400, body: { message: LinkMessages.employer } });
    const jobRole = await call('POST', '/api/interactions', { ...base, jobRoleId: newId() });
    expect(jobRole).toMatchObject({ status: 400, body: { message: LinkMessages.jobRole } });
    expect((await call('POST', '/api/interactions', { ...base, candidateId: 'not-an-id' })).status).toBe(400);
    expect((await list('?q=ghost')).total).toBe(0);
  });

  it('is for staff only', async () => {
    const body = { type: 'call', subject: 'x', date: '2026-11-01T08:00:00Z' };
    expect((await call('POST', '/api/interactions', body, null)).status).toBe(401);
    expect((await call('GET', '/api/interactions', undefined, 'garbage')).status).toBe(401);
    expect((await call('PUT', `/api/interactions/${newId()}`, { subject: 'y' }, null)).status).toBe(401);
    expect((await call('DELETE', `/api/interactions/${newId()}`, undefined, null)).status).toBe(401);
  });
});

describe('editing an interaction', () => {
  it('changes only the fields sent, clears those sent as null, and keeps the rest', async () => {
    const logged = await log({
      type: 'meeting',
      subject: 'Kick-off',
      date: '2026-12-01T09:00:00Z',
      status: 'scheduled',
      description: 'Agenda to follow',
      nextSteps: 'Send the agenda',
      candidateId: grace.id,
      employerId: navy.id,
    });
    const completed = await call('PUT', `/api/interactions/${logged.id}`, { status: 'completed', outcome: 'positive', nextSteps: null, employerId: null });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({
      id: logged.id,
      type: 'meeting',
      subject: 'Kick-off',
      date: '2026-12-01T09:00:00.000Z',
      status: 'completed',
      outcome: 'positive',
      description: 'Agenda to follow',
      nextSteps: null,
      candidate: { name: 'Grace Hopper' },
      employerId: null,
      employer: null,
      createdAt: logged.createdAt,
    });
    // Also after a reload from the database: a restarted view reads the same.
    const stored = await engagement.context.db.collection('interactions').findOne({ subject: 'Kick-off' });
    expect(stored).toMatchObject({ nextSteps: null, employerId: null, status: 'completed', description: 'Agenda to follow' });
  });

  it('refuses an empty change, a cleared subject, and a new link to an unknown record', async () => {
    const logged = await log({ type: 'call', subject: 'To edit', date: '2026-11-02T08:00:00Z' });
    const empty = await call('PUT', `/api/interactions/${logged.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Send at least one field to change.');
    expect((await call('PUT', `/api/interactions/${logged.id}`, { subject: null })).status).toBe(400);
    expect(await call('PUT', `/api/interactions/${logged.id}`, { candidateId: newId() })).toMatchObject({ status: 400, body: { message: LinkMessages.candidate } });
  });

  it('keeps working on an interaction whose employer was deleted, as long as the link is left as it is', async () => {
    const gone = await others.employer('Gone Ltd');
    await referenceKnown(engagement, 'employer_names', gone.id);
    const logged = await log({ type: 'call', subject: 'Call with Gone Ltd', date: '2026-11-03T08:00:00Z', employerId: gone.id });
    await others.deleteEmployer(gone);
    await referenceKnown(engagement, 'employer_names', gone.id, 2);
    // The old record still says who it was with; the form sends the link back unchanged.
    const edited = await call('PUT', `/api/interactions/${logged.id}`, { subject: 'Call with Gone Ltd (notes)', employerId: gone.id });
    expect(edited.status).toBe(200);
    expect(edited.body.employer).toEqual({ id: gone.id, name: 'Gone Ltd' });
    expect(await call('POST', '/api/interactions', { type: 'call', subject: 'New', date: '2026-11-03T08:00:00Z', employerId: gone.id })).toMatchObject({
      status: 400,
      body: { message: LinkMessages.employer },
    });
  });

  it('answers 404 with what to do for an interaction that does not exist or was deleted', async () => {
    const logged = await log({ type: 'call', subject: 'Short lived', date: '2026-11-04T08:00:00Z' });
    expect((await call('DELETE', `/api/interactions/${logged.id}`)).status).toBe(204);
    for (const answer of [
      await call('DELETE', `/api/interactions/${logged.id}`),
      await call('PUT', `/api/interactions/${logged.id}`, { subject: 'again' }),
      await call('PUT', `/api/interactions/${newId()}`, { subject: 'again' }),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { message: INTERACTION_GONE } });
    }
    expect((await list('?q=short lived')).total).toBe(0);
    expect((await call('DELETE', '/api/interactions/123')).status).toBe(400);
  });
});

describe('the interactions list', () => {
  const tag = `t${Date.now()}`;
  const ada = others.candidate(`Ada ${tag}`);
  const engine = others.employer(`Engine Works ${tag}`);

  it('searches subject, candidate name, employer name and type, case-insensitively', async () => {
    const [candidate, employer] = await Promise.all([ada, engine]);
    await referenceKnown(engagement, 'candidate_names', candidate.id);
    await referenceKnown(engagement, 'employer_names', employer.id);
    await log({ type: 'follow_up', subject: `Chase ${tag} references`, date: '2026-10-01T08:00:00Z' });
    await log({ type: 'call', subject: 'Catch-up', date: '2026-10-02T08:00:00Z', candidateId: candidate.id });
    await log({ type: 'email', subject: 'Contract', date: '2026-10-03T08:00:00Z', employerId: employer.id });

    expect(subjects(await list(`?q=${tag.toUpperCase()}`))).toEqual(['Contract', 'Catch-up', `Chase ${tag} references`]);
    expect(subjects(await list(`?q=ada ${tag}`))).toEqual(['Catch-up']);
    expect(subjects(await list(`?q=engine works ${tag}`))).toEqual(['Contract']);
    const followUps = await list('?q=follow up');
    expect(followUps.items.every((item) => item.type === 'follow_up')).toBe(true);
    expect(subjects(followUps)).toContain(`Chase ${tag} references`);
    expect((await list('?q=%5E.*%24')).total).toBe(0); // a regular expression is taken literally
  });

  it('filters by status, type and candidate, and pages with the exact total', async () => {
    const person = await others.candidate(`Paged ${tag}`);
    await referenceKnown(engagement, 'candidate_names', person.id);
    for (let day = 1; day <= 5; day++) {
      await log({ type: day % 2 ? 'call' : 'email', subject: `Paged ${day}`, date: `2026-09-0${day}T08:00:00Z`, candidateId: person.id, status: day === 5 ? 'cancelled' : 'completed' });
    }
    const first = await list(`?candidateId=${person.id}&limit=2`);
    expect(first).toMatchObject({ total: 5 });
    expect(subjects(first)).toEqual(['Paged 5', 'Paged 4']);
    expect(subjects(await list(`?candidateId=${person.id}&limit=2&offset=4`))).toEqual(['Paged 1']);
    expect(subjects(await list(`?candidateId=${person.id}&type=email`))).toEqual(['Paged 4', 'Paged 2']);
    expect(subjects(await list(`?candidateId=${person.id}&status=cancelled`))).toEqual(['Paged 5']);
    expect(subjects(await list(`?candidateId=${person.id}&order=asc&limit=2`))).toEqual(['Paged 1', 'Paged 2']);
    expect((await call('GET', '/api/interactions?limit=0')).status).toBe(400);
    expect((await call('GET', '/api/interactions?status=done')).status).toBe(400);
  });

  it('answers a week of the calendar: scheduled ones from the start (inclusive) to the end (exclusive), soonest first', async () => {
    const week = { from: '2027-03-01T00:00:00.000Z', to: '2027-03-08T00:00:00.000Z' };
    await log({ type: 'interview', subject: 'Monday interview', date: '2027-03-01T00:00:00Z', status: 'scheduled' });
    await log({ type: 'meeting', subject: 'Sunday meeting', date: '2027-03-07T23:59:00Z', status: 'scheduled' });
    await log({ type: 'meeting', subject: 'Next Monday', date: '2027-03-08T00:00:00Z', status: 'scheduled' });
    await log({ type: 'call', subject: 'Done already', date: '2027-03-02T10:00:00Z', status: 'completed' });
    await log({ type: 'call', subject: 'Previous Sunday', date: '2027-02-28T23:59:59Z', status: 'scheduled' });
    const page = await list(`?status=scheduled&from=${week.from}&to=${week.to}&order=asc`);
    expect(subjects(page)).toEqual(['Monday interview', 'Sunday meeting']);
    expect(page.total).toBe(2);
    const reversed = await call('GET', `/api/interactions?from=${week.to}&to=${week.from}`);
    expect(reversed).toMatchObject({ status: 400, body: { message: REVERSED_RANGE } });
    expect((await call('GET', '/api/interactions?from=soon')).status).toBe(400);
  });
});
