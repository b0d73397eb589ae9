import { decodeJwt } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import type { Appointment, Education, Employer, Employment, Interaction, JobMatch, JobRole, Message } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { apiClient, type Answer } from './api-client';
import { staffCaller } from './linked-records';
import { startPlatform } from './platform';

/**
 * A candidate token reaches only that candidate's records (issue 7): candidate B, signed in, sees none of
 * candidate A's education, employment, job matches, appointments or messages, cannot change them by their
 * ids, and cannot reach staff routes; a staff token is not a candidate's; and once A is erased, A's
 * still-valid token gets nothing. Everything goes through the gateway, as a browser would.
 */

const platform = await startPlatform();
afterAll(() => platform.stop());

const api = apiClient(platform.url);
const staff = await staffCaller(platform.url);
const staffToken = await api.signIn();
const run = `E2E ISO ${process.pid}`;
const tag = Date.now().toString(36);

const employer = await staff<Employer>('POST', '/api/employers', { name: `${run} Employer`, status: 'active' });
const role = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `${run} Data Engineer`, status: 'open', location: 'York' });

/** A visitor who applies on the website: apply-and-register answers their candidate token. */
async function applicant(name: string) {
  const email = `${name.toLowerCase()}.${tag}@example.test`;
  // The role was created a moment ago: the candidates service knows it once catalog's event has arrived.
  let applied: Answer = { status: 0, body: null };
  await eventually(async () => {
    applied = await api.send('POST', '/api/applications/apply-and-register', {
      body: { jobRoleId: role.id, candidateEmail: email, candidateFullName: `${name} ${run}` },
    });
    return applied.status !== 404;
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const token = applied.body.candidateToken as string;
  return { id: decodeJwt(token).sub!, email, token };
}

const candidateA = await applicant('Alice');
const candidateB = await applicant('Bruno');
/** What the set-up made beyond the candidates, role and employer, for the clean-up. */
const made: { interviewId?: string } = {};

afterAll(async () => {
  const remove = (path: string) => staff('DELETE', path).catch(() => undefined);
  if (made.interviewId) await remove(`/api/interactions/${made.interviewId}`);
  await remove(`/api/candidates/${candidateA.id}`);
  await remove(`/api/candidates/${candidateB.id}`);
  await remove(`/api/job-roles/${role.id}`);
  await remove(`/api/employers/${employer.id}`);
});

/** A candidate's calls, with their current token: setting a password ends the session and answers a new one (0069). */
const as = (session: { token: string }) => ({
  get: (path: string) => api.send('GET', path, { token: session.token }),
  send: (method: string, path: string, body?: unknown) => api.send(method, path, { token: session.token, body }),
});
const alice = as(candidateA);
const bruno = as(candidateB);

/** A call that must succeed, answering its body. */
async function ok<T>(answer: Promise<Answer>): Promise<T> {
  const { status, body } = await answer;
  expect(status < 300, `${status} ${JSON.stringify(body)}`).toBe(true);
  return body as T;
}

/** Retried while the service that must accept it has not yet heard of the records it links (events). */
async function once<T>(call: () => Promise<Answer>, wanted: number): Promise<T> {
  let last: Answer | undefined;
  await eventually(async () => (last = await call()).status === wanted).catch(() => {
    throw new Error(`wanted ${wanted}, last answer ${last?.status} ${JSON.stringify(last?.body)}`);
  });
  return last!.body as T;
}

// ----- A's records -----
candidateA.token = (await ok<{ token: string }>(alice.send('PUT', '/api/candidate/auth/password', { newPassword: 'Harbour-Lights-2026!' }))).token;
candidateB.token = (await ok<{ token: string }>(bruno.send('PUT', '/api/candidate/auth/password', { newPassword: 'Quiet-Fjord-2026!' }))).token;
const education = await ok<Education>(
  alice.send('POST', '/api/candidate/education', { institution: 'University of York', qualification: 'BSc Computer Science', startYear: 2012, endYear: 2015 }),
);
const employment = await ok<Employment>(
  alice.send('POST', '/api/candidate/employment', { organization: 'Acme Data', role: 'Data Engineer', startYear: 2016, startMonth: 9, isCurrent: true }),
);
const match = await once<JobMatch>(
  () => api.send('POST', '/api/job-matches', { token: staffToken, body: { candidateId: candidateA.id, jobRoleId: role.id, matchScore: 88, notes: 'Strong fit' } }),
  201,
);
const message = await once<Message>(
  () => api.send('POST', '/api/messages', { token: staffToken, body: { candidateId: candidateA.id, subject: `${run} next steps`, content: 'Can we talk on Monday?' } }),
  201,
);
const interview = await once<Interaction>(
  () =>
    api.send('POST', '/api/interactions', {
      token: staffToken,
      body: {
        type: 'interview',
        status: 'scheduled',
        subject: `${run} interview`,
        date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        candidateId: candidateA.id,
        jobRoleId: role.id,
      },
    }),
  201,
);
made.interviewId = interview.id;
let appointment: Appointment | undefined;
await eventually(async () => {
  const list = (await alice.get('/api/candidate/appointments')).body as Appointment[];
  appointment = Array.isArray(list) ? list.find((entry) => entry.interactionId === interview.id) : undefined;
  return appointment !== undefined;
});

/** Everything A's token reads, to compare before and after B's attempts. */
const aliceView = async () => ({
  profile: await ok(alice.get('/api/candidate/profile')),
  education: await ok<Education[]>(alice.get('/api/candidate/education')),
  employment: await ok<Employment[]>(alice.get('/api/candidate/employment')),
  jobMatches: await ok<JobMatch[]>(alice.get('/api/candidate/job-matches')),
  appointments: await ok<Appointment[]>(alice.get('/api/candidate/appointments')),
  messages: await ok<Message[]>(alice.get('/api/candidate/messages')),
});
const aliceBefore = await aliceView();

describe("candidate B's token and candidate A's records", () => {
  it("A's own token sees A's records", () => {
    expect(aliceBefore.education.map((entry) => entry.id)).toEqual([education.id]);
    expect(aliceBefore.employment.map((entry) => entry.id)).toEqual([employment.id]);
    expect(aliceBefore.jobMatches.map((entry) => entry.id)).toEqual([match.id]);
    expect(aliceBefore.appointments.map((entry) => entry.id)).toEqual([appointment!.id]);
    expect(aliceBefore.messages.map((entry) => entry.id)).toEqual([message.id]);
    expect(aliceBefore.profile).toMatchObject({ id: candidateA.id, email: candidateA.email });
  });

  it("B's lists show none of A's", async () => {
    expect(await ok(bruno.get('/api/candidate/profile'))).toMatchObject({ id: candidateB.id, email: candidateB.email });
    expect(await ok(bruno.get('/api/candidate/auth/account'))).toEqual({ email: candidateB.email, hasPassword: true });
    for (const path of ['education', 'employment', 'job-matches', 'appointments', 'messages']) {
      expect(await ok(bruno.get(`/api/candidate/${path}`)), path).toEqual([]);
    }
    // Both applied for the same role: each sees their own application, never the other's (decision 0121).
    const brunos = await ok<{ id: string }[]>(bruno.get('/api/candidate/applications'));
    const alices = await ok<{ id: string }[]>(alice.get('/api/candidate/applications'));
    expect([brunos.length, alices.length]).toEqual([1, 1]);
    expect(brunos[0]!.id).not.toBe(alices[0]!.id);
  });

  it("every A-owned id in B's paths is a 404, and A's records are unchanged", async () => {
    const attempts: Array<[string, string, unknown?]> = [
      ['PUT', `/api/candidate/education/${education.id}`, { institution: 'Taken Over', qualification: 'None', startYear: 2000 }],
      ['DELETE', `/api/candidate/education/${education.id}`],
      ['PUT', `/api/candidate/employment/${employment.id}`, { organization: 'Taken Over', role: 'None', startYear: 2000, startMonth: 1 }],
      ['DELETE', `/api/candidate/employment/${employment.id}`],
      ['POST', `/api/candidate/job-matches/${match.id}/interest`],
      ['POST', `/api/candidate/appointments/${appointment!.id}/confirm`],
      ['POST', `/api/candidate/messages/${message.id}/read`],
      ['POST', `/api/candidate/messages/${message.id}/replies`, { content: 'Taken over' }],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await bruno.send(method, path, body);
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(404);
      expect(JSON.stringify(answer.body)).not.toMatch(/University of York|Acme Data|Strong fit|next steps|interview/);
    }
    expect(await aliceView()).toEqual(aliceBefore);
    expect(aliceBefore.jobMatches[0]).toMatchObject({ candidateResponse: null });
    expect(aliceBefore.appointments[0]).toMatchObject({ candidateConfirmed: false });
    expect(aliceBefore.messages[0]).toMatchObject({ isRead: false });
  });

  it('B cannot reach staff routes (401)', async () => {
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', '/api/candidates'],
      ['GET', `/api/candidates/${candidateA.id}`],
      ['GET', `/api/job-matches?candidateId=${candidateA.id}`],
      ['GET', `/api/messages?candidateId=${candidateA.id}`],
      ['GET', `/api/appointments?candidateId=${candidateA.id}`],
      ['POST', '/api/job-matches', { candidateId: candidateB.id, jobRoleId: role.id, matchScore: 100 }],
      ['POST', '/api/messages', { candidateId: candidateA.id, subject: 'Hi', content: 'From B' }],
      ['POST', `/api/messages/${message.id}/replies`, { content: 'From B' }],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await bruno.send(method, path, body);
      expect([401, 403], `${method} ${path}: ${answer.status}`).toContain(answer.status);
      expect(answer.body).toEqual({ message: 'This is for agency staff only. Please sign in with your team account.' });
    }
    expect(await staff('GET', `/api/job-matches?candidateId=${candidateB.id}`)).toEqual([]);
  });

  it('a staff token is not a candidate token (401)', async () => {
    for (const path of ['/api/candidate/profile', '/api/candidate/education', '/api/candidate/job-matches', '/api/candidate/auth/account']) {
      expect(await api.send('GET', path, { token: staffToken }), path).toEqual({
        status: 401,
        body: { message: 'Please sign in to the candidate portal to continue.' },
      });
    }
  });
});

describe("after A's erasure, A's still-valid token", () => {
  it('gets nothing from any candidate route', async () => {
    await staff('DELETE', `/api/candidates/${candidateA.id}`);
    const paths = ['profile', 'education', 'employment', 'job-matches', 'appointments', 'messages', 'auth/account'].map((path) => `/api/candidate/${path}`);
    // The candidates service knows at once; the portal and auth hear of it from the erasure event.
    await eventually(async () => (await Promise.all(paths.map((path) => alice.get(path)))).every((answer) => [401, 404].includes(answer.status)));
    for (const path of paths) {
      const answer = await alice.get(path);
      expect([401, 404], path).toContain(answer.status);
      expect(Object.keys(answer.body ?? {}), path).toEqual(['message']);
    }
    expect((await api.send('POST', '/api/candidate/auth/login', { body: { email: candidateA.email, password: 'Harbour-Lights-2026!' } })).status).toBe(401);
    // B is untouched.
    expect(await ok(bruno.get('/api/candidate/profile'))).toMatchObject({ id: candidateB.id });
  });
});
