import { afterAll, describe, expect, it } from 'vitest';
import type { Employer, EmployerList, JobRole, JobRoleList } from '@agency/contracts';
import { eventually, jsonClient, startAuthForCatalog, startCatalog } from './helpers';

// Two catalog instances on one database and one NATS, as in a deployment with two replicas: each answers
// lists from its own in-memory view (decision 0028), so each must follow the other's writes.
const { auth, staffToken } = await startAuthForCatalog();
const first = await startCatalog();
const second = await startCatalog(first.dbName);
const started = [first, second];
afterAll(async () => {
  for (const service of started) await service.close();
  await auth.close();
});

const token = await staffToken();
const onFirst = jsonClient(first.url, token);
const onSecond = jsonClient(second.url, token);
const roleTitles = async (client: typeof onFirst, query: string) => {
  const answer = await client<JobRoleList>('GET', `/api/job-roles${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('the catalog view across instances', () => {
  it("shows a role created through one instance in the other's list, search and job page, and follows its changes", async () => {
    const employer = (await onFirst<Employer>('POST', '/api/employers', { name: 'Twin Instances Ltd', industry: 'Replication' })).body;
    const role = (await onFirst<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: 'Follower Role', location: 'Hull' })).body;
    // The instance that wrote answers with it at once.
    expect((await roleTitles(onFirst, '?q=follower%20role')).items.map((found) => found.id)).toEqual([role.id]);

    await eventually(async () => (await roleTitles(onSecond, '?q=follower%20role')).total === 1, 5_000);
    expect((await roleTitles(onSecond, '?q=twin%20instances')).items).toEqual([expect.objectContaining({ id: role.id, employer: { id: employer.id, name: 'Twin Instances Ltd' } })]);
    expect((await onSecond<EmployerList>('GET', '/api/employers?q=replication')).body.items.map((found) => found.id)).toEqual([employer.id]);
    expect((await fetch(`${second.url}/api/job-roles/${role.slug}`)).status).toBe(200);

    // A rename through the second instance shows on the first one's roles and in its search.
    await onSecond('PUT', `/api/employers/${employer.id}`, { name: 'Twin Renamed plc' });
    await eventually(async () => (await roleTitles(onFirst, '?q=twin%20renamed')).items[0]?.employer?.name === 'Twin Renamed plc', 5_000);
    expect((await roleTitles(onFirst, '?q=twin%20instances')).total).toBe(0);

    // A delete through the second instance takes the role out of the first one's list and job page.
    expect((await onSecond('DELETE', `/api/job-roles/${role.id}`)).status).toBe(204);
    await eventually(async () => (await roleTitles(onFirst, '?q=follower%20role')).total === 0, 5_000);
    expect((await fetch(`${first.url}/api/job-roles/${role.slug}`)).status).toBe(404);
  });

  it("updates a visitor's kept list and job page on one instance when the other writes (decision 0046)", async () => {
    const employer = (await onFirst<Employer>('POST', '/api/employers', { name: 'Kept Pages Ltd' })).body;
    const role = (await onFirst<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: 'Kept Page Role', location: 'Hull' })).body;
    const visitorPage = async () => (await (await fetch(`${second.url}/api/job-roles/${role.slug}`)).json()) as JobRole;
    const visitorList = async () => (await (await fetch(`${second.url}/api/job-roles?q=kept%20page%20role`)).json()) as JobRoleList;
    await eventually(async () => (await visitorList()).total === 1, 5_000);
    expect((await visitorPage()).location).toBe('Hull');

    await onFirst('PUT', `/api/job-roles/${role.id}`, { employerId: employer.id, title: 'Kept Page Role', location: 'Scarborough' });
    await eventually(async () => (await visitorPage()).location === 'Scarborough', 5_000);
    expect((await visitorList()).items.map((found) => found.location)).toEqual(['Scarborough']);
  });

  it('answers the same pages and totals from a view built by writes, by events and by loading the database', async () => {
    const employer = (await onFirst<Employer>('POST', '/api/employers', { name: 'Paging Partners', location: 'York' })).body;
    for (let n = 0; n < 7; n++) {
      const status = (['open', 'filled', 'closed'] as const)[n % 3];
      const answer = await onFirst('POST', '/api/job-roles', { employerId: employer.id, title: `Paged Role ${n}`, location: n % 2 ? 'York' : 'Leeds', status });
      expect(answer.status).toBe(201);
    }
    const queries = ['?q=paged%20role&limit=3', '?q=paged%20role&limit=3&offset=3', '?q=PAGED&status=filled', '?q=york&limit=2&offset=1', '?q=paging%20partners&limit=100', '?limit=4&offset=2'];
    const third = await startCatalog(first.dbName); // loads everything from the database at start
    started.push(third);
    const onThird = jsonClient(third.url, token);
    await eventually(async () => (await roleTitles(onSecond, '?q=paged%20role')).total === 7, 5_000);
    for (const query of queries) {
      const expected = await roleTitles(onFirst, query);
      expect(await roleTitles(onSecond, query), query).toEqual(expected);
      expect(await roleTitles(onThird, query), query).toEqual(expected);
    }
    const paged = await roleTitles(onFirst, '?q=paged%20role&limit=3&offset=3');
    expect(paged.total).toBe(7);
    expect(paged.items.map((found) => found.title)).toEqual(['Paged Role 3', 'Paged Role 2', 'Paged Role 1']);
    expect((await roleTitles(onFirst, '?q=PAGED&status=filled')).items.map((found) => found.title)).toEqual(['Paged Role 4', 'Paged Role 1']);
  });
});
