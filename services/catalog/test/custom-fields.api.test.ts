import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CatalogEvents, Streams, type CustomFieldDefinition, type Employer, type EmployerList, type EventEnvelope, type JobRole, type JobRoleList, type JobRoleSnapshot } from '@agency/contracts';
import { connectBus, eventually, jsonClient, startAuthForCatalog, startCatalog } from './helpers';

// Custom fields on employers and job roles (issue 32, decision 0125), kept by the catalog.
const { auth, staffToken } = await startAuthForCatalog();
const catalog = await startCatalog();
const bus = await connectBus(`catalog-custom-fields-${randomUUID()}`);
afterAll(async () => {
  await catalog.close();
  await auth.close();
  await bus.close();
});
const published: EventEnvelope[] = [];
await bus.subscribe({ durable: `observer-${randomUUID()}`, stream: Streams.catalog, handler: async (event) => void published.push(event) });

const staff = jsonClient(catalog.url, await staffToken());
const visitor = jsonClient(catalog.url);
const marker = randomUUID().slice(0, 8);

const define = async (entity: 'employer' | 'job-role', body: Record<string, unknown>) => {
  const answer = await staff<CustomFieldDefinition>('POST', `/api/custom-fields/${entity}`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};

const tier = await define('employer', { key: 'account_tier', label: 'Account tier', type: 'choice', options: ['Gold', 'Silver'] });
await define('employer', { key: 'signed_terms', label: 'Signed terms', type: 'yes-no', required: true });
await define('job-role', { key: 'fee_percent', label: 'Fee %', type: 'number' });
await define('job-role', { key: 'start_date', label: 'Start date', type: 'date' });
await define('job-role', { key: 'hiring_manager', label: 'Hiring manager', type: 'text' });

describe("each entity's fields", () => {
  it('are kept apart: an employer field is not a job role field', async () => {
    const employerFields = (await staff<CustomFieldDefinition[]>('GET', '/api/custom-fields/employer')).body;
    expect(employerFields.map((field) => field.key)).toEqual(['account_tier', 'signed_terms']);
    expect((await staff<CustomFieldDefinition[]>('GET', '/api/custom-fields/job-role')).body.map((field) => field.label)).toEqual(['Fee %', 'Start date', 'Hiring manager']);
    expect((await visitor('GET', '/api/custom-fields/employer')).status).toBe(401);
    const changed = await staff<CustomFieldDefinition>('PUT', `/api/custom-fields/employer/${tier.id}`, { label: 'Tier', options: ['Gold', 'Silver', 'Bronze'] });
    expect(changed.body).toMatchObject({ key: 'account_tier', label: 'Tier', options: ['Gold', 'Silver', 'Bronze'], required: false });
  });
});

describe('an employer with custom field values', () => {
  it('needs the required field by its label, stores the values, sends them in the event and filters the list by them', async () => {
    const missing = await staff('POST', '/api/employers', { name: `Acme ${marker}` });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Signed terms is required');
    const wrong = await staff('POST', '/api/employers', { name: `Acme ${marker}`, customFields: { signed_terms: 'yes', account_tier: 'Platinum' } });
    expect(wrong.body.message).toBe('Tier must be one of: Gold, Silver, Bronze; Signed terms must be yes or no');
    const gold = await staff<Employer>('POST', '/api/employers', { name: `Acme ${marker}`, customFields: { signed_terms: true, account_tier: 'Gold' } });
    expect(gold.status).toBe(201);
    expect(gold.body.customFields).toEqual({ signed_terms: true, account_tier: 'Gold' });
    await staff<Employer>('POST', '/api/employers', { name: `Bolt ${marker}`, customFields: { signed_terms: false, account_tier: 'Silver' } });
    await eventually(() => published.some((event) => event.aggregateId === gold.body.id && event.type === CatalogEvents.employerCreated));
    expect((published.find((event) => event.aggregateId === gold.body.id)!.data as Employer).customFields).toEqual({ signed_terms: true, account_tier: 'Gold' });

    const names = async (query: string) => (await staff<EmployerList>('GET', `/api/employers?q=${marker}&${query}`)).body.items.map((employer) => employer.name);
    expect(await names('cf.account_tier=Gold')).toEqual([`Acme ${marker}`]);
    expect(await names('cf.signed_terms=no')).toEqual([`Bolt ${marker}`]);
    expect((await staff('GET', '/api/employers?cf.account_tier=Platinum')).body.message).toBe('Filter: Tier must be one of: Gold, Silver, Bronze');

    // An edit that leaves the values out keeps them (the required field too: it is not asked again).
    const kept = await staff<Employer>('PUT', `/api/employers/${gold.body.id}`, { name: `Acme ${marker}`, status: 'inactive' });
    expect(kept.body.customFields).toEqual({ signed_terms: true, account_tier: 'Gold' });
  });

  it('registers from the website without custom fields, however required', async () => {
    const registered = await visitor('POST', '/api/employers/register', { name: `Web ${marker}`, contactPerson: 'Ann', contactEmail: 'ann@example.com' });
    expect(registered.status).toBe(201);
  });
});

describe('a job role with custom field values', () => {
  it('stores them, filters and searches by them, and never shows them to visitors', async () => {
    const employer = await staff<Employer>('POST', '/api/employers', { name: `Roles ${marker}`, customFields: { signed_terms: true } });
    const role = await staff<JobRole>('POST', '/api/job-roles', {
      employerId: employer.body.id,
      title: `Sous Chef ${marker}`,
      customFields: { fee_percent: 18.5, start_date: '2026-04-01', hiring_manager: 'Marta Quist' },
    });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    expect(role.body.customFields).toEqual({ fee_percent: 18.5, start_date: '2026-04-01', hiring_manager: 'Marta Quist' });
    await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.body.id, title: `Porter ${marker}`, customFields: { fee_percent: 12 } });
    await eventually(() => published.some((event) => event.aggregateId === role.body.id && event.type === CatalogEvents.jobRoleCreated));
    expect((published.find((event) => event.aggregateId === role.body.id)!.data as JobRoleSnapshot).customFields).toMatchObject({ fee_percent: 18.5 });

    const titles = async (query: string) => (await staff<JobRoleList>('GET', `/api/job-roles?${query}`)).body.items.map((each) => each.title);
    expect(await titles(`q=${marker}&cf.fee_percent=12`)).toEqual([`Porter ${marker}`]);
    expect(await titles(`q=${marker}&cf.start_date=2026-04-01`)).toEqual([`Sous Chef ${marker}`]);
    expect(await titles(`cf.hiring_manager=quist`)).toEqual([`Sous Chef ${marker}`]);
    expect(await titles(`q=marta quist`)).toEqual([`Sous Chef ${marker}`]);
    const bad = await staff('PUT', `/api/job-roles/${role.body.id}`, { employerId: employer.body.id, title: `Sous Chef ${marker}`, customFields: { start_date: '01/04/2026' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Start date must be a real day written YYYY-MM-DD');

    const seen = await visitor<JobRole>('GET', `/api/job-roles/${role.body.slug}`);
    expect(seen.status).toBe(200);
    expect(seen.body.customFields).toBeUndefined();
    const listed = await visitor<JobRoleList>('GET', `/api/job-roles?q=${marker}`);
    expect(listed.body.items.every((each) => each.customFields === undefined)).toBe(true);
  });
});
