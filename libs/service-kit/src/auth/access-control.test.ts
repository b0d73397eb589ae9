import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { Audience, TOKEN_ISSUER } from '@agency/contracts';
import { createApp } from '../app';
import { authorize, registerAccessControl } from './access-control';
import { AuthMessages, TokenVerifier, type UserState } from './verifier';

const { privateKey, publicKey } = await generateKeyPair('ES256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
const users = new Map<string, UserState>([
  ['active-recruiter', { status: 'active', role: 'recruiter' }],
  ['promoted', { status: 'active', role: 'administrator' }],
  ['paused', { status: 'disabled', role: 'administrator' }],
  ['gone', 'deleted'],
  // Set a new password with an e-mailed link: tokens from before (sv 0) ended (decision 0100).
  ['reset-by-link', { status: 'active', role: 'manager', sessionVersion: 1 }],
]);
const verifier = new TokenVerifier(createLocalJWKSet({ keys: [jwk] }), { lookup: (id) => users.get(id), candidateSessionVersion: () => 0 });

const token = (audience: string, subject: string, role?: string, sv?: number) =>
  new SignJWT({ ...(role ? { role, name: 'Someone' } : {}), ...(sv === undefined ? {} : { sv }) })
    .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audience)
    .setSubject(subject)
    .setExpirationTime('1h')
    .sign(privateKey);
const bearer = async (audience: string, subject: string, role?: string, sv?: number) => `Bearer ${await token(audience, subject, role, sv)}`;

describe('authorize', () => {
  it('keeps candidates and staff apart', async () => {
    const candidate = await bearer(Audience.candidate, 'cand-1');
    const staff = await bearer(Audience.staff, 'active-recruiter', 'recruiter');
    await expect(authorize('candidate', candidate, verifier)).resolves.toEqual({ kind: 'candidate', candidateId: 'cand-1' });
    await expect(authorize('candidate', staff, verifier)).rejects.toMatchObject({ statusCode: 401 });
    await expect(authorize('staff', candidate, verifier)).rejects.toMatchObject({ statusCode: 401 });
    await expect(authorize('staff', staff, verifier)).resolves.toMatchObject({ kind: 'staff', role: 'recruiter' });
  });

  it('gives client routes to client tokens only, and refuses a client token on every other kind of route (decision 0130)', async () => {
    const clientToken = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).setIssuer(TOKEN_ISSUER).setAudience(Audience.client).setSubject('client-1').setExpirationTime('1h').sign(privateKey);
    const client = `Bearer ${await clientToken({ employerId: 'employer-a', email: 'grace@acme.test', name: 'Grace', role: 'administrator' })}`;
    await expect(authorize('client', client, verifier)).resolves.toEqual({ kind: 'client', accountId: 'client-1', employerId: 'employer-a', email: 'grace@acme.test', name: 'Grace' });
    for (const access of ['staff', 'manager', 'administrator', 'candidate'] as const) {
      await expect(authorize(access, client, verifier)).rejects.toMatchObject({ statusCode: 401 });
    }
    await expect(authorize('client', await bearer(Audience.staff, 'promoted', 'administrator'), verifier)).rejects.toMatchObject({ statusCode: 401, message: AuthMessages.clientOnly });
    await expect(authorize('client', await bearer(Audience.candidate, 'cand-1'), verifier)).rejects.toMatchObject({ statusCode: 401, message: AuthMessages.clientOnly });
    await expect(authorize('client', undefined, verifier)).rejects.toMatchObject({ statusCode: 401, message: AuthMessages.clientOnly });
    // Without the employer it is for, a client token names no one's records.
    await expect(authorize('client', `Bearer ${await clientToken({ email: 'grace@acme.test' })}`, verifier)).rejects.toMatchObject({ statusCode: 401 });
  });

  it("uses the user's current role and status, not the ones in the token", async () => {
    await expect(authorize('administrator', await bearer(Audience.staff, 'promoted', 'recruiter'), verifier)).resolves.toMatchObject({
      role: 'administrator',
    });
    await expect(authorize('staff', await bearer(Audience.staff, 'paused', 'administrator'), verifier)).rejects.toMatchObject({ statusCode: 401 });
    await expect(authorize('staff', await bearer(Audience.staff, 'gone', 'administrator'), verifier)).rejects.toMatchObject({ statusCode: 401 });
    await expect(authorize('administrator', await bearer(Audience.staff, 'active-recruiter', 'administrator'), verifier)).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('lets managers and administrators through a manager route, and refuses recruiters with a reason', async () => {
    await expect(authorize('manager', await bearer(Audience.staff, 'reset-by-link', 'manager', 1), verifier)).resolves.toMatchObject({ role: 'manager' });
    await expect(authorize('manager', await bearer(Audience.staff, 'promoted', 'recruiter'), verifier)).resolves.toMatchObject({ role: 'administrator' });
    await expect(authorize('manager', await bearer(Audience.staff, 'active-recruiter', 'recruiter'), verifier)).rejects.toMatchObject({
      statusCode: 403,
      message: AuthMessages.managersOnly,
    });
  });

  it("refuses a staff token from before the member's sessions were ended, and takes one issued since", async () => {
    await expect(authorize('staff', await bearer(Audience.staff, 'reset-by-link', 'manager'), verifier)).rejects.toMatchObject({ statusCode: 401, message: AuthMessages.sessionEnded });
    await expect(authorize('staff', await bearer(Audience.staff, 'reset-by-link', 'manager', 0), verifier)).rejects.toMatchObject({ statusCode: 401 });
    await expect(authorize('staff', await bearer(Audience.staff, 'reset-by-link', 'manager', 1), verifier)).resolves.toMatchObject({ kind: 'staff', role: 'manager' });
  });

  it('treats a bad token on a public route as no token, and keeps a good one', async () => {
    await expect(authorize('public', 'Bearer nonsense', verifier)).resolves.toBeNull();
    await expect(authorize('public', await bearer(Audience.staff, 'gone', 'recruiter'), verifier)).resolves.toBeNull();
    await expect(authorize('public', await bearer(Audience.staff, 'active-recruiter', 'recruiter'), verifier)).resolves.toMatchObject({ kind: 'staff' });
  });

  it("checks a token's signature once and its user on every call, and refuses a kept token once it expires (decision 0046)", async () => {
    const keys = createLocalJWKSet({ keys: [jwk] });
    let keyLookups = 0;
    const counting = new TokenVerifier(
      (header, token) => {
        keyLookups++;
        return keys(header, token);
      },
      { lookup: (id) => users.get(id), candidateSessionVersion: () => 0 },
    );
    users.set('toggled', { status: 'active', role: 'recruiter' });
    const header = await bearer(Audience.staff, 'toggled', 'recruiter');
    await expect(authorize('staff', header, counting)).resolves.toMatchObject({ kind: 'staff' });
    await expect(authorize('staff', header, counting)).resolves.toMatchObject({ kind: 'staff' });
    expect(keyLookups).toBe(1);

    users.set('toggled', { status: 'disabled', role: 'recruiter' });
    await expect(authorize('staff', header, counting)).rejects.toMatchObject({ statusCode: 401 });
    users.set('toggled', { status: 'active', role: 'recruiter' });
    await expect(authorize('staff', header, counting)).resolves.toMatchObject({ kind: 'staff' });

    vi.useFakeTimers({ now: Date.now() + 2 * 60 * 60 * 1000 });
    try {
      await expect(authorize('staff', header, counting)).rejects.toMatchObject({ statusCode: 401 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a correctly signed token without an expiry, staff or candidate', async () => {
    const forever = (audience: string, subject: string, claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).setIssuer(TOKEN_ISSUER).setAudience(audience).setSubject(subject).sign(privateKey);
    await expect(authorize('staff', `Bearer ${await forever(Audience.staff, 'active-recruiter', { role: 'recruiter', name: 'Someone' })}`, verifier)).rejects.toMatchObject({
      statusCode: 401,
      message: 'Your session is invalid or has expired. Please sign in again.',
    });
    await expect(authorize('candidate', `Bearer ${await forever(Audience.candidate, 'cand-1', {})}`, verifier)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses a token for another audience or issuer, or with a role it does not know', async () => {
    await expect(authorize('staff', await bearer('someone-else', 'active-recruiter', 'recruiter'), verifier)).rejects.toMatchObject({ statusCode: 401 });
    await expect(authorize('staff', await bearer(Audience.staff, 'active-recruiter', 'owner'), verifier)).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('registerAccessControl', () => {
  it('stops a service that registers an /api route missing from the declared routes', async () => {
    const app = createApp({ name: 'test' });
    registerAccessControl(app, verifier);
    expect(() => app.get('/api/undeclared', async () => 'no')).toThrow('GET /api/undeclared is not declared in libs/contracts/src/routes.ts');
    await app.close();
  });

  it('applies the GET rule to the HEAD route fastify adds', async () => {
    const app = createApp({ name: 'test' });
    registerAccessControl(app, verifier);
    app.get('/api/users', async () => []);
    expect((await app.inject({ method: 'HEAD', url: '/api/users' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: { authorization: await bearer(Audience.staff, 'active-recruiter', 'recruiter') } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: { authorization: await bearer(Audience.staff, 'promoted', 'recruiter') } })).statusCode).toBe(200);
    await app.close();
  });
});
