import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '@agency/service-kit';
import { uniqueDbName } from '@agency/testing';
import { DEFAULT_ADMIN } from '../src/config';
import { DEMO_CANDIDATE, DEMO_TEAM_PASSWORD, seedAuth, seedDemoCandidateAccount } from '../src/seed';
import { startAuth } from './helpers';

const dbName = uniqueDbName('auth_seed');
const db = await connectDatabase(inject('mongoUrl'), dbName);
afterAll(() => db.close());

describe('demo seed', () => {
  it('creates the first administrator and a demo team once, all able to sign in through the service', async () => {
    expect(await seedAuth(db)).toEqual({ users: 3 });
    expect(await seedAuth(db)).toEqual({ users: 0 });
    // The service, started on the seeded database with the default configuration, keeps that team.
    const auth = await startAuth({ firstAdministrator: { ...DEFAULT_ADMIN, name: 'Administrator' } }, dbName);
    try {
      const adminToken = await auth.login(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
      const team = (await auth.call('GET', '/api/users', { token: adminToken })).body as { email: string; role: string }[];
      expect(team.map((user) => [user.email, user.role])).toEqual([
        [DEFAULT_ADMIN.email, 'administrator'],
        ['rita.recruiter@talentbridge.local', 'recruiter'],
        ['mark.manager@talentbridge.local', 'manager'],
      ]);
      await expect(auth.login('rita.recruiter@talentbridge.local', DEMO_TEAM_PASSWORD)).resolves.toEqual(expect.any(String));
    } finally {
      await auth.close();
    }
  });

  it('gives the demo candidate a portal sign-in once, which signs in through the service', async () => {
    const candidateId = '65f0c0ffee0000000000abcd';
    expect(await seedDemoCandidateAccount(db, candidateId)).toEqual({ accounts: 1 });
    expect(await seedDemoCandidateAccount(db, candidateId)).toEqual({ accounts: 0 });
    expect(await db.collection('candidate_accounts').countDocuments({ email: DEMO_CANDIDATE.email })).toBe(1);
    const auth = await startAuth({ firstAdministrator: { ...DEFAULT_ADMIN, name: 'Administrator' } }, dbName);
    try {
      const signIn = await auth.call('POST', '/api/candidate/auth/login', { body: DEMO_CANDIDATE });
      expect(signIn.status).toBe(200);
      expect(await auth.call('GET', '/api/candidate/auth/account', { token: signIn.body.token })).toEqual({
        status: 200,
        body: { email: DEMO_CANDIDATE.email, hasPassword: true },
      });
    } finally {
      await auth.close();
    }
  });
});
