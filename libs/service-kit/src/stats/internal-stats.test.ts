import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Audience, TOKEN_ISSUER } from '@agency/contracts';
import { createApp } from '../app';
import { registerAccessControl } from '../auth/access-control';
import { AuthMessages, TokenVerifier, type UserState } from '../auth/verifier';
import { INTERNAL_STATS_PATH, registerInternalStats } from './internal-stats';
import { countByMonth } from './monthly';

const { privateKey, publicKey } = await generateKeyPair('ES256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
const users = new Map<string, UserState>([
  ['recruiter', { status: 'active', role: 'recruiter' }],
  ['paused', { status: 'disabled', role: 'administrator' }],
]);
const verifier = new TokenVerifier(createLocalJWKSet({ keys: [jwk] }), { lookup: (id) => users.get(id), candidateSessionVersion: () => 0 });

const bearer = async (audience: string, subject: string, role?: string) =>
  `Bearer ${await new SignJWT(role ? { role, name: 'Someone' } : {})
    .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audience)
    .setSubject(subject)
    .setExpirationTime('1h')
    .sign(privateKey)}`;

const Stats = z.object({ total: z.number().int() });

async function appAnswering(stats: () => unknown) {
  const app = createApp({ name: 'test' });
  registerAccessControl(app, verifier);
  registerInternalStats(app, Stats, stats as () => z.input<typeof Stats>);
  await app.ready();
  return app;
}

describe('registerInternalStats', () => {
  it('answers staff with the stats, read at each call', async () => {
    let total = 1;
    const app = await appAnswering(() => ({ total }));
    const authorization = await bearer(Audience.staff, 'recruiter', 'recruiter');
    expect((await app.inject({ url: INTERNAL_STATS_PATH, headers: { authorization } })).json()).toEqual({ total: 1 });
    total = 2;
    expect((await app.inject({ url: INTERNAL_STATS_PATH, headers: { authorization } })).json()).toEqual({ total: 2 });
    await app.close();
  });

  it('refuses callers without a valid staff token as the /api staff routes do', async () => {
    const app = await appAnswering(() => ({ total: 1 }));
    const refused = async (authorization?: string) => {
      const response = await app.inject({ url: INTERNAL_STATS_PATH, headers: authorization ? { authorization } : {} });
      return { status: response.statusCode, message: response.json<{ message: string }>().message };
    };
    expect(await refused()).toEqual({ status: 401, message: AuthMessages.signInRequired });
    expect(await refused('Bearer not-a-jwt')).toEqual({ status: 401, message: AuthMessages.invalidToken });
    expect(await refused(await bearer(Audience.candidate, 'cand-1'))).toEqual({ status: 401, message: AuthMessages.staffOnly });
    expect(await refused(await bearer(Audience.staff, 'paused', 'administrator'))).toEqual({ status: 401, message: AuthMessages.accountInactive });
    // fastify's HEAD route for the GET gets the same rule.
    expect((await app.inject({ method: 'HEAD', url: INTERNAL_STATS_PATH })).statusCode).toBe(401);
    await app.close();
  });

  it('does not send an answer that breaks its contract', async () => {
    const app = await appAnswering(() => ({ total: 'many' }));
    const response = await app.inject({ url: INTERNAL_STATS_PATH, headers: { authorization: await bearer(Audience.staff, 'recruiter', 'recruiter') } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    await app.close();
  });

  it('cannot be registered on a service without access control', async () => {
    const app = createApp({ name: 'test' });
    expect(() => registerInternalStats(app, Stats, () => ({ total: 0 }))).toThrow('register access control before /internal/stats');
    await app.close();
  });
});

describe('countByMonth', () => {
  it('counts the current and the previous calendar month in UTC, edges included', () => {
    const now = new Date('2026-03-15T12:00:00Z');
    const created = [
      '2026-03-01T00:00:00.000Z', // first instant of this month
      '2026-03-31T23:59:59.999Z', // last instant of this month
      '2026-02-28T23:59:59.999Z', // last instant of last month
      '2026-02-01T00:00:00.000Z', // first instant of last month
      '2026-02-14T09:00:00.000Z',
      '2026-01-31T23:59:59.999Z', // the month before: not counted
      '2026-04-01T00:00:00.000Z', // next month: not counted
    ];
    expect(countByMonth(created, now)).toEqual({ thisMonth: 2, lastMonth: 3 });
  });

  it('takes last month across a year boundary', () => {
    expect(countByMonth(['2025-12-31T23:00:00.000Z', '2026-01-01T00:30:00.000Z'], new Date('2026-01-01T00:00:00Z'))).toEqual({ thisMonth: 1, lastMonth: 1 });
  });
});
