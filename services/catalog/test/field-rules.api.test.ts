import { afterAll, describe, expect, it } from 'vitest';
import type { Employer, EmployerList, EmployerRegistered, JobRole } from '@agency/contracts';
import { jsonClient, startAuthForCatalog, startCatalog } from './helpers';

// The contracts' field rules as the catalog answers them (decisions 0074, 0075, 0076).
const { auth, staffToken } = await startAuthForCatalog();
const catalog = await startCatalog();
afterAll(async () => {
  await catalog.close();
  await auth.close();
});

const staff = jsonClient(catalog.url, await staffToken());
const visitor = jsonClient(catalog.url);

const company = {
  name: 'Harbour Logistics',
  contactPerson: 'Ann Lee',
  contactEmail: 'ann@harbour.example',
  contactPhone: '+44 23 8000 0000',
  website: 'https://harbour.example',
};

async function createEmployer(): Promise<Employer> {
  const answer = await staff<Employer>('POST', '/api/employers', company);
  expect(answer.status).toBe(201);
  return answer.body;
}

/** The employer as the staff list answers it now. */
async function stored(id: string): Promise<Employer | undefined> {
  const list = await staff<EmployerList>('GET', '/api/employers?limit=100');
  return list.body.items.find((employer) => employer.id === id);
}

describe('web addresses and phone numbers', () => {
  it('refuses a javascript: website on an edit with a 400 naming the field, and keeps the employer as it was', async () => {
    const employer = await createEmployer();
    const answer = await staff('PUT', `/api/employers/${employer.id}`, { ...company, website: 'javascript:alert(document.cookie)' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid body: website: Website must be a web address, e.g. https://example.com');
    expect(await stored(employer.id)).toEqual(employer);
  });

  it('refuses a phone that is not a phone number on the public registration, storing nothing', async () => {
    const before = (await staff<{ total: number }>('GET', '/api/employers?limit=1')).body.total;
    const answer = await visitor('POST', '/api/employers/register', { ...company, contactPhone: 'call me maybe' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid body: contactPhone: Contact phone must be a phone number of 5 to 20 digits (spaces and + ( ) - . allowed)');
    expect((await staff<{ total: number }>('GET', '/api/employers?limit=1')).body.total).toBe(before);
  });

  it('stores a website typed without a scheme as https', async () => {
    const answer = await visitor<EmployerRegistered>('POST', '/api/employers/register', { ...company, website: 'harbour.example/careers' });
    expect(answer.status).toBe(201);
    expect((await stored(answer.body.id))?.website).toBe('https://harbour.example/careers');
  });
});

describe('one length policy for long documents', () => {
  it('takes an employer description as long as a job role description (20,000 characters), and refuses one longer', async () => {
    const employer = await createEmployer();
    const description = 'x'.repeat(20_000);
    const edited = await staff<Employer>('PUT', `/api/employers/${employer.id}`, { ...company, description });
    expect(edited.status).toBe(200);
    expect(edited.body.description).toHaveLength(20_000);
    const role = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: 'Dispatcher', description });
    expect(role.status).toBe(201);
    const tooLong = await staff('PUT', `/api/employers/${employer.id}`, { ...company, description: `${description}x` });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Invalid body: description: must be at most 20,000 characters');
    expect((await stored(employer.id))?.description).toHaveLength(20_000);
  });
});

describe('bidi controls', () => {
  it('stores company names and job titles without them', async () => {
    const employer = await staff<Employer>('POST', '/api/employers', { ...company, name: 'Harbour\u202E Logistics', contactPerson: '\u2067Ann Lee\u2069' });
    expect(employer.status).toBe(201);
    expect(await stored(employer.body.id)).toMatchObject({ name: 'Harbour Logistics', contactPerson: 'Ann Lee' });
    const role = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.body.id, title: '\u202Efdp.exe Manager' });
    expect(role.status).toBe(201);
    expect((await staff<JobRole>('GET', `/api/job-roles/${role.body.slug}`)).body).toMatchObject({ title: 'fdp.exe Manager', employer: { name: 'Harbour Logistics' } });
  });

  it('answers an employer stored before these rules as it is, and an edit of it stores the name without them', async () => {
    const now = new Date();
    const old = { name: '\u202EHarbour Old', contactPhone: '+44 1', website: 'javascript:void(0)', status: 'active', version: 1, createdAt: now, updatedAt: now };
    const { insertedId } = await catalog.context.db.collection('employers').insertOne(old);
    // The list is kept in memory from the database at start: a second instance loads the stored employer.
    const later = await startCatalog(catalog.dbName);
    try {
      const laterStaff = jsonClient(later.url, await staffToken());
      const list = await laterStaff<EmployerList>('GET', '/api/employers?limit=100');
      expect(list.status).toBe(200);
      expect(list.body.items.find((employer) => employer.id === insertedId.toHexString())).toMatchObject({ name: '\u202EHarbour Old', contactPhone: '+44 1' });
      const edited = await laterStaff<Employer>('PUT', `/api/employers/${insertedId.toHexString()}`, { ...old, contactPhone: '+44 23 8000 0001', website: 'harbour.example' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ name: 'Harbour Old', contactPhone: '+44 23 8000 0001', website: 'https://harbour.example' });
    } finally {
      await later.close();
    }
  });
});
