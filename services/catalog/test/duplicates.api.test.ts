import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CatalogEvents, MergeEvents, Streams, type Employer, type EmployerDuplicateList, type EventEnvelope, type JobRole } from '@agency/contracts';
import { EMPLOYER_MERGED_ELSEWHERE } from '../src/duplicates/merge';
import { connectBus, eventually, jsonClient, startAuthForCatalog, startCatalog, storesOf } from './helpers';

// Merging duplicate employers (issue 32, decision 0126): contacts and job roles go to the kept one.
const { auth, staffToken } = await startAuthForCatalog();
const catalog = await startCatalog();
const bus = await connectBus(`catalog-duplicates-${randomUUID()}`);
afterAll(async () => {
  await catalog.close();
  await auth.close();
  await bus.close();
});

const published: EventEnvelope[] = [];
await bus.subscribe({ durable: `observer-${randomUUID()}`, stream: Streams.catalog, handler: async (event) => void published.push(event) });

const adminToken = await staffToken();
const staff = jsonClient(catalog.url, adminToken);
const run = randomUUID().slice(0, 8);

async function recruiter() {
  const email = `recruiter.${run}@talentbridge.test`;
  const password = 'Quiet-Harbour-2026!';
  const created = await jsonClient(auth.url, adminToken)('POST', '/api/users', { name: 'Rita Catalog', email, role: 'recruiter', password });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return jsonClient(catalog.url, await auth.login(email, password));
}

async function create(body: unknown): Promise<Employer> {
  const answer = await staff<Employer>('POST', '/api/employers', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe('duplicate employers', () => {
  it('are listed with the reason, merged by a manager only, with their contacts and job roles moved to the kept one', async () => {
    const kept = await create({ name: `Northwind ${run} Ltd`, status: 'active', contacts: [{ name: 'Ada Main', email: `ada.${run}@northwind.example` }] });
    const merged = await create({
      name: `Northwind ${run}`,
      status: 'active',
      industry: 'Logistics',
      website: 'https://northwind.example',
      contacts: [
        { name: 'Ada Main', email: `ada.${run}@northwind.example` },
        { name: 'Bo Second', email: `bo.${run}@northwind.example`, jobTitle: 'HR' },
      ],
    });
    const role = (await staff<JobRole>('POST', '/api/job-roles', { employerId: merged.id, title: `Forklift Driver ${run}` })).body;

    const rita = await recruiter();
    const listed = await rita<EmployerDuplicateList>('GET', '/api/duplicates/employers?limit=100');
    expect(listed.status).toBe(200);
    const pair = listed.body.pairs.find((each) => [each.a.id, each.b.id].sort().join() === [kept.id, merged.id].sort().join());
    expect(pair?.reason).toBe('same company name');
    expect((await rita('POST', '/api/duplicates/employers/merge', { keptId: kept.id, mergedId: merged.id })).status).toBe(403);

    expect((await staff('POST', '/api/duplicates/employers/merge', { keptId: kept.id, mergedId: merged.id })).status).toBe(200);

    const { employers } = storesOf(catalog);
    expect(await employers.findById(merged.id)).toBeNull();
    expect((await staff('GET', `/api/duplicates/employers/merged/${merged.id}`)).body).toMatchObject({ keptId: kept.id });
    const after = (await employers.findById(kept.id))!;
    expect(after).toMatchObject({ name: `Northwind ${run} Ltd`, industry: 'Logistics', website: 'https://northwind.example' });
    expect(after.contacts?.map((contact) => contact.name)).toEqual(['Ada Main', 'Bo Second']);
    const moved = await storesOf(catalog).jobRoles.findById(role.id);
    expect(moved?.employerId).toBe(kept.id);
    expect(moved?.employer?.name).toBe(`Northwind ${run} Ltd`);
    const names = (await staff<{ items: Employer[] }>('GET', `/api/employers?q=${encodeURIComponent(`Northwind ${run}`)}`)).body.items.map((each) => each.id);
    expect(names).toEqual([kept.id]);

    // The role's event carries the kept employer; the merged employer's last event is the merge.
    await eventually(() => published.some((event) => event.type === MergeEvents.employersMerged && event.aggregateId === merged.id));
    expect(published.find((event) => event.type === MergeEvents.employersMerged && event.aggregateId === merged.id)?.data).toEqual({ keptId: kept.id, mergedId: merged.id, occurredAt: expect.any(String) });
    expect(published.some((event) => event.type === CatalogEvents.jobRoleUpdated && event.aggregateId === role.id && (event.data as { employerId: string }).employerId === kept.id)).toBe(true);

    // Repeated: the same answer; into another: refused.
    expect((await staff('POST', '/api/duplicates/employers/merge', { keptId: kept.id, mergedId: merged.id })).status).toBe(200);
    const other = await create({ name: `Other ${run}`, status: 'active' });
    const elsewhere = await staff('POST', '/api/duplicates/employers/merge', { keptId: other.id, mergedId: merged.id });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe(EMPLOYER_MERGED_ELSEWHERE);
    const again = (await staff<EmployerDuplicateList>('GET', '/api/duplicates/employers?limit=100')).body;
    expect(again.pairs.some((each) => each.a.id === merged.id || each.b.id === merged.id)).toBe(false);
  });

  it('refuses unknown and malformed ids', async () => {
    const lone = await create({ name: `Lone ${run}`, status: 'active' });
    expect((await staff('POST', '/api/duplicates/employers/merge', { keptId: lone.id, mergedId: '0123456789abcdef01234567' })).status).toBe(404);
    expect((await staff('POST', '/api/duplicates/employers/merge', { keptId: lone.id, mergedId: lone.id })).status).toBe(400);
    expect((await staff('POST', '/api/duplicates/employers/merge', { keptId: 'x', mergedId: lone.id })).status).toBe(400);
  });
});
