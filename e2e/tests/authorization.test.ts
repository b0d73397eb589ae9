import { request } from 'node:http';
import { decodeJwt, exportPKCS8, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoutes, Audience, TOKEN_ISSUER, type Access, type ApiRoute, type CreatedApiKey } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { clientContactToken } from './client-contact';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startPlatform } from './platform';

/**
 * Walks every `/api` route the system declares (libs/contracts routes.ts) with every kind of caller, at
 * the gateway and at the owning service directly (a route the gateway answers itself, at the gateway
 * only), and checks who gets in. A new route is walked the moment it is declared; a route that a service
 * registers without declaring it stops that service. Each service's `/internal/stats` (decision 0035) is
 * walked too. The candidate callers are real applicants (apply-and-register), one of them erased: the
 * auth and candidates services refuse a candidate token whose candidate they do not have, so a forged
 * token for no one would not get in there.
 */

// The platform signs with a key we hold, so the test can forge what a real attacker cannot: an
// expired token with a valid signature.
const { privateKey } = await generateKeyPair('ES256', { extractable: true });
const platform = await startPlatform({ AUTH_PRIVATE_KEY: await exportPKCS8(privateKey) });
afterAll(() => platform.stop());

async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // Every answer is JSON but the API's page for people, /api/docs (HTML).
  const json = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, body: text && json ? (JSON.parse(text) as { message?: string; token?: string; id?: string }) : {} };
}

async function login(email: string, password: string) {
  const answer = await call(platform.url, 'POST', '/api/auth/login', undefined, { email, password });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.body.message}`);
  return answer.body.token!;
}

const adminToken = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
const adminId = (await call(platform.url, 'GET', '/api/auth/me', adminToken)).body.id!;

async function teamMember(role: string, email: string) {
  const created = await call(platform.url, 'POST', '/api/users', adminToken, { name: `A ${role}`, email, role, password: 'team-password-1' });
  expect(created.status).toBe(201);
  return { id: created.body.id!, token: await login(email, 'team-password-1') };
}

const sign = (key: CryptoKey, claims: { aud: string; sub: string; role?: string; expiresAt: number }) =>
  new SignJWT(claims.role ? { role: claims.role, name: 'Forged' } : {})
    .setProtectedHeader({ alg: 'ES256' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(claims.aud)
    .setSubject(claims.sub)
    .setIssuedAt(claims.expiresAt - 3600)
    .setExpirationTime(claims.expiresAt)
    .sign(key);

/**
 * A candidate as the public website makes one: apply-and-register to an open seeded role answers their
 * token (its subject is the candidate's id).
 */
async function applicant(email: string) {
  const roles = await call(platform.url, 'GET', '/api/job-roles?status=open');
  const jobRoleId = (roles.body as { items?: { id: string }[] }).items?.[0]?.id;
  const applied = await call(platform.url, 'POST', '/api/applications/apply-and-register', undefined, {
    jobRoleId,
    candidateEmail: email,
    candidateFullName: 'Walk Candidate',
  });
  const token = (applied.body as { candidateToken?: string | null }).candidateToken;
  if (applied.status !== 201 || !token) throw new Error(`apply-and-register failed: ${applied.status} ${applied.body.message}`);
  return { token, id: decodeJwt(token).sub! };
}

const now = Math.floor(Date.now() / 1000);
const otherKey = (await generateKeyPair('ES256')).privateKey;
const deleted = await teamMember('administrator', 'deleted-admin@agency.test');
await call(platform.url, 'DELETE', `/api/users/${deleted.id}`, adminToken);
const disabled = await teamMember('manager', 'disabled-manager@agency.test');
await call(platform.url, 'PUT', `/api/users/${disabled.id}`, adminToken, { status: 'disabled' });
await new Promise((resolve) => setTimeout(resolve, 1_000)); // "refused everywhere within a second"
// A candidate's token outlives their erasure; once every candidate route's owner has heard of it, it gets nothing.
const candidate = await applicant(`walk-candidate-${now}@example.test`);
const erased = await applicant(`walk-erased-${now}@example.test`);
afterAll(() => call(platform.url, 'DELETE', `/api/candidates/${candidate.id}`, adminToken));
expect((await call(platform.url, 'DELETE', `/api/candidates/${erased.id}`, adminToken)).status).toBe(204);
const candidateOwners = [...new Set(apiRoutes.filter((route) => route.access === 'candidate').map((route) => route.service))];
await eventually(async () => {
  for (const service of candidateOwners) {
    const route = apiRoutes.find((declared) => declared.access === 'candidate' && declared.service === service && declared.method === 'GET')!;
    if ((await call(platform.url, 'GET', route.path, erased.token)).status !== 401) return false;
  }
  return true;
});

// Integrations' API keys (decision 0109): the gateway takes one like a staff token of its role; a service asked
// directly sees only a string that is not a token.
async function apiKey(role: string, name: string) {
  const created = await call(platform.url, 'POST', '/api/api-keys', adminToken, { name, role });
  expect(created.status).toBe(201);
  return (created.body as unknown as CreatedApiKey).secret;
}
const revokedKey = await apiKey('administrator', 'Walk revoked key');
const revokedKeyId = ((await call(platform.url, 'GET', '/api/api-keys', adminToken)).body as unknown as { id: string; name: string }[]).find(
  (key) => key.name === 'Walk revoked key',
)!.id;
expect((await call(platform.url, 'DELETE', `/api/api-keys/${revokedKeyId}`, adminToken)).status).toBe(204);

const callers = {
  'no token': undefined,
  'a malformed token': 'not-a-jwt',
  'an expired token': await sign(privateKey, { aud: Audience.staff, sub: adminId, role: 'administrator', expiresAt: now - 60 }),
  'a token signed by another key': await sign(otherKey, { aud: Audience.staff, sub: adminId, role: 'administrator', expiresAt: now + 3600 }),
  'a candidate token': candidate.token,
  "an erased candidate's token": erased.token,
  "an expired candidate's token": await sign(privateKey, { aud: Audience.candidate, sub: candidate.id, expiresAt: now - 60 }),
  'a recruiter': (await teamMember('recruiter', 'walk-recruiter@agency.test')).token,
  'a manager': (await teamMember('manager', 'walk-manager@agency.test')).token,
  'an administrator': adminToken,
  "a deleted administrator's token": deleted.token,
  "a disabled manager's token": disabled.token,
  "a recruiter's API key": await apiKey('recruiter', 'Walk recruiter key'),
  "an administrator's API key": await apiKey('administrator', 'Walk administrator key'),
  'a revoked API key': revokedKey,
  "an employer contact's client token": await clientContactToken(platform, adminToken, `walk-contact-${now}@client.test`),
} as const;
type Caller = keyof typeof callers;

const anonymousLike: Caller[] = [
  'no token',
  'a malformed token',
  'an expired token',
  'a token signed by another key',
  "a deleted administrator's token",
  "a disabled manager's token",
  "an erased candidate's token",
  "an expired candidate's token",
];

const apiKeyRoles: Partial<Record<Caller, Caller>> = { "a recruiter's API key": 'a recruiter', "an administrator's API key": 'an administrator' };

/**
 * An API key at the gateway: as its role, apart from every candidate route (the portal's sign-in too), the
 * routes for people only (team members' changes, keys, webhooks) and 'who am I' (403: not for keys); a revoked one gets nothing. At a service: not a token.
 */
function expectedOfApiKey(route: ApiRoute, caller: Caller, where: 'gateway' | 'service'): 401 | 403 | 'in' {
  if (where === 'service') return expected(route.access, 'a malformed token');
  const role = apiKeyRoles[caller];
  if (!role || route.path.startsWith('/api/candidate/') || route.access === 'candidate') return 401;
  if (route.peopleOnly || route.path === '/api/auth/me') return 403;
  return expected(route.access, role);
}
const isApiKey = (caller: Caller) => caller in apiKeyRoles || caller === 'a revoked API key';

/** 'in' means past access control: whatever the route then answers, it is not 401/403 or a 5xx. */
function expected(access: Access, caller: Caller): 401 | 403 | 'in' {
  if (access === 'public') return 'in';
  if (access === 'candidate') return caller === 'a candidate token' ? 'in' : 401;
  // A client token reaches the client's routes and nothing else (decision 0130).
  if (access === 'client') return caller === "an employer contact's client token" ? 'in' : 401;
  if (anonymousLike.includes(caller) || caller === 'a candidate token' || caller === "an employer contact's client token") return 401;
  if (access === 'administrator' && caller !== 'an administrator') return 403;
  if (access === 'manager' && caller === 'a recruiter') return 403;
  return 'in';
}

// Concrete requests for each declared route: ids that do not exist and bodies that fail validation, so
// walking a route changes nothing.
function concrete(route: ApiRoute): { path: string; body?: unknown } {
  const path = route.path.replace(':id', '65a000000000000000000000').replace(':slug', 'senior-backend-engineer');
  if (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH') return { path, body: {} };
  return { path };
}

const endsSessions = (route: ApiRoute) => route.method === 'DELETE' && route.path === '/api/candidate/auth/sessions';

function expectAccess(answer: { status: number; body: { message?: string } }, want: 401 | 403 | 'in') {
  if (want === 'in') {
    expect([401, 403], `${answer.status} ${answer.body.message}`).not.toContain(answer.status);
    expect(answer.status).toBeLessThan(500);
  } else {
    expect(answer.status, answer.body.message).toBe(want);
    expect(answer.body.message).toEqual(expect.any(String));
  }
}

describe.each(['gateway', 'service'] as const)('access to every /api route, asked at the %s', (where) => {
  // A route of service 'gateway' (the dashboard's composition) has no service to ask directly.
  const routes = where === 'gateway' ? apiRoutes : apiRoutes.filter((route) => route.service !== 'gateway');
  const cases = routes.flatMap((route) => Object.keys(callers).map((caller) => [route, caller as Caller] as const));

  it.each(cases)('%o with %s', async (route, caller) => {
    const base = where === 'gateway' ? platform.url : platform.serviceUrl(route.service);
    const { path, body } = concrete(route);
    // 'Sign out everywhere' ends the caller's sessions: walked with a candidate of its own, so the walk's
    // candidate token still works on the routes after it.
    const token =
      endsSessions(route) && caller === 'a candidate token' ? (await applicant(`walk-sign-out-${where}-${now}@example.test`)).token : callers[caller];
    const want = isApiKey(caller) ? expectedOfApiKey(route, caller, where) : expected(route.access, caller);
    expectAccess(await call(base, route.method, path, token, body), want);
  });
});

// Each owner's part of the dashboard stats: outside /api, for staff only, like the /api staff routes.
const INTERNAL_STATS = '/internal/stats';
const statsOwners = ['catalog', 'candidates', 'engagement'] as const;

describe("access to each service's internal stats, asked at the service", () => {
  const cases = statsOwners.flatMap((service) => Object.keys(callers).map((caller) => [service, caller as Caller] as const));

  it.each(cases)('%s with %s', async (service, caller) => {
    // A key means nothing to a service asked directly: the gateway exchanges it.
    expectAccess(await call(platform.serviceUrl(service), 'GET', INTERNAL_STATS, callers[caller]), isApiKey(caller) ? 401 : expected('staff', caller));
  });

  it('are not reachable through the gateway', async () => {
    // Not proxied: the gateway answers with its web app's page (or a 404 when not built), never the figures.
    const response = await fetch(`${platform.url}${INTERNAL_STATS}`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect([200, 404]).toContain(response.status);
    expect(await response.text()).not.toContain('totalEmployers');
  });
});

describe('what each caller was told', () => {
  it('gives messages a person can act on', async () => {
    expect((await call(platform.url, 'GET', '/api/users')).body.message).toBe('Please sign in to continue.');
    expect((await call(platform.url, 'GET', '/api/users', callers['an expired token'])).body.message).toBe(
      'Your session is invalid or has expired. Please sign in again.',
    );
    expect((await call(platform.url, 'GET', '/api/users', callers['a candidate token'])).body.message).toBe(
      'This is for agency staff only. Please sign in with your team account.',
    );
    expect((await call(platform.url, 'GET', '/api/users', callers['a recruiter'])).body.message).toBe('Access denied. Only administrators can do this.');
    expect((await call(platform.url, 'GET', '/api/auth/me', callers["a deleted administrator's token"])).body.message).toBe(
      'Your account is no longer active. Please contact an administrator.',
    );
    expect((await call(platform.url, 'GET', '/api/candidate/profile', callers['an administrator'])).body.message).toBe(
      'Please sign in to the candidate portal to continue.',
    );
    for (const path of ['/api/candidate/profile', '/api/candidate/auth/account', '/api/candidate/job-matches']) {
      expect((await call(platform.url, 'GET', path, callers["an erased candidate's token"])).body.message).toBe(
        'Your candidate account no longer exists. Please contact your recruiter.',
      );
    }
  });
});

describe('bad input through the gateway', () => {
  const badBodies: Array<[string, unknown]> = [
    ['an empty body', {}],
    ['wrong types', { email: 42, password: true, name: ['x'], role: 7, status: null }],
    ['query operators in place of strings', { email: { $ne: null }, password: { $gt: '' }, name: { $ne: null } }],
    ['1 MB strings', { email: `${'a'.repeat(1_000_000)}@x.io`, password: 'p'.repeat(1_000_000), name: 'n'.repeat(1_000_000) }],
    ['not JSON at all', '{"email": '],
  ];
  const writes = apiRoutes.filter((route) => route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH');
  const cases = writes.flatMap((route) => badBodies.map(([label, body]) => [route.method, route.path, label, body] as const));

  it.each(cases)('%s %s with %s: a 4xx with a message, never a 5xx', async (method, routePath, _label, body) => {
    const path = routePath.replace(':id', adminId);
    const response = await fetch(`${platform.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const answer = (await response.json()) as { message: string };
    expect(answer.message).toEqual(expect.any(String));
    expect(answer.message.length).toBeLessThan(1_000);
  });

  it('refuses an oversized upload sent in chunks (no length given) with 413, and keeps serving', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const upload = request(new URL('/api/candidate/auth/login', platform.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      upload.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      upload.on('error', reject);
      upload.write('{"email":"');
      for (let i = 0; i < 48; i++) upload.write('a'.repeat(64 * 1024));
      upload.end('@x.io","password":"x"}');
    });
    expect(status).toBe(413);
    expect((await fetch(`${platform.url}/healthz`)).status).toBe(200);
  });

  it('left the administrator as they were', async () => {
    expect((await call(platform.url, 'GET', '/api/auth/me', adminToken)).body).toMatchObject({ email: ADMIN_EMAIL, role: 'administrator' });
  });
});
