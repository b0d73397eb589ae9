import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRole, JobRoleList } from '@agency/contracts';
import { startCatalog, storesOf } from './helpers';

const catalog = await startCatalog();
const stores = storesOf(catalog);
const get = (path: string) => fetch(`${catalog.url}${path}`);

let chef: JobRole;

beforeAll(async () => {
  const hotel = await stores.employers.create({ name: 'Grand Hotel', status: 'active' });
  const bank = await stores.employers.create({ name: 'City Bank', status: 'active' });
  chef = await stores.jobRoles.create({
    employerId: hotel.id,
    title: 'Head Chef',
    location: 'Edinburgh',
    salaryRange: '£50k',
    status: 'open',
    priority: 'medium',
  });
  await stores.jobRoles.create({ employerId: hotel.id, title: 'Head Chef', location: 'Glasgow', status: 'open', priority: 'high' });
  await stores.jobRoles.create({ employerId: bank.id, title: 'Risk Analyst', location: 'Central London', description: 'Model credit exposure.', requirements: 'Python, SQL', status: 'open', priority: 'low' });
  await stores.jobRoles.create({ employerId: bank.id, title: 'Teller', location: 'London', status: 'filled', priority: 'low' });
});

afterAll(() => catalog.close());

describe('GET /api/job-roles', () => {
  it('shows anonymous callers open roles only, newest first, with the employer name and a total', async () => {
    const response = await get('/api/job-roles');
    expect(response.status).toBe(200);
    const body = (await response.json()) as JobRoleList;
    expect(body.total).toBe(3);
    expect(body.items.map((role) => role.title)).toEqual(['Risk Analyst', 'Head Chef', 'Head Chef']);
    expect(body.items.every((role) => role.status === 'open')).toBe(true);
    expect(body.items[0]!.employer).toMatchObject({ name: 'City Bank' });
  });

  it('ignores a request for other statuses from an anonymous caller', async () => {
    const body = (await (await get('/api/job-roles?status=filled')).json()) as JobRoleList;
    expect(body.items.map((role) => role.title)).not.toContain('Teller');
  });

  it('pages with limit and offset while the total stays the whole match', async () => {
    const body = (await (await get('/api/job-roles?limit=2&offset=2')).json()) as JobRoleList;
    expect(body.total).toBe(3);
    expect(body.items).toHaveLength(1);
  });

  it('searches title, location and employer name, case-insensitively', async () => {
    const byTitle = (await (await get('/api/job-roles?q=CHEF')).json()) as JobRoleList;
    expect(byTitle.total).toBe(2);
    const byLocation = (await (await get('/api/job-roles?q=glas')).json()) as JobRoleList;
    expect(byLocation.items.map((role) => role.location)).toEqual(['Glasgow']);
    const byEmployer = (await (await get('/api/job-roles?q=city%20bank')).json()) as JobRoleList;
    expect(byEmployer.items.map((role) => role.title)).toEqual(['Risk Analyst']);
    const regexCharacters = (await (await get('/api/job-roles?q=.*')).json()) as JobRoleList;
    expect(regexCharacters.total).toBe(0);
    // Characters that would break or widen a regular expression are plain text.
    for (const q of ['(', '[', '\\', '+', 'chef|analyst', '^head', 'a{2}']) {
      const response = await get(`/api/job-roles?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
      expect(((await response.json()) as JobRoleList).total, q).toBe(0);
    }
  });

  it('finds a keyword in the description and the requirements too (the jobs board, decision 0117)', async () => {
    const bySkill = (await (await get('/api/job-roles?q=python')).json()) as JobRoleList;
    expect(bySkill.items.map((role) => role.title)).toEqual(['Risk Analyst']);
    const byDescription = (await (await get('/api/job-roles?q=credit%20exposure')).json()) as JobRoleList;
    expect(byDescription.items.map((role) => role.title)).toEqual(['Risk Analyst']);
  });

  it('filters by location anywhere in it and by employment type, with the keyword and pages', async () => {
    const london = (await (await get('/api/job-roles?location=london')).json()) as JobRoleList;
    expect(london).toMatchObject({ total: 1, items: [{ title: 'Risk Analyst', location: 'Central London' }] });
    const chefsInGlasgow = (await (await get('/api/job-roles?q=chef&location=Glasgow')).json()) as JobRoleList;
    expect(chefsInGlasgow.items.map((role) => role.location)).toEqual(['Glasgow']);
    // Every role is full-time (the spec): the type keeps them all, or finds none.
    const fullTime = (await (await get('/api/job-roles?type=full-time&limit=1&offset=1')).json()) as JobRoleList;
    expect(fullTime.total).toBe(3);
    expect(fullTime.items.map((role) => role.title)).toEqual(['Head Chef']);
    const partTime = (await (await get('/api/job-roles?type=part-time')).json()) as JobRoleList;
    expect(partTime).toEqual({ items: [], total: 0 });
    const nowhere = (await (await get('/api/job-roles?q=chef&location=london')).json()) as JobRoleList;
    expect(nowhere.total).toBe(0);
  });

  it('refuses an unknown employment type with a 400 that names the field', async () => {
    const response = await get('/api/job-roles?type=freelance');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/^Invalid querystring: type:/);
  });

  it('refuses a bad page size with a 400 that names the field', async () => {
    const response = await get('/api/job-roles?limit=5000');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; issues: { path: string }[] };
    expect(body.message).toMatch(/^Invalid querystring: limit:/);
    expect(body.issues[0]!.path).toBe('limit');
  });
});

describe('GET /api/job-roles/:slug', () => {
  it('answers the role with its employer', async () => {
    const response = await get(`/api/job-roles/${chef.slug}`);
    expect(response.status).toBe(200);
    const role = (await response.json()) as JobRole;
    expect(role).toMatchObject({ title: 'Head Chef', slug: 'head-chef', location: 'Edinburgh', employer: { name: 'Grand Hotel' } });
  });

  it('gives a second role with the same title its own slug', async () => {
    const body = (await (await get('/api/job-roles?q=glasgow')).json()) as JobRoleList;
    expect(body.items[0]!.slug).toBe('head-chef-2');
  });

  it('answers 404 with a readable message for an unknown slug', async () => {
    const response = await get('/api/job-roles/no-such-role');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "The job you're looking for doesn't exist or has been removed." });
  });

  it('keeps an old link working after the title changes', async () => {
    const renamed = await stores.jobRoles.update(chef.id, {
      employerId: chef.employerId,
      title: 'Executive Chef',
      status: 'open',
      priority: 'medium',
    });
    expect(renamed!.slug).toBe('executive-chef');
    const viaOldSlug = (await (await get('/api/job-roles/head-chef')).json()) as JobRole;
    expect(viaOldSlug).toMatchObject({ id: chef.id, title: 'Executive Chef', slug: 'executive-chef' });
    // The old slug stays reserved: a new role titled like the old one gets a fresh slug.
    const newcomer = await stores.jobRoles.create({ employerId: chef.employerId, title: 'Head Chef', status: 'open', priority: 'medium' });
    expect(newcomer.slug).toBe('head-chef-3');
  });

  it('does not show a role that is no longer open to anonymous callers', async () => {
    const teller = (await stores.jobRoles.model.findOne({ title: 'Teller' }).lean())!;
    expect((await get(`/api/job-roles/${teller.slug}`)).status).toBe(404);
  });
});

describe("visitors' kept answers (decision 0046)", () => {
  it('shows a change at once on a list and a job page read before it', async () => {
    const employer = await stores.employers.create({ name: 'Kept Answers Inn', status: 'active' });
    const role = await stores.jobRoles.create({ employerId: employer.id, title: 'Night Porter', location: 'York', status: 'open', priority: 'low' });
    const listed = async () => ((await (await get('/api/job-roles?q=night%20porter')).json()) as JobRoleList).items;
    const page = async () => (await (await get(`/api/job-roles/${role.slug}`)).json()) as JobRole;
    // Read twice, so that the second answer is the kept one.
    expect((await listed()).map((found) => found.location)).toEqual(['York']);
    expect((await listed()).map((found) => found.location)).toEqual(['York']);
    expect((await page()).employer).toMatchObject({ name: 'Kept Answers Inn' });

    await stores.jobRoles.update(role.id, { employerId: employer.id, title: 'Night Porter', location: 'Whitby', status: 'open', priority: 'low' });
    expect((await listed()).map((found) => found.location)).toEqual(['Whitby']);
    expect((await page()).location).toBe('Whitby');

    await stores.employers.update(employer.id, { name: 'Renamed Inn', status: 'active' });
    expect((await page()).employer).toMatchObject({ name: 'Renamed Inn' });
    expect((await listed())[0]!.employer).toMatchObject({ name: 'Renamed Inn' });

    await stores.jobRoles.update(role.id, { employerId: employer.id, title: 'Night Porter', location: 'Whitby', status: 'filled', priority: 'low' });
    expect(await listed()).toEqual([]);
    expect((await get(`/api/job-roles/${role.slug}`)).status).toBe(404);
  });
});

describe('errors', () => {
  it('answers JSON 404 for unknown routes', async () => {
    const response = await get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No route for GET /api/nothing-here' });
  });

  it('reports ready with MongoDB and NATS up', async () => {
    const response = await get('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { mongodb: 'up', nats: 'up', accepting: 'up' } });
  });
});
