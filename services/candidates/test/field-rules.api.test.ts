import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import type { Candidate, CandidateDetail, Education } from '@agency/contracts';
import { closeAll, connectBus, projectedRole, startWithAuth } from './helpers';

// The contracts' URL, phone, year and bidi rules as the candidates service answers them (decisions 0074, 0076).
const { auth, candidates, staffToken } = await startWithAuth();
const bus = await connectBus();
afterAll(async () => {
  await closeAll(candidates, auth);
  await bus.close();
});

const staff = (method: string, path: string, body?: unknown) => candidates.call(method, path, { token: staffToken, body });
const detail = async (id: string) => (await staff('GET', `/api/candidates/${id}`)).body as CandidateDetail;
const ada = { name: 'Ada Lovelace', phone: '+44 20 7946 0001', linkedinUrl: 'https://www.linkedin.com/in/ada', cvUrl: 'https://cv.example/ada.pdf' };

async function added(body: Record<string, unknown>): Promise<Candidate> {
  const answer = await staff('POST', '/api/candidates', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Candidate;
}

describe('web addresses and phone numbers', () => {
  it('refuses a javascript: LinkedIn URL and CV link on an edit, naming both fields, and keeps the candidate as they were', async () => {
    const candidate = await added(ada);
    const answer = await staff('PUT', `/api/candidates/${candidate.id}`, { ...ada, linkedinUrl: 'javascript:alert(1)', cvUrl: 'data:text/html,<script>alert(1)</script>' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Invalid body: linkedinUrl: LinkedIn URL must be a web address, e.g. https://example.com; cvUrl: CV URL must be a web address, e.g. https://example.com',
    );
    expect(await detail(candidate.id)).toMatchObject({ linkedinUrl: ada.linkedinUrl, cvUrl: ada.cvUrl, updatedAt: candidate.updatedAt });
  });

  it('refuses a phone of letters on an edit, keeping the stored one', async () => {
    const candidate = await added(ada);
    const answer = await staff('PUT', `/api/candidates/${candidate.id}`, { ...ada, phone: 'ring me at home' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid body: phone: Phone must be a phone number of 5 to 20 digits (spaces and + ( ) - . allowed)');
    expect((await detail(candidate.id)).phone).toBe(ada.phone);
  });
});

describe('bidi controls', () => {
  it('stores a name given with U+202E (right-to-left override) without it, and a search finds it by the plain name', async () => {
    const candidate = await added({ ...ada, name: '\u202EMallory Spoof', currentRole: 'Chef\u2069', skills: ['\u202DGo'] });
    expect(candidate).toMatchObject({ name: 'Mallory Spoof', currentRole: 'Chef', skills: ['Go'] });
    const stored = await candidates.context.db.collection('candidates').findOne({ _id: new Types.ObjectId(candidate.id) });
    expect(stored).toMatchObject({ name: 'Mallory Spoof', currentRole: 'Chef', skills: ['Go'] });
    const found = (await staff('GET', '/api/candidates?q=Mallory%20Spoof')).body as { items: Candidate[] };
    expect(found.items.map((item) => item.id)).toContain(candidate.id);
  });

  it('strips them from a name a visitor applies with', async () => {
    const role = await projectedRole(bus, candidates, 'Bidi Tester');
    const email = `eve.${randomUUID().slice(0, 8)}@example.com`;
    const answer = await candidates.call('POST', '/api/applications/apply-and-register', {
      body: { jobRoleId: role.id, candidateEmail: email, candidateFullName: 'Eve \u202Eevil\u202C Doe' },
    });
    expect(answer.status).toBe(201);
    const profile = await candidates.call('GET', '/api/candidate/profile', { token: answer.body.candidateToken });
    expect(profile.body.name).toBe('Eve evil Doe');
  });
});

describe('history years', () => {
  it('refuses an education that starts two years from now, storing nothing', async () => {
    const role = await projectedRole(bus, candidates, 'Year Checker');
    const applied = await candidates.call('POST', '/api/applications/apply-and-register', {
      body: { jobRoleId: role.id, candidateEmail: `yuri.${randomUUID().slice(0, 8)}@example.com`, candidateFullName: 'Yuri Future' },
    });
    const as = (method: string, path: string, body?: unknown) => candidates.call(method, path, { token: applied.body.candidateToken, body });
    const nextYear = new Date().getUTCFullYear() + 1;
    const answer = await as('POST', '/api/candidate/education', { institution: 'Leeds', qualification: 'BSc', startYear: nextYear + 1 });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`Invalid body: startYear: Start year must be ${nextYear} or earlier`);
    expect((await as('GET', '/api/candidate/education')).body as Education[]).toEqual([]);
  });
});
