// Issue 31, point 5: the Interactions screen's filters (type, dates, who logged it, candidate, employer), the
// author's name on each row, and an interview's location, length and the candidate's time zone.
import { describe, expect, it } from 'vitest';
import { INTERVIEW_MINUTES, type Interaction, type InteractionList } from '@agency/contracts';
import { ADMIN } from '@agency/testing';
import { REVERSED_RANGE } from '../src/interactions/routes';
import { eventually, knownLinks, OtherContexts, startEngagementApi } from './helpers';

const { auth, engagement, staffToken, bus } = await startEngagementApi();

const others = new OtherContexts(bus);
const first = await knownLinks(engagement, others, { candidate: 'Ada Lovelace', currentRole: 'Analyst', employer: 'Analytical Engines', jobRole: 'Programmer' });
const second = await knownLinks(engagement, others, { candidate: 'Alan Turing', currentRole: 'Mathematician', employer: 'Bletchley Park', jobRole: 'Codebreaker' });

// A second team member, who logs some of them.
const ritaAnswer = await auth.call('POST', '/api/users', {
  token: staffToken,
  body: { name: 'Rita Recruiter', email: 'rita.worked@agency.test', role: 'recruiter', password: 'Long-enough-pass-31' },
});
expect(ritaAnswer.status).toBe(201);
const rita = ritaAnswer.body as { id: string };
const ritaToken = await auth.login('rita.worked@agency.test', 'Long-enough-pass-31');
const adminId = (await auth.call('GET', '/api/auth/me', { token: staffToken })).body.id as string;

const call = (method: string, path: string, body?: unknown, token = staffToken) => engagement.call(method, path, { token, body });
async function log(body: Record<string, unknown>, token = staffToken): Promise<Interaction> {
  const answer = await call('POST', '/api/interactions', body, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Interaction;
}
async function subjects(query: string): Promise<string[]> {
  const answer = await call('GET', `/api/interactions?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as InteractionList).items.map((item) => item.subject).sort();
}

await log({ type: 'call', subject: 'Ada call', date: '2026-11-02T09:00:00Z', ...first.links });
await log({ type: 'email', subject: 'Ada e-mail', date: '2026-11-10T09:00:00Z', candidateId: first.candidate.id }, ritaToken);
await log({ type: 'meeting', subject: 'Bletchley meeting', date: '2026-11-12T09:00:00Z', employerId: second.employer.id }, ritaToken);
await log({ type: 'call', subject: 'Alan call', date: '2026-11-20T09:00:00Z', ...second.links });

describe('filtering the interactions', () => {
  it('by who logged them, by employer, by type and by dates, each alone and together, paged on the server', async () => {
    expect(await subjects(`createdBy=${rita.id}`)).toEqual(['Ada e-mail', 'Bletchley meeting']);
    expect(await subjects(`createdBy=${adminId}`)).toEqual(['Ada call', 'Alan call']);
    expect(await subjects(`employerId=${second.employer.id}`)).toEqual(['Alan call', 'Bletchley meeting']);
    expect(await subjects(`candidateId=${first.candidate.id}&type=email`)).toEqual(['Ada e-mail']);
    expect(await subjects('from=2026-11-05T00:00:00Z&to=2026-11-15T00:00:00Z')).toEqual(['Ada e-mail', 'Bletchley meeting']);
    expect(await subjects(`createdBy=${adminId}&type=call&from=2026-11-15T00:00:00Z`)).toEqual(['Alan call']);

    const page = (await call('GET', `/api/interactions?createdBy=${adminId}&limit=1&offset=1`)).body as InteractionList;
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.subject)).toEqual(['Ada call']);
  });

  it("names who logged each one, and follows a rename from the AUTH stream", async () => {
    const page = (await call('GET', `/api/interactions?candidateId=${first.candidate.id}`)).body as InteractionList;
    expect(Object.fromEntries(page.items.map((item) => [item.subject, item.author]))).toEqual({
      'Ada call': { id: adminId, name: ADMIN.name },
      'Ada e-mail': { id: rita.id, name: 'Rita Recruiter' },
    });
    const renamed = await auth.call('PUT', `/api/users/${rita.id}`, { token: staffToken, body: { name: 'Rita Moreno' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    await eventually(async () => {
      const again = (await call('GET', `/api/interactions?createdBy=${rita.id}&type=email`)).body as InteractionList;
      return again.items[0]?.author?.name === 'Rita Moreno';
    });
  });

  it("lists who logged interactions by name, for the 'Logged by' filter", async () => {
    const answer = await call('GET', '/api/interactions/authors');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { id: adminId, name: ADMIN.name },
      { id: rita.id, name: expect.stringMatching(/^Rita /) },
    ]);
    expect((await engagement.call('GET', '/api/interactions/authors')).status).toBe(401);
  });

  it('refuses an unknown type, a reversed date range and a bad employer id with a 400 that says why', async () => {
    const unknownType = await call('GET', '/api/interactions?type=lunch');
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.message).toContain('type');
    expect(unknownType.body.message).toContain('call, email, meeting, interview, follow_up');

    const reversed = await call('GET', '/api/interactions?from=2026-11-20T00:00:00Z&to=2026-11-01T00:00:00Z');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(REVERSED_RANGE);

    const employer = await call('GET', '/api/interactions?employerId=not-an-id');
    expect(employer.status).toBe(400);
    expect(employer.body.message).toContain('employerId');
  });
});

describe("an interview's location, length and time zone", () => {
  const interview = { type: 'interview', subject: 'Interview at the Engine', date: '2026-12-01T14:00:00Z', status: 'scheduled', ...first.links };

  it('are stored, answered and changed like the other fields; empty text clears the location', async () => {
    const logged = await log({ ...interview, location: 'https://meet.example.com/ada', durationMinutes: 45, timeZone: 'america/new_york' });
    expect(logged).toMatchObject({ location: 'https://meet.example.com/ada', durationMinutes: 45, timeZone: 'America/New_York', author: { id: adminId } });

    const moved = await call('PUT', `/api/interactions/${logged.id}`, { location: '12 Engine Row, London', durationMinutes: 90, timeZone: 'Europe/London' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ location: '12 Engine Row, London', durationMinutes: 90, timeZone: 'Europe/London', subject: interview.subject });

    const cleared = await call('PUT', `/api/interactions/${logged.id}`, { location: '', durationMinutes: null, timeZone: '' });
    expect(cleared.body).toMatchObject({ location: null, durationMinutes: null, timeZone: null });
  });

  it(`refuses a length outside ${INTERVIEW_MINUTES.min}-${INTERVIEW_MINUTES.max} minutes, a fraction, and a time zone Intl does not know`, async () => {
    const refused = async (fields: Record<string, unknown>) => {
      const answer = await call('POST', '/api/interactions', { ...interview, ...fields });
      expect(answer.status).toBe(400);
      return answer.body.message as string;
    };
    expect(await refused({ durationMinutes: 14 })).toContain('durationMinutes: Length must be at least 15 minutes');
    expect(await refused({ durationMinutes: 241 })).toContain('durationMinutes: Length must be at most 240 minutes');
    expect(await refused({ durationMinutes: 30.5 })).toContain('durationMinutes: Length must be a whole number of minutes');
    expect(await refused({ timeZone: 'Mars/Olympus_Mons' })).toContain('timeZone: Time zone must be an IANA time zone');
    expect(await refused({ location: 'a'.repeat(501) })).toContain('location');
    expect((await call('POST', '/api/interactions', { ...interview, durationMinutes: 15 })).status).toBe(201);
    expect((await call('POST', '/api/interactions', { ...interview, durationMinutes: 240 })).status).toBe(201);
  });
});
