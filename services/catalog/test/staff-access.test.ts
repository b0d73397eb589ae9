import { afterAll, describe, expect, it } from 'vitest';
import { PROVISION_CANDIDATE_ACCOUNT, type JobRoleList } from '@agency/contracts';
import { ADMIN } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { startCatalog, storesOf } from './helpers';

// The real auth service signs the tokens; the catalog verifies them with its published keys.
const auth = await startAuth();
process.env.AUTH_URL = auth.url;
const catalog = await startCatalog();
afterAll(async () => {
  await catalog.close();
  await auth.close();
});

const stores = storesOf(catalog);
const employer = await stores.employers.create({ name: 'Status Co', status: 'active' });
for (const status of ['open', 'on_hold', 'filled', 'closed'] as const) {
  await stores.jobRoles.create({ employerId: employer.id, title: `Role ${status}`, status, priority: 'medium' });
}

const staffToken = await auth.login(ADMIN.email, ADMIN.password);

const statusesSeenWith = async (token?: string, query = '') => {
  const response = await fetch(`${catalog.url}/api/job-roles${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.status).toBe(200);
  return ((await response.json()) as JobRoleList).items.map((role) => role.status).sort();
};

describe('job role reads by who is asking', () => {
  it('shows staff every status, and lets them filter by one', async () => {
    expect(await statusesSeenWith(staffToken)).toEqual(['closed', 'filled', 'on_hold', 'open']);
    expect(await statusesSeenWith(staffToken, '?status=filled')).toEqual(['filled']);
  });

  it('shows open roles only to visitors, candidates and anyone with a bad or foreign token', async () => {
    const reply = await catalog.context.bus.connection.request(
      PROVISION_CANDIDATE_ACCOUNT,
      JSON.stringify({ candidateId: 'cand-catalog', email: 'cand@catalog.test' }),
    );
    const candidateToken = (reply.json() as { token: string }).token;
    for (const token of [undefined, candidateToken, 'garbage', `${staffToken}x`]) {
      expect(await statusesSeenWith(token)).toEqual(['open']);
    }
  });
});
