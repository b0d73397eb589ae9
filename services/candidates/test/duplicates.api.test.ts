import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MergeEvents, Streams, type CandidateDetail, type CandidateDuplicateList, type CandidateDocument, type Education, type EventEnvelope } from '@agency/contracts';
import { pdfOf, startObjectStore } from '@agency/testing';
import { objectStore } from '../src/documents/object-store';
import { prefixOf } from '../src/documents/store';
import { MERGED_ELSEWHERE } from '../src/duplicates/merge';
import { closeAll, connectBus, eventually, objectStoreOf, projectedRole, startWithAuth } from './helpers';

// Merging duplicate candidates (issue 32, decision 0126): everything of the merged one here moves to the kept one.
const store = await startObjectStore();
const storeConfig = objectStoreOf(store);
const { auth, candidates, staffToken } = await startWithAuth({ objectStore: storeConfig });
const bus = await connectBus();
const files = objectStore(storeConfig);
afterAll(async () => {
  await closeAll(candidates, auth);
  await bus.close();
  files.close();
  await store.close();
});

const published: EventEnvelope[] = [];
await bus.subscribe({ durable: `observer-${randomUUID()}`, stream: Streams.candidates, handler: async (event) => void published.push(event) });

const [firstRole, secondRole] = [await projectedRole(bus, candidates, 'Merge Analyst'), await projectedRole(bus, candidates, 'Merge Engineer')];
const staff = (method: string, path: string, body?: unknown) => candidates.call(method, path, { token: staffToken, body });
const run = randomUUID().slice(0, 8);

async function applicant(name: string, roleId: string) {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}.${run}@example.com`;
  const answer = await candidates.call('POST', '/api/applications/apply-and-register', { body: { jobRoleId: roleId, candidateEmail: email, candidateFullName: name } });
  expect(answer.status).toBe(201);
  const token = answer.body.candidateToken as string;
  const id = (await candidates.call('GET', '/api/candidate/profile', { token })).body.id as string;
  return { token, id, email, as: (method: string, path: string, body?: unknown) => candidates.call(method, path, { token, body }) };
}

async function recruiterToken(): Promise<string> {
  const email = `recruiter.${run}@talentbridge.test`;
  const password = 'Quiet-Harbour-2026!';
  const created = await auth.call('POST', '/api/users', { token: staffToken, body: { name: 'Rita Merge', email, role: 'recruiter', password } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return auth.login(email, password);
}

async function upload(candidateId: string, fileName: string) {
  const response = await fetch(`${candidates.url}/api/candidates/${candidateId}/documents?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/pdf' },
    body: new Uint8Array(await pdfOf(['Ben Duplicate', 'Kotlin developer in Leeds'])),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { document: CandidateDocument }).document;
}

const phone = `+44 7700 9${run.replace(/\D/g, '').padEnd(5, '1').slice(0, 5)}`;
const profile = (name: string, email: string, fields: Record<string, unknown> = {}) => ({ name, email, phone, availability: 'available', ...fields });

describe('duplicate candidates', () => {
  it('are listed by staff with the reason, merged by a manager only, and everything of the merged one follows the kept one', async () => {
    const kept = await applicant('Ann Keeper', firstRole.id);
    const merged = await applicant('Ann Keeper Twin', firstRole.id);
    const second = await candidates.call('POST', '/api/applications/apply-and-register', { body: { jobRoleId: secondRole.id, candidateEmail: merged.email, candidateFullName: 'Ann Keeper Twin' } });
    expect(second.status).toBe(201);
    expect((await staff('PUT', `/api/candidates/${kept.id}`, profile('Ann Keeper', kept.email))).status).toBe(200);
    expect((await staff('PUT', `/api/candidates/${merged.id}`, profile('Ann Keeper Twin', merged.email, { location: 'Leeds', skills: ['Kotlin'] }))).status).toBe(200);
    const added = (await merged.as('POST', '/api/candidate/education', { institution: 'University of Leeds', qualification: 'BSc', startYear: 2015, endYear: 2018 })).body as Education;
    const document = await upload(merged.id, 'Twin CV.pdf');

    const recruiter = await recruiterToken();
    const listed = await candidates.call('GET', '/api/duplicates/candidates?limit=100', { token: recruiter });
    expect(listed.status).toBe(200);
    const pair = (listed.body as CandidateDuplicateList).pairs.find((each) => [each.a.id, each.b.id].sort().join() === [kept.id, merged.id].sort().join());
    expect(pair?.reason).toBe('same phone');

    const refused = await candidates.call('POST', '/api/duplicates/candidates/merge', { token: recruiter, body: { keptId: kept.id, mergedId: merged.id } });
    expect(refused.status).toBe(403);
    expect((await staff('POST', '/api/duplicates/candidates/merge', { keptId: kept.id, mergedId: kept.id })).status).toBe(400);
    expect((await staff('GET', `/api/candidates/${merged.id}`)).status).toBe(200);

    const answer = await staff('POST', '/api/duplicates/candidates/merge', { keptId: kept.id, mergedId: merged.id });
    expect(answer.status).toBe(200);

    // The merged candidate is gone, and says where.
    expect((await staff('GET', `/api/candidates/${merged.id}`)).status).toBe(404);
    expect((await staff('GET', `/api/duplicates/candidates/merged/${merged.id}`)).body).toMatchObject({ mergedId: merged.id, keptId: kept.id });
    expect((await staff('GET', `/api/duplicates/candidates/merged/${kept.id}`)).status).toBe(404);
    // The kept one has both applications for the first role as one (theirs), the second role's, the empty fields filled.
    const detail = (await staff('GET', `/api/candidates/${kept.id}`)).body as CandidateDetail;
    expect(detail).toMatchObject({ name: 'Ann Keeper', email: kept.email, location: 'Leeds', skills: ['Kotlin'], phone });
    expect(detail.applications.map((application) => application.jobRoleId).sort()).toEqual([firstRole.id, secondRole.id].sort());
    expect(detail.applications.every((application) => application.candidateId === kept.id)).toBe(true);
    // Their documents (the file still reads), education and change log.
    const documents = (await staff('GET', `/api/candidates/${kept.id}/documents`)).body as CandidateDocument[];
    expect(documents.map((each) => each.id)).toEqual([document.id]);
    const file = await fetch(`${candidates.url}/api/candidates/${kept.id}/documents/${document.id}/file`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(file.status).toBe(200);
    expect(((await kept.as('GET', '/api/candidate/education')).body as Education[]).map((entry) => entry.id)).toEqual([added.id]);
    expect(await candidates.context.db.collection('candidate_changes').countDocuments({ candidateId: merged.id })).toBe(0);
    // The staff list and the duplicates list no longer show the merged one.
    const list = (await staff('GET', `/api/candidates?q=${encodeURIComponent('Ann Keeper')}&limit=100`)).body as { items: { id: string }[] };
    expect(list.items.map((each) => each.id)).not.toContain(merged.id);
    const again = (await staff('GET', '/api/duplicates/candidates?limit=100')).body as CandidateDuplicateList;
    expect(again.pairs.some((each) => each.a.id === merged.id || each.b.id === merged.id)).toBe(false);

    // One event tells the other services, in place of the merged candidate's deleted event.
    await eventually(() => published.some((event) => event.type === MergeEvents.candidatesMerged && event.aggregateId === merged.id));
    const event = published.find((each) => each.type === MergeEvents.candidatesMerged && each.aggregateId === merged.id)!;
    expect(event.data).toEqual({ keptId: kept.id, mergedId: merged.id, occurredAt: expect.any(String) });
    expect(published.filter((each) => each.aggregateId === merged.id && each.type === 'candidates.candidate.deleted')).toEqual([]);

    // Repeating it answers the same and changes nothing; merging the same one elsewhere is refused.
    expect((await staff('POST', '/api/duplicates/candidates/merge', { keptId: kept.id, mergedId: merged.id })).status).toBe(200);
    const other = await applicant('Someone Else', firstRole.id);
    const elsewhere = await staff('POST', '/api/duplicates/candidates/merge', { keptId: other.id, mergedId: merged.id });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe(MERGED_ELSEWHERE);
    expect(published.filter((each) => each.type === MergeEvents.candidatesMerged && each.aggregateId === merged.id)).toHaveLength(1);

    // Erasure of the kept candidate still takes everything, the moved file and the note of the merge too.
    expect((await staff('DELETE', `/api/candidates/${kept.id}`)).status).toBe(204);
    expect(await files.keysUnder(prefixOf(merged.id))).toEqual([]);
    expect(await files.keysUnder(prefixOf(kept.id))).toEqual([]);
    const db = candidates.context.db;
    for (const collection of ['applications', 'documents', 'education_history', 'candidate_changes']) {
      expect(await db.collection(collection).countDocuments({ candidateId: { $in: [kept.id, merged.id] }, deletedAt: null }), collection).toBe(0);
    }
    expect((await staff('GET', `/api/duplicates/candidates/merged/${merged.id}`)).status).toBe(404);
  });

  it('refuses a merge of unknown candidates with a 404 and a malformed one with a 400', async () => {
    const someone = await applicant('Lone Candidate', firstRole.id);
    const missing = '0123456789abcdef01234567';
    expect((await staff('POST', '/api/duplicates/candidates/merge', { keptId: someone.id, mergedId: missing })).status).toBe(404);
    expect((await staff('POST', '/api/duplicates/candidates/merge', { keptId: missing, mergedId: someone.id })).status).toBe(404);
    expect((await staff('POST', '/api/duplicates/candidates/merge', { keptId: 'nope', mergedId: someone.id })).status).toBe(400);
    expect((await staff('POST', '/api/duplicates/candidates/merge', { keptId: someone.id, mergedId: someone.id, extra: 1 })).status).toBe(400);
    expect((await staff('GET', `/api/candidates/${someone.id}`)).status).toBe(200);
  });
});
