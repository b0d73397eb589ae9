import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { AuthMessages } from '@agency/service-kit';
import type { Education, Employment } from '@agency/contracts';
import { EDUCATION_NOT_FOUND } from '../src/history/education';
import { EMPLOYMENT_NOT_FOUND } from '../src/history/employment';
import { MAX_ENTRIES_PER_CANDIDATE } from '../src/history/entries';
import { closeAll, connectBus, newId, projectedRole, startWithAuth } from './helpers';

const { auth, candidates, staffToken } = await startWithAuth();
const bus = await connectBus();
afterAll(async () => {
  await closeAll(candidates, auth);
  await bus.close();
});

const role = await projectedRole(bus, candidates, 'History Keeper');

async function applicant(name: string) {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}.${randomUUID().slice(0, 8)}@example.com`;
  const answer = await candidates.call('POST', '/api/applications/apply-and-register', { body: { jobRoleId: role.id, candidateEmail: email, candidateFullName: name } });
  expect(answer.status).toBe(201);
  const token = answer.body.candidateToken as string;
  const id = (await candidates.call('GET', '/api/candidate/profile', { token })).body.id as string;
  const as = (method: string, path: string, body?: unknown) => candidates.call(method, path, { token, body });
  return { token, id, as };
}
const staff = (method: string, path: string, body?: unknown) => candidates.call(method, path, { token: staffToken, body });
const db = () => candidates.context.db;

const degree = { institution: 'University of Leeds', qualification: 'BSc', fieldOfStudy: 'Computer Science', startYear: 2015, endYear: 2018, grade: 'First', description: 'Thesis on compilers' };
const job = { organization: 'Acme', role: 'Engineer', startYear: 2019, startMonth: 3, endYear: 2021, endMonth: 6, keyAchievements: ['Shipped v2'], description: 'Backend work', isCurrent: false };

describe('education history', () => {
  it('adds, lists newest first, replaces and deletes the candidate’s entries', async () => {
    const gus = await applicant('Gus Learner');
    expect((await gus.as('GET', '/api/candidate/education')).body).toEqual([]);

    const added = await gus.as('POST', '/api/candidate/education', degree);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ ...degree, id: expect.any(String), candidateId: gus.id, createdAt: expect.any(String), updatedAt: expect.any(String) });
    const master = (await gus.as('POST', '/api/candidate/education', { institution: 'UCL', qualification: 'MSc', startYear: 2018, endYear: 2019 })).body as Education;
    expect(master).toMatchObject({ fieldOfStudy: null, grade: null, description: null });
    const ongoing = (await gus.as('POST', '/api/candidate/education', { institution: 'Open University', qualification: 'PhD', startYear: 2018 })).body as Education;
    expect(ongoing.endYear).toBeNull();

    const listed = (await gus.as('GET', '/api/candidate/education')).body as Education[];
    expect(listed.map((entry) => entry.qualification)).toEqual(['PhD', 'MSc', 'BSc']);

    // A PUT replaces: fields left out are cleared.
    const replaced = await gus.as('PUT', `/api/candidate/education/${added.body.id}`, { institution: 'University of Leeds', qualification: 'BSc (Hons)', startYear: 2015, endYear: 2019 });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: added.body.id, qualification: 'BSc (Hons)', endYear: 2019, fieldOfStudy: null, grade: null, description: null, createdAt: added.body.createdAt });

    const removed = await gus.as('DELETE', `/api/candidate/education/${master.id}`);
    expect(removed.status).toBe(204);
    expect(((await gus.as('GET', '/api/candidate/education')).body as Education[]).map((entry) => entry.id)).toEqual([ongoing.id, added.body.id]);
    expect((await gus.as('DELETE', `/api/candidate/education/${master.id}`)).status).toBe(404);
    expect(await db().collection('education_history').countDocuments({ candidateId: gus.id })).toBe(2);
  });

  it('refuses bad bodies with the contract’s messages', async () => {
    const hal = await applicant('Hal Badinput');
    const cases: [unknown, string][] = [
      [{ ...degree, institution: ' ' }, 'Institution is required'],
      [{ ...degree, qualification: '' }, 'Qualification is required'],
      [{ ...degree, startYear: undefined }, 'Start year must be a year'],
      [{ ...degree, startYear: 1850 }, 'Start year must be 1900 or later'],
      [{ ...degree, startYear: 2015.5 }, 'Start year must be a whole year'],
      [{ ...degree, endYear: 2010 }, 'End year cannot be before the start year'],
      [{ ...degree, institution: { $gt: '' } }, 'institution'],
    ];
    for (const [body, message] of cases) {
      const answer = await hal.as('POST', '/api/candidate/education', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    const kept = (await hal.as('POST', '/api/candidate/education', degree)).body as Education;
    const badPut = await hal.as('PUT', `/api/candidate/education/${kept.id}`, { ...degree, endYear: 2000 });
    expect(badPut.status).toBe(400);
    expect((await hal.as('GET', '/api/candidate/education')).body).toEqual([kept]);
  });
});

describe('employment history', () => {
  it('adds, lists current roles first then newest, stores no end for a current role, replaces and deletes', async () => {
    const ida = await applicant('Ida Worker');
    const past = await ida.as('POST', '/api/candidate/employment', job);
    expect(past.status).toBe(201);
    expect(past.body).toEqual({ ...job, id: expect.any(String), candidateId: ida.id, createdAt: expect.any(String), updatedAt: expect.any(String) });
    const current = await ida.as('POST', '/api/candidate/employment', { organization: 'Globex', role: 'Lead', startYear: 2015, startMonth: 1, endYear: 2016, endMonth: 2, isCurrent: true });
    expect(current.status).toBe(201);
    expect(current.body).toMatchObject({ isCurrent: true, endYear: null, endMonth: null, keyAchievements: [], description: null });
    const latest = (await ida.as('POST', '/api/candidate/employment', { organization: 'Initech', role: 'Senior Engineer', startYear: 2021, startMonth: 7, endYear: 2023, endMonth: 1 })).body as Employment;
    expect(latest.isCurrent).toBe(false);

    const listed = (await ida.as('GET', '/api/candidate/employment')).body as Employment[];
    expect(listed.map((entry) => entry.organization)).toEqual(['Globex', 'Initech', 'Acme']);

    const left = await ida.as('PUT', `/api/candidate/employment/${current.body.id}`, { organization: 'Globex', role: 'Lead', startYear: 2015, startMonth: 1, endYear: 2024, endMonth: 12, isCurrent: false });
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ isCurrent: false, endYear: 2024, endMonth: 12 });
    expect(((await ida.as('GET', '/api/candidate/employment')).body as Employment[]).map((entry) => entry.organization)).toEqual(['Initech', 'Acme', 'Globex']);

    expect((await ida.as('DELETE', `/api/candidate/employment/${past.body.id}`)).status).toBe(204);
    expect(((await ida.as('GET', '/api/candidate/employment')).body as Employment[]).map((entry) => entry.organization)).toEqual(['Initech', 'Globex']);
  });

  it('refuses bad bodies with the contract’s messages', async () => {
    const jon = await applicant('Jon Badjob');
    const cases: [unknown, string][] = [
      [{ ...job, organization: '' }, 'Organization is required'],
      [{ ...job, role: '' }, 'Role is required'],
      [{ ...job, startMonth: 13 }, 'Start month must be a month from 1 to 12'],
      [{ ...job, endYear: 2018 }, 'The end cannot be before the start'],
      [{ ...job, keyAchievements: [''] }, 'An achievement cannot be empty'],
      [{ ...job, isCurrent: 'yes' }, 'isCurrent'],
    ];
    for (const [body, message] of cases) {
      const answer = await jon.as('POST', '/api/candidate/employment', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect((await jon.as('GET', '/api/candidate/employment')).body).toEqual([]);
  });
});

describe('one candidate’s entries are theirs alone', () => {
  it('answers 404 for another candidate’s entry or a malformed id, and changes nothing of theirs', async () => {
    const kim = await applicant('Kim Owner');
    const lou = await applicant('Lou Intruder');
    const kimsDegree = (await kim.as('POST', '/api/candidate/education', degree)).body as Education;
    const kimsJob = (await kim.as('POST', '/api/candidate/employment', job)).body as Employment;

    expect((await lou.as('GET', '/api/candidate/education')).body).toEqual([]);
    expect((await lou.as('GET', '/api/candidate/employment')).body).toEqual([]);
    for (const [method, body] of [['PUT', { ...degree, institution: 'Hacked' }], ['DELETE', undefined]] as const) {
      const answer = await lou.as(method, `/api/candidate/education/${kimsDegree.id}`, body);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: EDUCATION_NOT_FOUND });
    }
    for (const [method, body] of [['PUT', { ...job, organization: 'Hacked' }], ['DELETE', undefined]] as const) {
      const answer = await lou.as(method, `/api/candidate/employment/${kimsJob.id}`, body);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: EMPLOYMENT_NOT_FOUND });
    }
    for (const id of ['not-an-id', new Types.ObjectId().toHexString(), '{"$ne":null}']) {
      expect((await lou.as('PUT', `/api/candidate/education/${encodeURIComponent(id)}`, degree)).status).toBe(404);
      expect((await lou.as('DELETE', `/api/candidate/employment/${encodeURIComponent(id)}`)).status).toBe(404);
    }
    expect((await kim.as('GET', '/api/candidate/education')).body).toEqual([kimsDegree]);
    expect((await kim.as('GET', '/api/candidate/employment')).body).toEqual([kimsJob]);
  });

  it('refuses staff tokens and no token on every history route', async () => {
    const id = newId();
    for (const [method, path, body] of [
      ['GET', '/api/candidate/education', undefined],
      ['POST', '/api/candidate/education', degree],
      ['PUT', `/api/candidate/education/${id}`, degree],
      ['DELETE', `/api/candidate/education/${id}`, undefined],
      ['GET', '/api/candidate/employment', undefined],
      ['POST', '/api/candidate/employment', job],
      ['PUT', `/api/candidate/employment/${id}`, job],
      ['DELETE', `/api/candidate/employment/${id}`, undefined],
    ] as const) {
      const asStaff = await staff(method, path, body);
      expect(asStaff.status, `${method} ${path}`).toBe(401);
      expect(asStaff.body.message).toBe(AuthMessages.candidateOnly);
      expect((await candidates.call(method, path, { body })).status).toBe(401);
    }
  });
});

describe('limits', () => {
  it(`keeps at most ${MAX_ENTRIES_PER_CANDIDATE} entries of each kind, with a 409 that says what to do`, async () => {
    const max = await applicant('Max Entries');
    const now = new Date();
    const rows = (kind: object) => Array.from({ length: MAX_ENTRIES_PER_CANDIDATE }, () => ({ ...kind, candidateId: max.id, createdAt: now, updatedAt: now }));
    await db().collection('education_history').insertMany(rows({ institution: 'School', qualification: 'Cert', startYear: 2000, endYear: null }));
    await db().collection('employment_history').insertMany(rows({ organization: 'Org', role: 'Role', startYear: 2000, startMonth: 1, keyAchievements: [], isCurrent: false }));

    const education = await max.as('POST', '/api/candidate/education', degree);
    expect(education.status).toBe(409);
    expect(education.body.message).toBe(`You can keep at most ${MAX_ENTRIES_PER_CANDIDATE} education entries. Delete one before adding another.`);
    const employment = await max.as('POST', '/api/candidate/employment', job);
    expect(employment.status).toBe(409);
    expect(employment.body.message).toBe(`You can keep at most ${MAX_ENTRIES_PER_CANDIDATE} employment entries. Delete one before adding another.`);
    expect(((await max.as('GET', '/api/candidate/education')).body as Education[]).length).toBe(MAX_ENTRIES_PER_CANDIDATE);
  });
});
