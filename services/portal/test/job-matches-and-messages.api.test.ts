import { describe, expect, it } from 'vitest';
import { PortalEvents, type JobMatch, type Message } from '@agency/contracts';
import { AuthMessages, ReferenceMessages as LinkMessages } from '@agency/service-kit';
import { MATCH_NOT_FOUND } from '../src/job-matches/routes';
import { ALREADY_SUGGESTED } from '../src/job-matches/store';
import { MESSAGE_NOT_FOUND } from '../src/messages/routes';
import { candidateRoutes, candidateToken, eventually, newId, referenceKnown, startPortalApi } from './helpers';

/** Staff suggest roles and write messages; each candidate sees and answers their own, and only their own. */
const { portal, staffId, bus, others, events, as, asStaff } = await startPortalApi();

const sarah = await others.candidate('Sarah Mitchell');
const james = await others.candidate('James Okoro');
const employer = await others.employer('Northwind Logistics');
const backend = await others.jobRole('Senior Backend Engineer', employer);
const platform = await others.jobRole('Platform Engineer', employer);
for (const candidate of [sarah, james]) await referenceKnown(portal, 'candidate_refs', candidate.id);
for (const role of [backend, platform]) await referenceKnown(portal, 'job_role_refs', role.id);
const sarahToken = await candidateToken(bus, sarah.id);
const jamesToken = await candidateToken(bus, james.id);

const asSarah = as(sarahToken);
const asJames = as(jamesToken);

describe('job matches', () => {
  let first: JobMatch;
  let second: JobMatch;

  it('are suggested by staff with the role as the portal knows it, the suggester taken from the token', async () => {
    const suggested = await asStaff('POST', '/api/job-matches', { candidateId: sarah.id, jobRoleId: backend.id, matchScore: 92, notes: 'Strong event-driven background' });
    expect(suggested.status).toBe(201);
    first = suggested.body;
    expect(first).toMatchObject({
      candidateId: sarah.id,
      jobRoleId: backend.id,
      userId: staffId,
      status: 'suggested',
      matchScore: 92,
      notes: 'Strong event-driven background',
      candidateResponse: null,
      respondedAt: null,
      jobRole: { id: backend.id, title: 'Senior Backend Engineer', slug: backend.slug, employer: { name: 'Northwind Logistics' } },
    });
    second = (await asStaff('POST', '/api/job-matches', { candidateId: sarah.id, jobRoleId: platform.id })).body;
    expect(second).toMatchObject({ matchScore: null, notes: null, status: 'suggested' });
  });

  it('refuses a second open suggestion of the same role, an unknown candidate or role, and bad input, with what to do', async () => {
    expect(await asStaff('POST', '/api/job-matches', { candidateId: sarah.id, jobRoleId: backend.id, matchScore: 50 })).toEqual({ status: 409, body: { message: ALREADY_SUGGESTED } });
    expect(await asStaff('POST', '/api/job-matches', { candidateId: newId(), jobRoleId: backend.id })).toEqual({ status: 400, body: { message: LinkMessages.candidate } });
    expect(await asStaff('POST', '/api/job-matches', { candidateId: sarah.id, jobRoleId: newId() })).toEqual({ status: 400, body: { message: LinkMessages.jobRole } });
    const outOfRange = await asStaff('POST', '/api/job-matches', { candidateId: sarah.id, jobRoleId: backend.id, matchScore: 150 });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.message).toContain('Match score must be from 0 to 100');
    const badId = await asStaff('POST', '/api/job-matches', { candidateId: 'sarah', jobRoleId: backend.id });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toContain('must be a 24-character hexadecimal id');
  });

  it('are listed for staff by candidate or by role, newest first, and the list asks for one of them', async () => {
    expect((await asStaff('GET', `/api/job-matches?candidateId=${sarah.id}`)).body.map((match: JobMatch) => match.id)).toEqual([second.id, first.id]);
    expect((await asStaff('GET', `/api/job-matches?jobRoleId=${backend.id}`)).body.map((match: JobMatch) => match.id)).toEqual([first.id]);
    const neither = await asStaff('GET', '/api/job-matches');
    expect(neither.status).toBe(400);
    expect(neither.body.message).toContain('Give a candidateId or a jobRoleId');
  });

  it("show each candidate their own only; another candidate's match is not found for them and stays as it was", async () => {
    expect((await asSarah('GET', '/api/candidate/job-matches')).body.map((match: JobMatch) => match.id)).toEqual([second.id, first.id]);
    expect(await asJames('GET', '/api/candidate/job-matches')).toEqual({ status: 200, body: [] });
    expect(await asJames('POST', `/api/candidate/job-matches/${first.id}/interest`)).toEqual({ status: 404, body: { message: MATCH_NOT_FOUND } });
    expect((await asStaff('GET', `/api/job-matches?candidateId=${sarah.id}`)).body.find((match: JobMatch) => match.id === first.id)).toMatchObject({ status: 'suggested', candidateResponse: null });
  });

  it("record 'Express Interest' once: pressing it again changes nothing", async () => {
    const answered = await asSarah('POST', `/api/candidate/job-matches/${first.id}/interest`);
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ id: first.id, status: 'interested', candidateResponse: 'interested', respondedAt: expect.any(String), jobRole: { title: 'Senior Backend Engineer' } });
    const again = await asSarah('POST', `/api/candidate/job-matches/${first.id}/interest`);
    expect(again).toEqual({ status: 200, body: answered.body });
    expect(await asSarah('POST', `/api/candidate/job-matches/${newId()}/interest`)).toEqual({ status: 404, body: { message: MATCH_NOT_FOUND } });
  });

  it('are withdrawn by staff: gone from both lists; a second withdrawal is not found', async () => {
    expect((await asStaff('DELETE', `/api/job-matches/${second.id}`)).status).toBe(204);
    expect(await asStaff('DELETE', `/api/job-matches/${second.id}`)).toEqual({ status: 404, body: { message: MATCH_NOT_FOUND } });
    expect((await asSarah('GET', '/api/candidate/job-matches')).body.map((match: JobMatch) => match.id)).toEqual([first.id]);
    // Withdrawn, the role may be suggested again.
    const again = await asStaff('POST', '/api/job-matches', { candidateId: sarah.id, jobRoleId: platform.id });
    expect(again.status).toBe(201);
  });

  it('publish each change on the PORTAL stream with growing versions', async () => {
    await eventually(() => events.about(first.id).length === 2 && events.about(second.id).length === 2);
    expect(events.about(first.id)).toEqual([
      { type: PortalEvents.jobMatchSuggested, version: 1, data: expect.objectContaining({ id: first.id, status: 'suggested', userId: staffId }) },
      { type: PortalEvents.jobMatchResponded, version: 2, data: expect.objectContaining({ id: first.id, status: 'interested', candidateResponse: 'interested' }) },
    ]);
    expect(events.about(second.id)).toEqual([
      { type: PortalEvents.jobMatchSuggested, version: 1, data: expect.objectContaining({ id: second.id }) },
      { type: PortalEvents.jobMatchWithdrawn, version: 2, data: { id: second.id } },
    ]);
  });
});

describe('messages', () => {
  let hello: Message;

  it('are sent by staff to a known candidate, from the staff member in the token', async () => {
    const sent = await asStaff('POST', '/api/messages', { candidateId: sarah.id, subject: 'Interview next week', content: 'Are you free on Tuesday?', jobRoleId: backend.id });
    expect(sent.status).toBe(201);
    hello = sent.body;
    expect(hello).toMatchObject({ senderId: staffId, senderType: 'staff', recipientId: sarah.id, recipientType: 'candidate', jobRoleId: backend.id, isRead: false, readAt: null });
    const later = await asStaff('POST', '/api/messages', { candidateId: sarah.id, subject: 'Welcome', content: 'Glad to have you with us.', jobRoleId: '' });
    expect(later.body).toMatchObject({ jobRoleId: null });
    expect((await asStaff('GET', `/api/messages?candidateId=${sarah.id}`)).body.map((message: Message) => message.id)).toEqual([later.body.id, hello.id]);
  });

  it('refuse an unknown candidate or role and an empty subject or text, saying what is missing', async () => {
    expect(await asStaff('POST', '/api/messages', { candidateId: newId(), subject: 'Hi', content: 'Hello' })).toEqual({ status: 400, body: { message: LinkMessages.candidate } });
    expect(await asStaff('POST', '/api/messages', { candidateId: sarah.id, subject: 'Hi', content: 'Hello', jobRoleId: newId() })).toEqual({ status: 400, body: { message: LinkMessages.jobRole } });
    const empty = await asStaff('POST', '/api/messages', { candidateId: sarah.id, subject: ' ', content: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Subject is required');
    expect(empty.body.message).toContain('Message is required');
    const noCandidate = await asStaff('GET', '/api/messages');
    expect(noCandidate.status).toBe(400);
  });

  it("are marked read when opened, once; another candidate's message is not found and stays unread", async () => {
    expect(await asJames('GET', '/api/candidate/messages')).toEqual({ status: 200, body: [] });
    expect(await asJames('POST', `/api/candidate/messages/${hello.id}/read`)).toEqual({ status: 404, body: { message: MESSAGE_NOT_FOUND } });
    expect((await asSarah('GET', '/api/candidate/messages')).body.find((message: Message) => message.id === hello.id)).toMatchObject({ isRead: false });

    const read = await asSarah('POST', `/api/candidate/messages/${hello.id}/read`);
    expect(read.body).toMatchObject({ id: hello.id, isRead: true, readAt: expect.any(String) });
    expect(await asSarah('POST', `/api/candidate/messages/${hello.id}/read`)).toEqual({ status: 200, body: read.body });
    const badId = await asSarah('POST', '/api/candidate/messages/nope/read');
    expect(badId.status).toBe(400);

    await eventually(() => events.about(hello.id).length === 2);
    expect(events.about(hello.id)).toEqual([
      { type: PortalEvents.messageSent, version: 1, data: expect.objectContaining({ id: hello.id, isRead: false }) },
      { type: PortalEvents.messageRead, version: 2, data: expect.objectContaining({ id: hello.id, isRead: true }) },
    ]);
  });
});

describe('who may call what', () => {
  it('keeps staff routes from candidates and candidate routes from staff, and both from callers without a token', async () => {
    for (const [method, path] of [
      ['GET', `/api/job-matches?candidateId=${sarah.id}`],
      ['POST', '/api/job-matches'],
      ['DELETE', `/api/job-matches/${newId()}`],
      ['GET', `/api/appointments?candidateId=${sarah.id}`],
      ['GET', `/api/messages?candidateId=${sarah.id}`],
      ['POST', '/api/messages'],
    ]) {
      expect(await asSarah(method!, path!, method === 'POST' ? {} : undefined)).toEqual({ status: 401, body: { message: AuthMessages.staffOnly } });
      expect(await portal.call(method!, path!)).toEqual({ status: 401, body: { message: AuthMessages.signInRequired } });
    }
    for (const [method, path] of candidateRoutes()) {
      expect(await asStaff(method!, path!)).toEqual({ status: 401, body: { message: AuthMessages.candidateOnly } });
      expect(await portal.call(method!, path!)).toEqual({ status: 401, body: { message: AuthMessages.candidateOnly } });
    }
  });
});
