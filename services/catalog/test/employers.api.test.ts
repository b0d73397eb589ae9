import { afterAll, describe, expect, it } from 'vitest';
import type { Employer, EmployerList, EmployerRegistered, JobRole } from '@agency/contracts';
import { jsonClient, startAuthForCatalog, startCatalog } from './helpers';

const { auth, staffToken } = await startAuthForCatalog();
const catalog = await startCatalog();
afterAll(async () => {
  await catalog.close();
  await auth.close();
});

const staff = jsonClient(catalog.url, await staffToken());
const visitor = jsonClient(catalog.url);
const MISSING_ID = '65a000000000000000000000';

const company = (name: string, more: Partial<Employer> = {}) => ({
  name,
  industry: 'Technology',
  location: 'London, UK',
  contactPerson: 'Sam Lee',
  contactEmail: 'sam@example.com',
  status: 'active',
  ...more,
});

async function create(body: unknown): Promise<Employer> {
  const answer = await staff<Employer>('POST', '/api/employers', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe('POST /api/employers', () => {
  it('creates an employer with every field and answers it', async () => {
    const employer = await create(company('Acme Robotics', { website: 'https://acme.example', description: 'Robots.', contactPhone: '+44 20 7946 0000' }));
    expect(employer).toMatchObject({ name: 'Acme Robotics', industry: 'Technology', status: 'active', website: 'https://acme.example' });
    expect(employer.id).toMatch(/^[a-f0-9]{24}$/);
  });

  it('defaults the status to active and needs only a company name', async () => {
    const employer = await create({ name: 'Minimal Ltd' });
    expect(employer).toMatchObject({ name: 'Minimal Ltd', status: 'active', industry: null });
  });

  it('refuses a missing name or a bad email with a 400 that names the field', async () => {
    const noName = await staff('POST', '/api/employers', { industry: 'Retail' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/name/);
    const blank = await staff('POST', '/api/employers', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Company Name is required');
    const badEmail = await staff('POST', '/api/employers', { name: 'X', contactEmail: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('contactEmail: must be a valid email address');
    const badStatus = await staff('POST', '/api/employers', { name: 'X', status: 'vip' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toMatch(/status/);
  });

  it('is for staff only', async () => {
    expect((await visitor('POST', '/api/employers', { name: 'Sneaky' })).status).toBe(401);
  });
});

describe('GET /api/employers', () => {
  const names = ['Zeta Foods', 'alpha (Care) Homes', 'Beta Logistics', 'Gamma Finance'];
  const ready = (async () => {
    await create(company('Zeta Foods', { industry: 'Food & Drink', location: 'Bristol', status: 'prospect' }));
    await create(company('alpha (Care) Homes', { industry: 'Healthcare', location: 'Leeds', status: 'inactive' }));
    await create(company('Beta Logistics', { industry: 'Transport', location: 'Bristol' }));
    await create(company('Gamma Finance', { industry: 'Banking', location: 'Edinburgh', status: 'prospect' }));
  })();

  const list = async (query: string) => {
    await ready;
    const answer = await staff<EmployerList>('GET', `/api/employers${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  it('answers items and the total count of the match', async () => {
    const body = await list('?limit=100');
    expect(body.total).toBe(body.items.length);
    expect(body.items.map((employer) => employer.name)).toEqual(expect.arrayContaining(names));
  });

  it('searches name, industry and location, case-insensitively', async () => {
    expect((await list('?q=ZETA')).items.map((e) => e.name)).toEqual(['Zeta Foods']);
    expect((await list('?q=bank')).items.map((e) => e.name)).toEqual(['Gamma Finance']);
    expect((await list('?q=bristol')).items.map((e) => e.name).sort()).toEqual(['Beta Logistics', 'Zeta Foods']);
  });

  it('treats regex characters in the search as plain text', async () => {
    expect((await list('?q=(care)')).items.map((e) => e.name)).toEqual(['alpha (Care) Homes']);
    expect((await list('?q=food%20%26')).items.map((e) => e.name)).toEqual(['Zeta Foods']);
    expect((await list('?q=.*')).total).toBe(0);
    expect((await list('?q=%5B')).total).toBe(0);
  });

  it('filters by status', async () => {
    const prospects = await list('?status=prospect&q=a');
    expect(prospects.items.map((e) => e.name).sort()).toEqual(['Gamma Finance', 'Zeta Foods']);
    expect(prospects.items.every((e) => e.status === 'prospect')).toBe(true);
  });

  it('pages with limit and offset, the total staying the whole match', async () => {
    const all = await list('?q=bristol');
    const first = await list('?q=bristol&limit=1');
    const second = await list('?q=bristol&limit=1&offset=1');
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([...first.items, ...second.items].map((e) => e.id)).toEqual(all.items.map((e) => e.id));
    expect((await list('?q=bristol&offset=5')).items).toEqual([]);
  });

  it('refuses bad paging or status with a 400 that names the parameter', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?offset=-1', 'offset'],
      ['?status=vip', 'status'],
    ]) {
      const answer = await staff('GET', `/api/employers${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(new RegExp(`^Invalid querystring: ${field}:`));
    }
  });

  it('is for staff only', async () => {
    expect((await visitor('GET', '/api/employers')).status).toBe(401);
  });
});

describe('PUT /api/employers/:id', () => {
  it('replaces the fields and answers the employer', async () => {
    const employer = await create(company('Old Name Ltd'));
    const answer = await staff<Employer>('PUT', `/api/employers/${employer.id}`, company('New Name Ltd', { status: 'inactive', industry: null }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: employer.id, name: 'New Name Ltd', status: 'inactive', industry: null });
    const found = await staff<EmployerList>('GET', '/api/employers?q=new%20name');
    expect(found.body.items.map((e) => e.name)).toEqual(['New Name Ltd']);
  });

  it('answers 404 for an employer that does not exist, 400 for a malformed id or body', async () => {
    const missing = await staff('PUT', `/api/employers/${MISSING_ID}`, company('Nobody'));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This employer no longer exists. Refresh the list and try again.');
    const malformed = await staff('PUT', '/api/employers/not-an-id', company('Nobody'));
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('id: must be a 24-character hexadecimal id');
    const employer = await create(company('Kept Ltd'));
    const noName = await staff('PUT', `/api/employers/${employer.id}`, { name: '' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('Company Name is required');
  });

  it('shows the new name on its job roles', async () => {
    const employer = await create(company('Renamed Before'));
    const role = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: 'Renamed Role' });
    expect(role.status).toBe(201);
    await staff('PUT', `/api/employers/${employer.id}`, company('Renamed After'));
    const roles = await staff<{ items: JobRole[] }>('GET', '/api/job-roles?q=renamed%20role');
    expect(roles.body.items.map((r) => r.employer?.name)).toEqual(['Renamed After']);
  });
});

describe('DELETE /api/employers/:id', () => {
  it('deletes an employer without job roles', async () => {
    const employer = await create(company('Short Lived Ltd'));
    const answer = await staff('DELETE', `/api/employers/${employer.id}`);
    expect(answer.status).toBe(204);
    expect((await staff<EmployerList>('GET', '/api/employers?q=short%20lived')).body.total).toBe(0);
    expect((await staff('DELETE', `/api/employers/${employer.id}`)).status).toBe(404);
  });

  it('refuses, with what to do, while the employer still has job roles; nothing is orphaned', async () => {
    const employer = await create(company('Busy Hiring Ltd'));
    const roles: JobRole[] = [];
    for (const title of ['Cook', 'Waiter']) {
      roles.push((await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title })).body);
    }
    const refused = await staff('DELETE', `/api/employers/${employer.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Busy Hiring Ltd still has 2 job roles. Delete them or move them to another employer first, or set the employer's status to inactive to keep the history.",
    );
    expect((await staff<EmployerList>('GET', '/api/employers?q=busy%20hiring')).body.total).toBe(1);

    await staff('DELETE', `/api/job-roles/${roles[0]!.id}`);
    const stillOne = await staff('DELETE', `/api/employers/${employer.id}`);
    expect(stillOne.status).toBe(409);
    expect(stillOne.body.message).toMatch(/^Busy Hiring Ltd still has 1 job role\. Delete it or move it/);

    await staff('DELETE', `/api/job-roles/${roles[1]!.id}`);
    expect((await staff('DELETE', `/api/employers/${employer.id}`)).status).toBe(204);
  });

  it('answers 404 for an unknown employer and 401 to visitors', async () => {
    expect((await staff('DELETE', `/api/employers/${MISSING_ID}`)).status).toBe(404);
    expect((await visitor('DELETE', `/api/employers/${MISSING_ID}`)).status).toBe(401);
  });
});

describe('POST /api/employers/register (public)', () => {
  const registration = {
    name: 'Harbour Logistics',
    contactPerson: 'Jo Marsh',
    contactEmail: 'jo@harbour.example',
    industry: 'Logistics',
    location: 'Southampton',
    contactPhone: '+44 23 8000 0000',
    website: 'https://harbour.example',
    description: 'We move things.',
  };

  it('stores the company as a prospect, whatever the body says, and confirms', async () => {
    const answer = await visitor<EmployerRegistered>('POST', '/api/employers/register', { ...registration, status: 'active' });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(
      'Thank you for your interest! Our team will contact you within 24 hours to discuss partnership opportunities.',
    );
    const found = await staff<EmployerList>('GET', '/api/employers?q=harbour');
    expect(found.body.items).toEqual([expect.objectContaining({ id: answer.body.id, status: 'prospect', contactPerson: 'Jo Marsh' })]);
  });

  it('needs company name, contact person and a valid contact email', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...registration, name: '' }, 'name: Company name is required'],
      [{ ...registration, contactPerson: ' ' }, 'contactPerson: Contact person is required'],
      [{ ...registration, contactEmail: 'nope' }, 'contactEmail: Contact email must be a valid email address'],
    ];
    for (const [body, message] of cases) {
      const answer = await visitor('POST', '/api/employers/register', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    const { contactEmail: _omitted, ...withoutEmail } = registration;
    expect((await visitor('POST', '/api/employers/register', withoutEmail)).status).toBe(400);
  });
});
