import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import type { Candidate, CandidateDetail, CandidateList } from '@agency/contracts';
import { closeAll, startWithAuth } from './helpers';

const { auth, candidates, staffToken } = await startWithAuth();
afterAll(() => closeAll(candidates, auth));

const call = (method: string, path: string, body?: unknown, token: string | null = staffToken) =>
  candidates.call(method, path, { token: token ?? undefined, body });
const add = async (body: Record<string, unknown>) => {
  const answer = await call('POST', '/api/candidates', body);
  expect(answer.status).toBe(201);
  return answer.body as Candidate;
};
const list = async (query = '') => {
  const answer = await call('GET', `/api/candidates${query}`);
  expect(answer.status).toBe(200);
  return answer.body as CandidateList;
};
const names = (page: CandidateList) => page.items.map((candidate) => candidate.name);

describe('adding a candidate', () => {
  it('stores the form with the defaults: available, profile not completed, e-mail lowercased, empty skills as none', async () => {
    const created = await add({ name: '  Grace Hopper ', email: 'Grace@Navy.Example', skills: [], phone: '' });
    expect(created).toMatchObject({ name: 'Grace Hopper', email: 'grace@navy.example', availability: 'available', profileCompleted: false, skills: null, phone: null });
    const detail = await call('GET', `/api/candidates/${created.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: created.id, name: 'Grace Hopper', applications: [], interactions: [] });
  });

  it('refuses a missing name with a 400 that names the field', async () => {
    const answer = await call('POST', '/api/candidates', { name: '   ', email: 'x@example.com' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('Full Name is required');
    expect(answer.body.issues).toEqual([{ path: 'name', message: 'Full Name is required' }]);
  });

  it('refuses a bad e-mail, an unknown availability and query operators with 400s', async () => {
    expect((await call('POST', '/api/candidates', { name: 'A', email: 'not-an-email' })).body.message).toContain('email: must be a valid email address');
    expect((await call('POST', '/api/candidates', { name: 'A', availability: 'retired' })).status).toBe(400);
    expect((await call('POST', '/api/candidates', { name: { $gt: '' } })).status).toBe(400);
  });

  it('refuses a second candidate with the same e-mail, whatever its case, with a 409 that says what to do', async () => {
    await add({ name: 'Ada Lovelace', email: 'ada@engine.example' });
    const answer = await call('POST', '/api/candidates', { name: 'Ada L.', email: 'ADA@engine.example' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('A candidate with the email ada@engine.example already exists. Search for them instead of adding them again.');
  });

  it('allows any number of candidates without an e-mail', async () => {
    const first = await add({ name: 'No Mail One' });
    const second = await add({ name: 'No Mail Two', email: '' });
    expect([first.email, second.email]).toEqual([null, null]);
  });

  it('is for staff only', async () => {
    expect((await call('POST', '/api/candidates', { name: 'X' }, null)).status).toBe(401);
    expect((await call('GET', '/api/candidates', undefined, 'garbage')).status).toBe(401);
  });
});

describe('editing a candidate', () => {
  it('replaces the fields and keeps the creation date', async () => {
    const created = await add({ name: 'Linus T', email: 'linus@kernel.example', skills: ['C'] });
    const answer = await call('PUT', `/api/candidates/${created.id}`, { name: 'Linus Torvalds', email: 'linus@kernel.example', skills: ['C', 'Git'], availability: 'placed', location: 'Portland' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Linus Torvalds', skills: ['C', 'Git'], availability: 'placed', location: 'Portland', createdAt: created.createdAt });
    expect((await list('?q=portland')).items.map((candidate) => candidate.name)).toEqual(['Linus Torvalds']);
  });

  it('clears the fields a recruiter emptied, also after a reload from the database', async () => {
    const created = await add({ name: 'Hedy L', email: 'hedy@radio.example', phone: '555 0100', location: 'Vienna', skills: ['Radio'] });
    const answer = await call('PUT', `/api/candidates/${created.id}`, { name: 'Hedy Lamarr', email: '', phone: null, skills: [] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Hedy Lamarr', email: null, phone: null, location: null, skills: null });
    const stored = await candidates.context.db.collection('candidates').findOne({ _id: new Types.ObjectId(created.id) });
    expect(stored).toMatchObject({ email: null, phone: null, location: null, skills: null });
  });

  it('frees the old e-mail and refuses one that another candidate has', async () => {
    const created = await add({ name: 'Mover', email: 'old@move.example' });
    expect((await call('PUT', `/api/candidates/${created.id}`, { name: 'Mover', email: 'new@move.example' })).status).toBe(200);
    await add({ name: 'Newcomer', email: 'old@move.example' });
    const taken = await call('PUT', `/api/candidates/${created.id}`, { name: 'Mover', email: 'grace@navy.example' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('grace@navy.example already exists');
  });

  it('answers 404 for an unknown candidate and 400 for a malformed id', async () => {
    const missing = await call('PUT', '/api/candidates/65a000000000000000000000', { name: 'Nobody' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This candidate no longer exists. Refresh the list and try again.');
    expect((await call('GET', '/api/candidates/65a000000000000000000000')).status).toBe(404);
    const malformed = await call('GET', '/api/candidates/not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('id: must be a 24-character hexadecimal id');
  });
});

describe('listing and searching candidates', () => {
  it('searches name, current role, location, e-mail and skills, case-insensitively, within one field', async () => {
    await add({ name: 'Zoe Quartz', currentRole: 'Site Reliability Engineer', location: 'Reykjavik', email: 'zq@quartzmail.example', skills: ['Kubernetes', 'C++'] });
    for (const q of ['zoe qu', 'RELIABILITY', 'reykjav', 'QUARTZMAIL', 'kubern', 'c++']) {
      expect(names(await list(`?q=${encodeURIComponent(q)}`)), q).toEqual(['Zoe Quartz']);
    }
    expect((await list(`?q=${encodeURIComponent('quartz reykjavik')}`)).total).toBe(0);
  });

  it('takes regex characters literally', async () => {
    await add({ name: 'Dot.Star (Test) [x]' });
    expect((await list(`?q=${encodeURIComponent('.*')}`)).total).toBe(0);
    expect(names(await list(`?q=${encodeURIComponent('t.star (test) [')}`))).toEqual(['Dot.Star (Test) [x]']);
    expect((await list(`?q=${encodeURIComponent('^dot')}`)).total).toBe(0);
  });

  it('answers newest first, in pages, with the total of the whole match', async () => {
    for (const n of [1, 2, 3, 4, 5]) await add({ name: `Pager ${n}`, currentRole: 'Paging Specialist' });
    const first = await list('?q=paging%20specialist&limit=2');
    expect(first.total).toBe(5);
    expect(names(first)).toEqual(['Pager 5', 'Pager 4']);
    expect(names(await list('?q=paging%20specialist&limit=2&offset=4'))).toEqual(['Pager 1']);
    const all = await list('?limit=100');
    expect(all.total).toBe(all.items.length);
    expect(all.items[0]!.name).toBe('Pager 5');
  });

  it('refuses a bad page size with a 400 that names the field', async () => {
    const answer = await call('GET', '/api/candidates?limit=1000');
    expect(answer.status).toBe(400);
    expect(answer.body.issues[0].path).toBe('limit');
  });
});

describe('a second instance', () => {
  it('loads the candidates from the database and follows the writes of the first', async () => {
    const { startCandidates } = await import('./helpers');
    const second = await startCandidates({}, candidates.dbName);
    try {
      const token = staffToken;
      const before = (await second.call('GET', '/api/candidates?q=grace', { token })).body as CandidateList;
      expect(names(before)).toEqual(['Grace Hopper']);
      const added = await add({ name: 'Written Elsewhere' });
      await expect.poll(async () => names((await second.call('GET', '/api/candidates?q=elsewhere', { token })).body as CandidateList)).toEqual(['Written Elsewhere']);
      await call('PUT', `/api/candidates/${added.id}`, { name: 'Renamed Elsewhere' });
      await expect.poll(async () => names((await second.call('GET', '/api/candidates?q=elsewhere', { token })).body as CandidateList)).toEqual(['Renamed Elsewhere']);
      const detail = (await second.call('GET', `/api/candidates/${added.id}`, { token })).body as CandidateDetail;
      expect(detail.name).toBe('Renamed Elsewhere');
    } finally {
      await second.close();
    }
  });
});
