import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CandidatesEvents, Streams, type Candidate, type CandidateList, type EventEnvelope, type Tag, type TagRewrite } from '@agency/contracts';
import { startObjectStore } from '@agency/testing';
import { closeAll, connectBus, eventually, objectStoreOf, startCandidates, startWithAuth } from './helpers';

// Tags, an owner and the list's filters (issue 34, decision 0134).
const store = await startObjectStore();
const { auth, candidates, staffToken } = await startWithAuth({ objectStore: objectStoreOf(store) });
// A second instance over the same database: a rename through one reaches the other's list by the events.
const other = await startCandidates({ objectStore: objectStoreOf(store) }, candidates.dbName);
const bus = await connectBus();
afterAll(async () => {
  await closeAll(other, candidates, auth);
  await bus.close();
  await store.close();
});
const published: EventEnvelope[] = [];
await bus.subscribe({ durable: `observer-${randomUUID()}`, stream: Streams.candidates, handler: async (event) => void published.push(event) });

const marker = randomUUID().slice(0, 8);
const recruiterEmail = `recruiter.${marker}@talentbridge.local`;
expect((await auth.call('POST', '/api/users', { token: staffToken, body: { name: 'Rita Tags', email: recruiterEmail, role: 'recruiter', password: 'team-password-1' } })).status).toBe(201);
const recruiter = await auth.login(recruiterEmail, 'team-password-1');
const idOf = async (token: string) => (await auth.call('GET', '/api/auth/me', { token })).body.id as string;
const adminId = await idOf(staffToken);
const recruiterId = await idOf(recruiter);

const call = (method: string, path: string, body?: unknown, token = staffToken, service = candidates) => service.call(method, path, { token, body });
const add = async (body: Record<string, unknown>, token = staffToken) => {
  const answer = await call('POST', '/api/candidates', { availability: 'available', ...body }, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Candidate;
};
const listOf = async (query: string, service = candidates) => {
  const answer = await call('GET', `/api/candidates?${query}`, undefined, staffToken, service);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as CandidateList;
};
const names = async (query: string, service = candidates) => (await listOf(query, service)).items.map((candidate) => candidate.name).sort();
const tagsList = async () => (await call('GET', '/api/tags/candidates', undefined, recruiter)).body as Tag[];

const ada = await add({ name: 'Ada Python', location: 'Leeds, West Yorkshire', skills: ['Python', 'Django'], availability: 'available', tags: ['Hot', 'Relocating'] });
const zoe = await add({ name: 'Zoë Flask', location: 'Zürich', skills: ['python', 'Flask'], availability: 'in_process', tags: ['hot'] }, recruiter);
const bob = await add({ name: 'Bob Php', location: 'York', skills: ['PHP'], availability: 'placed', ownerId: recruiterId });

describe('tags and the owner on a candidate', () => {
  it('are kept on a write: tags in the registry’s spelling, the owner whoever added them unless given', async () => {
    expect(ada).toMatchObject({ tags: ['Hot', 'Relocating'], ownerId: adminId });
    // 'hot' is the tag 'Hot' already: one tag, not two.
    expect(zoe).toMatchObject({ tags: ['Hot'], ownerId: recruiterId });
    expect(bob).toMatchObject({ tags: [], ownerId: recruiterId });
    expect((await tagsList()).map((tag) => [tag.name, tag.colour, tag.count])).toEqual([
      ['Hot', 'grey', 2],
      ['Relocating', 'grey', 1],
    ]);
  });

  it('are added and removed by a PUT with the tags; left out, they stay', async () => {
    const { id, createdAt, updatedAt, profileCompleted, ...fields } = (await call('GET', `/api/candidates/${bob.id}`)).body as Candidate & { applications: unknown; interactions: unknown };
    void [createdAt, updatedAt, profileCompleted];
    const { applications, interactions, ...input } = fields as Record<string, unknown>;
    void [applications, interactions];
    const tagged = await call('PUT', `/api/candidates/${id}`, { ...input, tags: ['Contract'] }, recruiter);
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    expect(tagged.body.tags).toEqual(['Contract']);
    const { tags, ...withoutTags } = input;
    void tags;
    expect((await call('PUT', `/api/candidates/${id}`, { ...withoutTags, summary: 'PHP for ten years' })).body).toMatchObject({ tags: ['Contract'], ownerId: recruiterId });
    expect((await call('PUT', `/api/candidates/${id}`, { ...withoutTags, tags: [], ownerId: adminId })).body).toMatchObject({ tags: [], ownerId: adminId });
    expect((await call('PUT', `/api/candidates/${id}`, { ...withoutTags, ownerId: recruiterId })).body.ownerId).toBe(recruiterId);
    expect((await call('PUT', `/api/candidates/${id}`, { ...withoutTags, tags: ['A', 'a'] })).status).toBe(400);
  });
});

describe('a candidate’s tags and owner changed on their own', () => {
  it('PATCH …/tags adds and removes on the record as stored, and keeps what another added meanwhile', async () => {
    const path = `/api/candidates/${bob.id}/tags`;
    expect((await call('PATCH', path, { add: ['Night shifts'] }, recruiter)).body.tags).toEqual(['Night shifts']);
    // Both edits count: neither sends the whole list.
    await Promise.all([call('PATCH', path, { add: ['Driver'] }), call('PATCH', path, { add: ['Forklift'] }, recruiter)]);
    expect(((await call('GET', `/api/candidates/${bob.id}`)).body.tags as string[]).sort()).toEqual(['Driver', 'Forklift', 'Night shifts']);
    expect((await call('PATCH', path, { remove: ['night SHIFTS', 'Driver', 'Forklift'], add: [] })).body.tags).toEqual([]);
    expect((await call('PATCH', path, {})).status).toBe(400);
    expect((await call('PATCH', `/api/candidates/${'f'.repeat(24)}/tags`, { add: ['X'] })).status).toBe(404);
  });

  it('PUT …/owner gives the candidate to a staff member or to nobody', async () => {
    const path = `/api/candidates/${bob.id}/owner`;
    expect((await call('PUT', path, { ownerId: null }, recruiter)).body.ownerId).toBeNull();
    expect((await call('PUT', path, { ownerId: recruiterId })).body.ownerId).toBe(recruiterId);
    expect((await call('PUT', path, { ownerId: 'me' })).status).toBe(400);
  });
});

describe('the list’s filters', () => {
  it('each narrow the list, and the answer counts the matches of every candidate', async () => {
    expect(await names('availability=in_process')).toEqual(['Zoë Flask']);
    // Part of the location, case- and accent-insensitive.
    expect(await names('location=zurich')).toEqual(['Zoë Flask']);
    expect(await names('location=YORK')).toEqual(['Ada Python', 'Bob Php']);
    // Every skill listed, whatever the case.
    expect(await names('skills=PYTHON')).toEqual(['Ada Python', 'Zoë Flask']);
    expect(await names('skills=python,django')).toEqual(['Ada Python']);
    expect(await names('tags=hot')).toEqual(['Ada Python', 'Zoë Flask']);
    expect(await names('tags=Hot,Relocating')).toEqual(['Ada Python']);
    expect(await names(`owner=${recruiterId}`)).toEqual(['Bob Php', 'Zoë Flask']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await names(`addedFrom=${today}&addedTo=${today}`)).toEqual(['Ada Python', 'Bob Php', 'Zoë Flask']);
    expect(await names('addedTo=2020-01-01')).toEqual([]);
    const counted = await listOf('skills=python');
    expect([counted.total, counted.of]).toEqual([2, 3]);
  });

  it('`owner=me` is whoever asks', async () => {
    const mine = await call('GET', '/api/candidates?owner=me', undefined, recruiter);
    expect((mine.body as CandidateList).items.map((candidate) => candidate.name).sort()).toEqual(['Bob Php', 'Zoë Flask']);
    expect(await names('owner=me')).toEqual(['Ada Python']);
  });

  it('combine with each other and with the search', async () => {
    expect(await names('q=flask&skills=python')).toEqual(['Zoë Flask']);
    expect(await names('q=python&availability=available')).toEqual(['Ada Python']);
    expect(await names('q=php&tags=hot')).toEqual([]);
    expect(await names('tags=hot&location=leeds&owner=me')).toEqual(['Ada Python']);
  });

  it('has CV: by the documents kept here', async () => {
    const response = await fetch(`${candidates.url}/api/candidates/${zoe.id}/documents?fileName=cv.txt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'text/plain' },
      body: 'Zoë Flask, Python developer in Zürich',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await names('hasCv=yes')).toEqual(['Zoë Flask']);
    expect(await names('hasCv=no')).toEqual(['Ada Python', 'Bob Php']);
  });

  it('refuse a bad value with a clear 400', async () => {
    const refused = async (query: string) => {
      const answer = await call('GET', `/api/candidates?${query}`);
      expect(answer.status, query).toBe(400);
      return answer.body.message as string;
    };
    expect(await refused('availability=soon')).toMatch(/availability/);
    expect(await refused('owner=bob')).toMatch(/owner.*staff member's id or 'me'/);
    expect(await refused('addedFrom=2026-13-01')).toMatch(/addedFrom.*YYYY-MM-DD/);
    expect(await refused('hasCv=maybe')).toMatch(/hasCv/);
    expect(await refused('addedFrom=2026-02-01&addedTo=2026-01-01')).toBe("'addedFrom' must not be after 'addedTo'");
  });
});

describe('the tag registry', () => {
  it('is read and added to by any staff member; a name taken in another case is refused', async () => {
    const created = await call('POST', '/api/tags/candidates', { name: 'Interviewing', colour: 'blue' }, recruiter);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: 'Interviewing', colour: 'blue', count: 0 });
    const taken = await call('POST', '/api/tags/candidates', { name: 'HOT' }, recruiter);
    expect([taken.status, taken.body.message]).toEqual([409, 'A tag with this name already exists.']);
    expect((await call('POST', '/api/tags/candidates', { name: 'a,b' })).status).toBe(400);
    expect((await call('POST', '/api/tags/candidates', { name: 'Pink', colour: '#ff00ff' })).status).toBe(400);
    expect((await call('GET', '/api/tags/candidates', undefined, '')).status).toBe(401);
  });

  it('is renamed, recoloured and merged by administrators only', async () => {
    const hot = (await tagsList()).find((tag) => tag.name === 'Hot')!;
    const relocating = (await tagsList()).find((tag) => tag.name === 'Relocating')!;
    expect((await call('PATCH', `/api/tags/candidates/${hot.id}`, { name: 'Urgent' }, recruiter)).status).toBe(403);
    expect((await call('POST', '/api/tags/candidates/merge', { from: [relocating.id], into: hot.id }, recruiter)).status).toBe(403);
    expect((await tagsList()).map((tag) => tag.name)).toContain('Hot');
  });

  it('a rename rewrites the records holding the tag, as events the other instance follows', async () => {
    const hot = (await tagsList()).find((tag) => tag.name === 'Hot')!;
    const renamed = await call('PATCH', `/api/tags/candidates/${hot.id}`, { name: 'Priority', colour: 'red' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body as TagRewrite).toMatchObject({ tag: { name: 'Priority', colour: 'red', count: 2 }, recordsChanged: 2 });
    expect(await names('tags=priority')).toEqual(['Ada Python', 'Zoë Flask']);
    expect(await names('tags=hot')).toEqual([]);
    await eventually(async () => (await names('tags=priority', other)).join() === 'Ada Python,Zoë Flask');
    expect(published.some((event) => event.type === CandidatesEvents.candidateUpdated && event.aggregateId === zoe.id && (event.data as Candidate).tags?.includes('Priority'))).toBe(true);
    const clash = await call('PATCH', `/api/tags/candidates/${hot.id}`, { name: 'relocating' });
    expect([clash.status, clash.body.message]).toEqual([409, 'A tag with this name already exists.']);
  });

  it('a merge moves every record to the tag kept, each tag once, and deletes the others', async () => {
    const tags = await tagsList();
    const priority = tags.find((tag) => tag.name === 'Priority')!;
    const relocating = tags.find((tag) => tag.name === 'Relocating')!;
    const merged = await call('POST', '/api/tags/candidates/merge', { from: [relocating.id], into: priority.id });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body as TagRewrite).toMatchObject({ tag: { name: 'Priority', count: 2 }, recordsChanged: 1 });
    expect((await call('GET', `/api/candidates/${ada.id}`)).body.tags).toEqual(['Priority']);
    const left = (await tagsList()).map((tag) => tag.name);
    expect(left).toContain('Priority');
    expect(left).not.toContain('Relocating');
    expect((await call('POST', '/api/tags/candidates/merge', { from: [priority.id], into: priority.id })).status).toBe(400);
    expect((await call('PATCH', `/api/tags/candidates/${relocating.id}`, { colour: 'blue' })).status).toBe(404);
  });
});
