import { afterAll, describe, expect, it } from 'vitest';
import { PROVISION_CANDIDATE_ACCOUNT, type CatalogStats, type Employer, type JobRole } from '@agency/contracts';
import { catalogViewOf } from '../src/catalog-view';
import { catalogStats } from '../src/stats/catalog-stats';
import { jsonClient, startAuthForCatalog, startCatalog } from './helpers';

// The real auth service signs staff tokens; the catalog checks them on /internal/stats as on /api.
const { auth, staffToken } = await startAuthForCatalog();
const catalog = await startCatalog();
afterAll(async () => {
  await catalog.close();
  await auth.close();
});
const staff = jsonClient(catalog.url, await staffToken());
/** Mid-month, `months` calendar months from now (UTC). */
const monthsFromNow = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + months, 15);
  return date;
};
const stats = async () => {
  const answer = await staff<CatalogStats>('GET', '/internal/stats');
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('GET /internal/stats of the catalog', () => {
  it('counts employers and open roles straight after each create, status change and delete', async () => {
    expect(await stats()).toEqual({
      totalEmployers: 0,
      activeEmployers: 0,
      openRoles: 0,
      monthly: { employers: { thisMonth: 0, lastMonth: 0 }, openRoles: { thisMonth: 0, lastMonth: 0 } },
    });

    const acme = (await staff<Employer>('POST', '/api/employers', { name: 'Acme Stats', status: 'active' })).body;
    const prospect = (await staff<Employer>('POST', '/api/employers', { name: 'Maybe Ltd', status: 'prospect' })).body;
    // The tile counts active employers, and so does its change (decision 0104): the prospect is in neither.
    expect(await stats()).toMatchObject({ totalEmployers: 2, activeEmployers: 1, monthly: { employers: { thisMonth: 1, lastMonth: 0 } } });

    const role = (await staff<JobRole>('POST', '/api/job-roles', { employerId: acme.id, title: 'Stats Engineer', status: 'open' })).body;
    await staff('POST', '/api/job-roles', { employerId: acme.id, title: 'Filled Already', status: 'filled' });
    expect(await stats()).toMatchObject({ openRoles: 1, monthly: { openRoles: { thisMonth: 1, lastMonth: 0 } } });

    // Status changes move the counts at once, both ways.
    expect((await staff('PUT', `/api/job-roles/${role.id}`, { employerId: acme.id, title: 'Stats Engineer', status: 'on_hold' })).status).toBe(200);
    expect(await stats()).toMatchObject({ openRoles: 0, monthly: { openRoles: { thisMonth: 0, lastMonth: 0 } } });
    expect((await staff('PUT', `/api/employers/${prospect.id}`, { name: 'Maybe Ltd', status: 'active' })).status).toBe(200);
    expect((await staff('PUT', `/api/employers/${acme.id}`, { name: 'Acme Stats', status: 'inactive' })).status).toBe(200);
    expect(await stats()).toMatchObject({ totalEmployers: 2, activeEmployers: 1 });

    expect((await staff('DELETE', `/api/employers/${prospect.id}`)).status).toBe(204);
    expect(await staff('PUT', `/api/job-roles/${role.id}`, { employerId: acme.id, title: 'Stats Engineer', status: 'open' })).toMatchObject({ status: 200 });
    expect(await stats()).toEqual({
      totalEmployers: 1,
      activeEmployers: 0,
      openRoles: 1,
      monthly: { employers: { thisMonth: 0, lastMonth: 0 }, openRoles: { thisMonth: 1, lastMonth: 0 } },
    });
    expect((await staff('DELETE', `/api/job-roles/${role.id}`)).status).toBe(204);
    expect(await stats()).toMatchObject({ openRoles: 0, monthly: { openRoles: { thisMonth: 0, lastMonth: 0 } } });
  });

  it("counts in the employers' change only what the tile counts: the active employers added this month", async () => {
    const before = await stats();
    const grown = async () => {
      const now = await stats();
      return { active: now.activeEmployers - before.activeEmployers, addedThisMonth: now.monthly.employers.thisMonth - before.monthly.employers.thisMonth };
    };
    const signed = (await staff<Employer>('POST', '/api/employers', { name: 'Signed Co', status: 'active' })).body;
    const prospect = (await staff<Employer>('POST', '/api/employers', { name: 'Prospect Co', status: 'prospect' })).body;
    await staff('POST', '/api/employers', { name: 'Dormant Co', status: 'inactive' });
    // Three employers added, one of them active: 'Active Employers' grows by one, and so does its change.
    expect(await grown()).toEqual({ active: 1, addedThisMonth: 1 });

    // The prospect signs: one more active employer, added this month.
    expect((await staff('PUT', `/api/employers/${prospect.id}`, { name: 'Prospect Co', status: 'active' })).status).toBe(200);
    expect(await grown()).toEqual({ active: 2, addedThisMonth: 2 });
    // An active employer goes quiet: it leaves the headline and the change together.
    expect((await staff('PUT', `/api/employers/${signed.id}`, { name: 'Signed Co', status: 'inactive' })).status).toBe(200);
    expect(await grown()).toEqual({ active: 1, addedThisMonth: 1 });
  });

  it("counts this month's creations as last month's a month later, and not at all after that", async () => {
    const acme = (await staff<Employer>('POST', '/api/employers', { name: 'Monthly Co', status: 'active' })).body;
    await staff('POST', '/api/job-roles', { employerId: acme.id, title: 'Monthly Role', status: 'open' });
    const view = catalogViewOf(catalog.context.db);
    const now = catalogStats(view).monthly;
    const nextMonth = catalogStats(view, monthsFromNow(1)).monthly;
    expect(nextMonth.employers).toEqual({ thisMonth: 0, lastMonth: now.employers.thisMonth });
    expect(nextMonth.openRoles).toEqual({ thisMonth: 0, lastMonth: now.openRoles.thisMonth });
    expect(now.openRoles.thisMonth).toBeGreaterThan(0);
    expect(catalogStats(view, monthsFromNow(2)).monthly).toEqual({
      employers: { thisMonth: 0, lastMonth: 0 },
      openRoles: { thisMonth: 0, lastMonth: 0 },
    });
  });

  it('answers staff only, as the /api staff routes do', async () => {
    const anonymous = await jsonClient(catalog.url)('GET', '/internal/stats');
    expect(anonymous).toEqual({ status: 401, body: { message: 'Please sign in to continue.' } });
    const reply = await catalog.context.bus.connection.request(
      PROVISION_CANDIDATE_ACCOUNT,
      JSON.stringify({ candidateId: 'cand-stats', email: 'cand@stats.test' }),
    );
    const candidate = jsonClient(catalog.url, (reply.json() as { token: string }).token);
    expect(await candidate('GET', '/internal/stats')).toEqual({
      status: 401,
      body: { message: 'This is for agency staff only. Please sign in with your team account.' },
    });
  });
});
