import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { BULK_MAX_IDS, type BulkJob, type BulkJobList, type Candidate, type InteractionList } from '@agency/contracts';
import { ADMIN, newId } from '@agency/testing';
import { referenceKnown, startEngagement } from '@agency/engagement/testing';
import { SkipReasons } from '../src/bulk/actions';
import { closeAll, eventually, startWithAuth } from './helpers';

// Bulk actions on candidates (issue 34 point 5, decision 0137), against the real auth, candidates and engagement
// services. Batches of 5, so that a few dozen candidates make a job of many batches.
const { auth, candidates, staffToken } = await startWithAuth({ bulk: { batchSize: 5, requestTimeoutMs: 10_000 } });
const engagement = await startEngagement();
afterAll(() => closeAll(candidates, engagement, auth));

const run = randomUUID().slice(0, 8);
const town = `Bulkford${run}`;
async function recruiter(name: string) {
  const email = `${name.toLowerCase()}.${run}@talentbridge.test`;
  expect((await auth.call('POST', '/api/users', { token: staffToken, body: { name, email, role: 'recruiter', password: 'team-password-1' } })).status).toBe(201);
  return auth.login(email, 'team-password-1');
}
const rita = await recruiter('Rita');
const ralph = await recruiter('Ralph');
const as = (token: string) => (method: string, path: string, body?: unknown) => candidates.call(method, path, { token, body });
const admin = as(staffToken);

async function addCandidates(count: number, name: string, location = town): Promise<Candidate[]> {
  const made: Candidate[] = [];
  for (let index = 0; index < count; index++) {
    const answer = await admin('POST', '/api/candidates', { name: `${name} ${index}`, location, availability: 'available' });
    expect(answer.status).toBe(201);
    made.push(answer.body as Candidate);
  }
  return made;
}
const finished = async (call: ReturnType<typeof as>, id: string): Promise<BulkJob> => {
  let job: BulkJob | undefined;
  await eventually(async () => {
    job = (await call('GET', `/api/bulk-jobs/${id}`)).body as BulkJob;
    return job.state !== 'queued' && job.state !== 'running';
  });
  return job!;
};

const twelve = await addCandidates(12, 'Bulk Twelve');

describe('POST /api/candidates/bulk with ticked rows', () => {
  it('applies a small selection at once and answers the report; each change goes through the store', async () => {
    const ids = twelve.slice(0, 3).map((candidate) => candidate.id);
    const answer = await as(rita)('POST', '/api/candidates/bulk', { selection: { ids }, action: { type: 'set-availability', availability: 'in_process' } });
    expect(answer.status).toBe(200);
    const job = answer.body as BulkJob;
    expect(job).toMatchObject({ state: 'done', counts: { total: 3, done: 3, skipped: 0, failed: 0 }, startedBy: { name: 'Rita' } });
    expect(job.finishedAt).not.toBeNull();
    for (const id of ids) expect((await admin('GET', `/api/candidates/${id}`)).body.availability).toBe('in_process');
    // The record's change log names who did it, as an edit by hand would.
    const history = await candidates.context.db.collection('candidate_changes').find({ candidateId: ids[0] }).toArray();
    expect(JSON.stringify(history)).toContain('Rita');
    // The list reads the change at once (the directory is updated by the store).
    const listed = (await admin('GET', `/api/candidates?q=${town}&limit=100`)).body.items as Candidate[];
    expect(listed.filter((candidate) => candidate.availability === 'in_process')).toHaveLength(3);
  });

  it('skips the ids of erased candidates, and says why', async () => {
    const [gone] = await addCandidates(1, 'Bulk Erased', `Elsewhere${run}`);
    expect((await admin('DELETE', `/api/candidates/${gone!.id}`)).status).toBe(204);
    const answer = await admin('POST', '/api/candidates/bulk', { selection: { ids: [gone!.id, twelve[5]!.id, newId()] }, action: { type: 'set-availability', availability: 'placed' } });
    expect(answer.status).toBe(200);
    expect(answer.body.counts).toEqual({ total: 3, done: 1, skipped: 2, skippedReasons: [{ reason: SkipReasons.gone, count: 2 }], failed: 0, failures: [] });
  });

  it('answers a bad action or selection with a 400 that says what is wrong', async () => {
    const ids = [twelve[0]!.id];
    const cases: [unknown, RegExp][] = [
      [{ selection: { ids }, action: { type: 'paint-it-blue' } }, /action.type must be one of/],
      [{ selection: { ids }, action: { type: 'set-availability', availability: 'asleep' } }, /availability/],
      [{ selection: { ids: [] }, action: { type: 'set-availability', availability: 'placed' } }, /at least one/],
      [{ selection: { ids: Array.from({ length: BULK_MAX_IDS + 1 }, () => newId()) }, action: { type: 'set-availability', availability: 'placed' } }, /at most 500/],
      [{ selection: { ids: ['not-an-id'] }, action: { type: 'set-availability', availability: 'placed' } }, /24-character/],
      [{ selection: { ids, query: 'q=x' }, action: { type: 'set-availability', availability: 'placed' } }, /selection/],
      [{ selection: { query: 'availability=asleep' }, action: { type: 'set-availability', availability: 'placed' } }, /The search of the selection is not valid: availability/],
      [{ selection: { query: 'cf.nothing_here=1' }, action: { type: 'set-availability', availability: 'placed' } }, /The search of the selection is not valid/],
      [{ selection: { ids }, action: { type: 'log-interaction', interaction: { type: 'call', subject: '', date: '2026-12-01T10:00:00.000Z' } } }, /Subject is required/],
    ];
    for (const [body, message] of cases) {
      const answer = await admin('POST', '/api/candidates/bulk', body);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(answer.body.message ?? JSON.stringify(answer.body)).toMatch(message);
    }
  });
});

describe('every match of the search, as a background job', () => {
  it('runs as a job: 202, progress, then done with every match changed', async () => {
    const answer = await as(rita)('POST', '/api/candidates/bulk', { selection: { query: `q=${town}&limit=5&offset=5` }, action: { type: 'set-availability', availability: 'not_available' } });
    expect(answer.status).toBe(202);
    const started = answer.body as BulkJob;
    expect(started).toMatchObject({ state: 'queued', counts: { total: 12, done: 0 } });
    const job = await finished(as(rita), started.id);
    expect(job).toMatchObject({ state: 'done', counts: { total: 12, done: 12, skipped: 0, failed: 0 } });
    const listed = (await admin('GET', `/api/candidates?q=${town}&limit=100`)).body.items as Candidate[];
    expect(listed.map((candidate) => candidate.availability)).toEqual(Array(12).fill('not_available'));
    const mine = (await as(rita)('GET', '/api/bulk-jobs?mine')).body as BulkJobList;
    expect(mine.items[0]!.id).toBe(started.id);
  });

  it('stops when cancelled, between two batches, with what it had done', async () => {
    const many = await addCandidates(150, 'Bulk Many', `Manyford${run}`);
    const answer = await admin('POST', '/api/candidates/bulk', { selection: { query: `q=Manyford${run}` }, action: { type: 'set-availability', availability: 'placed' } });
    expect(answer.status).toBe(202);
    const cancel = await admin('POST', `/api/bulk-jobs/${answer.body.id}/cancel`);
    expect(cancel.status).toBe(202);
    const job = await finished(admin, answer.body.id);
    expect(job.state).toBe('cancelled');
    expect(job.counts.total).toBe(150);
    expect(job.counts.done).toBeLessThan(150);
    const changed = await Promise.all(many.map(async (candidate) => (await admin('GET', `/api/candidates/${candidate.id}`)).body.availability === 'placed'));
    expect(changed.filter(Boolean)).toHaveLength(job.counts.done);
    // A finished job cannot be cancelled again.
    expect((await admin('POST', `/api/bulk-jobs/${answer.body.id}/cancel`)).status).toBe(409);
  });
});

describe('who sees and cancels which job', () => {
  it("lets a recruiter see and cancel only their own jobs; managers and administrators everyone's", async () => {
    const ritas = (await as(rita)('GET', '/api/bulk-jobs')).body as BulkJobList;
    expect(ritas.items.length).toBeGreaterThan(0);
    expect(ritas.items.every((job) => job.startedBy.name === 'Rita')).toBe(true);
    // Ralph, another recruiter, neither sees nor cancels Rita's job (404: its existence is not his business).
    const ritasJob = ritas.items[0]!.id;
    expect((await as(ralph)('GET', `/api/bulk-jobs/${ritasJob}`)).status).toBe(404);
    expect((await as(ralph)('POST', `/api/bulk-jobs/${ritasJob}/cancel`)).status).toBe(404);
    expect(((await as(ralph)('GET', '/api/bulk-jobs')).body as BulkJobList).items).toEqual([]);
    // The administrator sees everyone's, and only theirs with ?mine.
    expect((await admin('GET', `/api/bulk-jobs/${ritasJob}`)).status).toBe(200);
    const all = (await admin('GET', '/api/bulk-jobs')).body as BulkJobList;
    expect(new Set(all.items.map((job) => job.startedBy.name))).toEqual(new Set(['Rita', ADMIN.name]));
    const adminsOwn = (await admin('GET', '/api/bulk-jobs?mine=true')).body as BulkJobList;
    expect(adminsOwn.items.every((job) => job.startedBy.name === ADMIN.name)).toBe(true);
    // Without a token: 401; a job id that is not an id: 400.
    expect((await candidates.call('POST', '/api/candidates/bulk', { body: { selection: { ids: [twelve[0]!.id] }, action: { type: 'set-availability', availability: 'placed' } } })).status).toBe(401);
    expect((await admin('GET', '/api/bulk-jobs/nope')).status).toBe(400);
  });
});

describe('tags and owners', () => {
  it('adds and removes tags in the registry spelling, keeping a tag someone adds meanwhile, and assigns an owner', async () => {
    const group = await addCandidates(30, 'Bulk Tagged', `Tagford${run}`);
    // One already has the tag (in another case): it counts as done and is not doubled.
    expect((await admin('PATCH', `/api/candidates/${group[0]!.id}/tags`, { add: ['spring hiring'], remove: [] })).status).toBe(200);
    const answer = await as(rita)('POST', '/api/candidates/bulk', { selection: { query: `q=Tagford${run}` }, action: { type: 'add-tags', tags: ['Spring Hiring', 'Python'] } });
    expect(answer.status).toBe(202);
    // A colleague tags one of them by hand while the job runs: both tags stay (no lost update).
    expect((await admin('PATCH', `/api/candidates/${group[29]!.id}/tags`, { add: ['Manual'], remove: [] })).status).toBe(200);
    expect(await finished(as(rita), answer.body.id)).toMatchObject({ state: 'done', counts: { total: 30, done: 30, skipped: 0, failed: 0 } });
    const tagsOf = async (id: string) => ((await admin('GET', `/api/candidates/${id}`)).body as Candidate).tags;
    expect(await tagsOf(group[0]!.id)).toEqual(['spring hiring', 'Python']);
    expect([...(await tagsOf(group[29]!.id))!].sort()).toEqual(['Manual', 'Python', 'spring hiring']);
    // The list's tag filter finds all 30: a query selection of it takes them.
    const removal = await admin('POST', '/api/candidates/bulk', { selection: { query: `q=Tagford${run}&tags=python` }, action: { type: 'remove-tags', tags: ['PYTHON'] } });
    expect(removal.status).toBe(202);
    expect((await finished(admin, removal.body.id)).counts).toMatchObject({ total: 30, done: 30 });
    expect(await tagsOf(group[1]!.id)).toEqual(['spring hiring']);

    const ritaId = ((await auth.call('GET', '/api/auth/me', { token: rita })).body as { id: string }).id;
    const owned = await admin('POST', '/api/candidates/bulk', { selection: { ids: group.slice(0, 4).map((candidate) => candidate.id) }, action: { type: 'assign-owner', ownerId: ritaId } });
    expect(owned.status).toBe(200);
    expect(owned.body.counts).toMatchObject({ total: 4, done: 4 });
    const ritas = (await as(rita)('GET', `/api/candidates?q=Tagford${run}&owner=me&limit=100`)).body as { items: Candidate[] };
    expect(ritas.items.map((candidate) => candidate.id).sort()).toEqual(group.slice(0, 4).map((candidate) => candidate.id).sort());
  });
});

describe('log one interaction for all', () => {
  it('asks the engagement service, which logs one on each candidate by the staff member who started it', async () => {
    const [first, second] = await addCandidates(2, 'Bulk Called', `Callford${run}`);
    await referenceKnown(engagement, 'candidate_names', first!.id);
    await referenceKnown(engagement, 'candidate_names', second!.id);
    const interaction = { type: 'call', subject: 'Checked in about new roles', date: '2026-12-01T10:00:00.000Z', notes: 'Spring hiring round' };
    const answer = await as(rita)('POST', '/api/candidates/bulk', { selection: { ids: [first!.id, second!.id] }, action: { type: 'log-interaction', interaction } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.counts).toMatchObject({ total: 2, done: 2, skipped: 0, failed: 0 });
    for (const candidate of [first!, second!]) {
      const list = (await engagement.call('GET', `/api/interactions?candidateId=${candidate.id}`, { token: rita })).body as InteractionList;
      expect(list.items).toHaveLength(1);
      expect(list.items[0]).toMatchObject({ type: 'call', subject: interaction.subject, description: 'Spring hiring round', status: 'completed', author: { name: 'Rita' } });
    }
  });
});

describe('POST /api/candidates/bulk/export', () => {
  it('streams the ticked candidates with the columns of the list export, erased ones left out, and logs it', async () => {
    const ids = twelve.slice(0, 2).map((candidate) => candidate.id);
    const response = await fetch(`${candidates.url}/api/candidates/bulk/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${rita}`, 'content-type': 'application/json' },
      body: JSON.stringify({ selection: { ids: [...ids, newId()] }, format: 'csv' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="candidates-selection-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parse(await response.text(), { bom: true }) as string[][];
    expect(header!.slice(0, 2)).toEqual(['ID', 'Name']);
    expect(rows.map((row) => row[0])).toEqual(ids);
    // Recorded as the list's exports are (decision 0124): written once the last row is out.
    await eventually(async () => (await candidates.context.db.collection('export_log').findOne({ 'by.name': 'Rita' }))?.completed === true);
    const logged = await candidates.context.db.collection('export_log').findOne({ 'by.name': 'Rita' });
    expect(logged).toMatchObject({ list: 'candidates', format: 'csv', rows: 2, completed: true });
  });
});
