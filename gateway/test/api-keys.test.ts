import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ApiKeyMessages, type CreatedApiKey } from '@agency/contracts';
import { createLogger, EventBus, EventUserDirectory, TokenVerifier } from '@agency/service-kit';
import { eventually, uniqueDbName } from '@agency/testing';
import { ADMIN, startAuth } from '@agency/auth/testing';
import { startCatalog } from '@agency/catalog/testing';
import { ApiKeyExchange } from '../src/api-keys';
import { buildGateway } from '../src/app';
import { gatewayConfig } from '../src/config';
import { SharedCounts } from '../src/rate-limits/shared-counts';

// API keys at the gateway (decision 0109): two instances, as behind a load balancer, sharing their counts in NATS.
const auth = await startAuth();
process.env.AUTH_URL = auth.url; // where the catalog finds the keys its tokens are signed with
const catalog = await startCatalog(uniqueDbName('gateway-api-keys'));
const bus = await EventBus.connect(inject('natsUrl'), 'gateway-api-keys', createLogger('gateway-api-keys'));
const users = await EventUserDirectory.follow(bus);
const verifier = TokenVerifier.remote(auth.url, users);
const counts = await SharedCounts.open(bus.connection, 1);
const PER_KEY = 6;
const base = gatewayConfig();
const config = {
  ...base,
  authUrl: auth.url,
  apiKeyLimit: { max: PER_KEY, windowMs: 60_000 },
  // Wrong keys count as sign-ins from 127.0.0.1, as do other files' sign-ins on the run's NATS: not this file's subject.
  signInLimitPerIp: { max: 100_000, windowMs: 60_000 },
  upstreams: base.upstreams.map((upstream) => ({ ...upstream, url: upstream.name === 'auth' ? auth.url : catalog.url })),
};
const gateways = await Promise.all(
  [1, 2].map(() => buildGateway(config, verifier, { rateLimitCounts: counts, apiKeys: new ApiKeyExchange(bus.connection, (id) => users.lookup(id) === 'deleted') })),
);
const [first, second] = await Promise.all(gateways.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
afterAll(async () => {
  await Promise.all(gateways.map((app) => app.close()));
  await bus.close();
  await Promise.all([catalog.close(), auth.close()]);
});

const adminToken = await auth.login(ADMIN.email, ADMIN.password);
async function newKey(role: 'recruiter' | 'manager' | 'administrator') {
  const created = await auth.call('POST', '/api/api-keys', { token: adminToken, body: { name: `A ${role} key`, role } });
  expect(created.status).toBe(201);
  return created.body as CreatedApiKey;
}

async function call(url: string, headers: Record<string, string>, method = 'GET', body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, message: text ? (JSON.parse(text) as { message?: string }).message : undefined, retryAfter: response.headers.get('retry-after') };
}

const recruiter = await newKey('recruiter');
const administrator = await newKey('administrator');

describe('an API key at the gateway', () => {
  it('is taken like a staff token of its role, in X-API-Key or as a bearer token', async () => {
    expect(await call(`${first}/api/employers`, { 'x-api-key': recruiter.secret })).toMatchObject({ status: 200 });
    expect((await call(`${second}/api/employers`, { authorization: `Bearer ${recruiter.secret}` })).status).toBe(200);
    expect(await call(`${first}/api/users`, { 'x-api-key': recruiter.secret })).toMatchObject({ status: 403, message: 'Access denied. Only administrators can do this.' });
    expect((await call(`${first}/api/users`, { 'x-api-key': administrator.secret })).status).toBe(200);
    // Not even an administrator key manages keys.
    expect(await call(`${first}/api/api-keys`, { 'x-api-key': administrator.secret })).toMatchObject({ status: 403, message: ApiKeyMessages.notForKeys });
  });

  it('never reaches a candidate route, the portal sign-in included', async () => {
    for (const [method, path] of [['GET', '/api/candidate/profile'], ['POST', '/api/candidate/auth/login']] as const) {
      expect(await call(`${first}${path}`, { 'x-api-key': administrator.secret }, method, method === 'POST' ? { email: 'a@b.test', password: 'x' } : undefined)).toMatchObject({
        status: 401,
        message: ApiKeyMessages.candidateRoutes,
      });
    }
  });

  it('is refused with a clear 401 when unknown, and with a 400 when a token comes along with it', async () => {
    expect(await call(`${first}/api/employers`, { 'x-api-key': 'tbk_made-up-and-never-issued' })).toMatchObject({ status: 401, message: ApiKeyMessages.unknown });
    expect(await call(`${first}/api/employers`, { authorization: 'Bearer tbk_made-up-and-never-issued' })).toMatchObject({ status: 401, message: ApiKeyMessages.unknown });
    expect(await call(`${first}/api/employers`, { 'x-api-key': recruiter.secret, authorization: `Bearer ${adminToken}` })).toMatchObject({
      status: 400,
      message: ApiKeyMessages.bothCredentials,
    });
  });

  /** A gateway behind a balancer that names the client (decision 0086), with a sign-in limit of 2, and a client of its own. */
  async function guardedGateway() {
    const guarded = await buildGateway({ ...config, trustedProxies: '127.0.0.1', signInLimitPerIp: { max: 2, windowMs: 60_000 } }, verifier, {
      rateLimitCounts: counts,
      apiKeys: new ApiKeyExchange(bus.connection, (id) => users.lookup(id) === 'deleted'),
    });
    gateways.push(guarded);
    return { url: await guarded.listen({ port: 0, host: '127.0.0.1' }), client: { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` } };
  }

  it("counts a wrong key as a failed sign-in from the client's address, so keys cannot be guessed at speed", async () => {
    const { url, client } = await guardedGateway();
    const guess = () => call(`${url}/api/employers`, { ...client, 'x-api-key': `tbk_guess-${randomInt(1e9)}` });
    expect((await guess()).status).toBe(401);
    expect((await guess()).status).toBe(401);
    expect(await guess()).toMatchObject({ status: 429, message: expect.stringContaining('Too many sign-in attempts from your network') });
  });

  it("leaves a sign-in's own limit in place for a request that brings a key", async () => {
    const { url, client } = await guardedGateway();
    const signIn = () => call(`${url}/api/auth/login`, { ...client, 'x-api-key': recruiter.secret }, 'POST', { email: 'nobody@agency.test', password: 'wrong' });
    expect((await signIn()).status).toBe(401);
    expect((await signIn()).status).toBe(401);
    expect(await signIn()).toMatchObject({ status: 429, message: expect.stringContaining('Too many sign-in attempts from your network') });
  });

  it('stops working on every instance within a second of its revocation, though each had it in hand', async () => {
    const key = await newKey('manager');
    for (const url of [first, second]) expect((await call(`${url}/api/employers`, { 'x-api-key': key.secret })).status).toBe(200);
    expect((await auth.call('DELETE', `/api/api-keys/${key.apiKey.id}`, { token: adminToken })).status).toBe(204);
    const startedAt = Date.now();
    await eventually(async () => {
      for (const url of [first, second]) {
        const answer = await call(`${url}/api/employers`, { 'x-api-key': key.secret });
        if (answer.status !== 401 || answer.message !== ApiKeyMessages.revoked) return false;
      }
      return true;
    }, 1_000);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });

  it('is limited per key over both instances, with a 429 that says when to try again, and other keys unaffected', async () => {
    const key = await newKey('recruiter');
    const statuses = [];
    for (let n = 0; n < PER_KEY; n++) statuses.push((await call(`${n % 2 ? second : first}/api/employers`, { 'x-api-key': key.secret })).status);
    expect(statuses).toEqual(Array(PER_KEY).fill(200));
    const limited = await call(`${first}/api/employers`, { 'x-api-key': key.secret });
    expect(limited).toMatchObject({ status: 429, message: 'Too many requests with this API key. Please try again in 1 minute.', retryAfter: '60' });
    expect((await call(`${second}/api/employers`, { 'x-api-key': key.secret })).status).toBe(429);
    expect((await call(`${second}/api/employers`, { 'x-api-key': (await newKey('recruiter')).secret })).status).toBe(200);
  });
});
