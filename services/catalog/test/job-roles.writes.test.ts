import { afterAll, describe, expect, it } from 'vitest';
import type { Employer, JobRole, JobRoleList } from '@agency/contracts';
import { eventually, jsonClient, startAuthForCatalog, startCatalog, storesOf } from './helpers';

const { auth, staffToken } = await startAuthForCatalog();
const catalog = await startCatalog();
const stores = storesOf(catalog);
afterAll(async () => {
  await catalog.close();
  await auth.close();
});

const staff = jsonClient(catalog.url, await staffToken());
const visitor = jsonClient(catalog.url);
const MISSING_ID = '65a000000000000000000000';

const employer = (await staff<Employer>('POST', '/api/employers', { name: 'Writes Hotel Group' })).body;
const other = (await staff<Employer>('POST', '/api/employers', { name: 'Other Bank' })).body;

async function createRole(body: Record<string, unknown>): Promise<JobRole> {
  const answer = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe('POST /api/job-roles', () => {
  it('creates a role with the spec defaults, a slug from its title and the employer name', async () => {
    const role = await createRole({ title: 'Night Manager', salaryRange: '£40,000 - £45,000', location: 'York' });
    expect(role).toMatchObject({
      title: 'Night Manager',
      slug: 'night-manager',
      status: 'open',
      priority: 'medium',
      salaryRange: '£40,000 - £45,000',
      employer: { id: employer.id, name: 'Writes Hotel Group' },
    });
  });

  it('gives roles with the same title their own slugs', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await createRole({ title: 'Sous Chef!' })).slug);
    expect(slugs).toEqual(['sous-chef', 'sous-chef-2', 'sous-chef-3']);
  });

  it('refuses a missing title, an unknown or malformed employer, or a bad status, saying which field', async () => {
    const noTitle = await staff('POST', '/api/job-roles', { employerId: employer.id, title: ' ' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toContain('title: Job Title is required');
    const unknownEmployer = await staff('POST', '/api/job-roles', { employerId: MISSING_ID, title: 'Ghost' });
    expect(unknownEmployer.status).toBe(400);
    expect(unknownEmployer.body.message).toBe(
      'employerId: this employer does not exist (it may have just been deleted). Choose another employer.',
    );
    const malformed = await staff('POST', '/api/job-roles', { employerId: 'acme', title: 'Ghost' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('employerId: must be a 24-character hexadecimal id');
    const badPriority = await staff('POST', '/api/job-roles', { employerId: employer.id, title: 'X', priority: 'asap' });
    expect(badPriority.status).toBe(400);
    expect(badPriority.body.message).toMatch(/priority/);
  });

  it('is for staff only', async () => {
    expect((await visitor('POST', '/api/job-roles', { employerId: employer.id, title: 'Sneaky' })).status).toBe(401);
  });
});

describe('PUT /api/job-roles/:id', () => {
  it('replaces the fields, moves the role to another employer and clears what was left out', async () => {
    const role = await createRole({ title: 'Concierge', location: 'Bath', salaryRange: '£30k', priority: 'high' });
    const answer = await staff<JobRole>('PUT', `/api/job-roles/${role.id}`, {
      employerId: other.id,
      title: 'Concierge',
      status: 'on_hold',
      priority: 'urgent',
      location: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: role.id, slug: 'concierge', status: 'on_hold', priority: 'urgent', location: null, salaryRange: null });
    expect(answer.body.employer).toEqual({ id: other.id, name: 'Other Bank' });
  });

  it('gives a new slug on a title change and keeps the old ones resolving to the current one', async () => {
    const role = await createRole({ title: 'Pastry Cook' });
    const renamed = await staff<JobRole>('PUT', `/api/job-roles/${role.id}`, { employerId: employer.id, title: 'Pastry Chef' });
    expect(renamed.body.slug).toBe('pastry-chef');
    const again = await staff<JobRole>('PUT', `/api/job-roles/${role.id}`, { employerId: employer.id, title: 'Head Pastry Chef' });
    expect(again.body.slug).toBe('head-pastry-chef');
    for (const slug of ['pastry-cook', 'pastry-chef', 'head-pastry-chef']) {
      const viaSlug = await visitor<JobRole>('GET', `/api/job-roles/${slug}`);
      expect(viaSlug.status).toBe(200);
      expect(viaSlug.body).toMatchObject({ id: role.id, title: 'Head Pastry Chef', slug: 'head-pastry-chef' });
    }
    // A title edit that keeps the slug (case, punctuation) does not change it.
    const sameSlug = await staff<JobRole>('PUT', `/api/job-roles/${role.id}`, { employerId: employer.id, title: 'Head pastry chef!' });
    expect(sameSlug.body.slug).toBe('head-pastry-chef');
    // Old slugs stay reserved: a new role with an old title gets a fresh slug, never the shared link.
    expect((await createRole({ title: 'Pastry Cook' })).slug).toBe('pastry-cook-2');
    // Going back to an earlier title takes back the role's own earlier slug.
    const back = await staff<JobRole>('PUT', `/api/job-roles/${role.id}`, { employerId: employer.id, title: 'Pastry Chef' });
    expect(back.body.slug).toBe('pastry-chef');
    expect((await visitor<JobRole>('GET', '/api/job-roles/head-pastry-chef')).body.slug).toBe('pastry-chef');
  });

  it('finds a role by a slug its lookup table does not know yet (roles from before the table) and adds it', async () => {
    const role = await createRole({ title: 'Wine Waiter' });
    await staff('PUT', `/api/job-roles/${role.id}`, { employerId: employer.id, title: 'Head Wine Waiter' });
    const lookup = stores.jobRoles.model.db.collection('job_role_slugs');
    expect(await lookup.countDocuments({ _id: { $in: ['wine-waiter', 'head-wine-waiter'] } } as object)).toBe(2);
    await lookup.deleteMany({ _id: { $in: ['wine-waiter', 'head-wine-waiter'] } } as object);
    for (const slug of ['wine-waiter', 'head-wine-waiter']) {
      expect((await visitor<JobRole>('GET', `/api/job-roles/${slug}`)).body).toMatchObject({ id: role.id, slug: 'head-wine-waiter' });
    }
    expect(await lookup.countDocuments({ _id: { $in: ['wine-waiter', 'head-wine-waiter'] } } as object)).toBe(2);
  });

  it('answers 404 for a role that does not exist and 400 for a bad id, body or employer', async () => {
    const missing = await staff('PUT', `/api/job-roles/${MISSING_ID}`, { employerId: employer.id, title: 'Nobody' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This job role no longer exists. Refresh the list and try again.');
    const malformed = await staff('PUT', '/api/job-roles/night-manager', { employerId: employer.id, title: 'X' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('id: must be a 24-character hexadecimal id');
    const role = await createRole({ title: 'Valet' });
    expect((await staff('PUT', `/api/job-roles/${role.id}`, { employerId: employer.id })).status).toBe(400);
    const unknownEmployer = await staff('PUT', `/api/job-roles/${role.id}`, { employerId: MISSING_ID, title: 'Valet' });
    expect(unknownEmployer.status).toBe(400);
    expect(unknownEmployer.body.message).toMatch(/^employerId: this employer does not exist/);
  });
});

describe('DELETE /api/job-roles/:id', () => {
  it('deletes the role: it is gone from lists and its slug answers 404', async () => {
    const role = await createRole({ title: 'Spa Therapist' });
    expect((await staff('DELETE', `/api/job-roles/${role.id}`)).status).toBe(204);
    expect((await visitor('GET', '/api/job-roles/spa-therapist')).status).toBe(404);
    expect((await staff<JobRoleList>('GET', '/api/job-roles?q=spa%20therapist')).body.total).toBe(0);
    expect((await staff('DELETE', `/api/job-roles/${role.id}`)).status).toBe(404);
  });

  it("never gives a deleted role's slug to another role, so a shared link cannot lead to another job", async () => {
    const role = await createRole({ title: 'Sommelier' });
    expect((await staff('DELETE', `/api/job-roles/${role.id}`)).status).toBe(204);
    await eventually(async () => (await stores.jobRoles.model.countDocuments({ _id: role.id })) === 0);
    const successor = await createRole({ title: 'Sommelier' });
    expect(successor.slug).toBe('sommelier-2');
    expect((await visitor('GET', '/api/job-roles/sommelier')).status).toBe(404);
    expect((await visitor<JobRole>('GET', '/api/job-roles/sommelier-2')).body.id).toBe(successor.id);
  });

  it('loses no change made right after another one (the relay writes to the same document meanwhile)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 15; i++) {
      const role = await createRole({ title: `Quick Change ${i}` });
      await staff('PUT', `/api/job-roles/${role.id}`, { employerId: employer.id, title: `Quick Change ${i}`, priority: 'urgent' });
      expect((await staff('DELETE', `/api/job-roles/${role.id}`)).status).toBe(204);
      ids.push(role.id);
    }
    // On FerretDB this lost about one delete in ten while the relay's writes could overlap a person's.
    await eventually(async () => (await stores.jobRoles.model.countDocuments({ _id: { $in: ids } })) === 0);
  });

  it('is for staff only', async () => {
    const role = await createRole({ title: 'Doorman' });
    expect((await visitor('DELETE', `/api/job-roles/${role.id}`)).status).toBe(401);
  });
});

describe('GET /api/job-roles for staff', () => {
  it('lists every status with the real employer name, following a rename', async () => {
    for (const status of ['filled', 'closed', 'on_hold'] as const) await createRole({ title: `Staff view ${status}`, status });
    const before = await staff<JobRoleList>('GET', '/api/job-roles?q=staff%20view');
    expect(before.body.items.map((role) => role.status).sort()).toEqual(['closed', 'filled', 'on_hold']);
    expect(new Set(before.body.items.map((role) => role.employer?.name))).toEqual(new Set(['Writes Hotel Group']));
    await staff('PUT', `/api/employers/${employer.id}`, { name: 'Writes Hospitality' });
    const after = await staff<JobRoleList>('GET', '/api/job-roles?q=staff%20view');
    expect(new Set(after.body.items.map((role) => role.employer?.name))).toEqual(new Set(['Writes Hospitality']));
    // The search by employer name follows too.
    expect((await staff<JobRoleList>('GET', '/api/job-roles?q=hospitality&status=filled')).body.items.map((r) => r.title)).toEqual([
      'Staff view filled',
    ]);
  });

  it('finds roles by text with regex characters, in the title or in the employer name', async () => {
    const smiths = (await staff<Employer>('POST', '/api/employers', { name: 'Smith & Sons (UK)' })).body;
    await staff('POST', '/api/job-roles', { employerId: smiths.id, title: 'C++ Developer', location: 'Leeds [hybrid]' });
    const titles = async (q: string) => (await staff<JobRoleList>('GET', `/api/job-roles?q=${encodeURIComponent(q)}`)).body.items.map((r) => r.title);
    expect(await titles('c++')).toEqual(['C++ Developer']);
    expect(await titles('[hybrid]')).toEqual(['C++ Developer']);
    expect(await titles('sons (uk)')).toEqual(['C++ Developer']);
    expect(await titles('c+')).toEqual(['C++ Developer']);
    expect(await titles('c.+ developer')).toEqual([]);
  });

  it('lets staff open a role that is not open by its slug; visitors get 404', async () => {
    await createRole({ title: 'Closed Door Role', status: 'closed' });
    expect((await staff<JobRole>('GET', '/api/job-roles/closed-door-role')).body.status).toBe('closed');
    expect((await visitor('GET', '/api/job-roles/closed-door-role')).status).toBe(404);
  });
});
