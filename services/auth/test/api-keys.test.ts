import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiKeyMessages, Audience, EXCHANGE_API_KEY, ExchangeApiKeyReply, TOKEN_ISSUER, type ApiKey, type CreatedApiKey } from '@agency/contracts';
import { EventUserDirectory, sendRequest } from '@agency/service-kit';
import { eventually } from '@agency/testing';
import { ADMIN, startAuth } from './helpers';

const auth = await startAuth();
afterAll(() => auth.close());
const adminToken = await auth.login(ADMIN.email, ADMIN.password);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const exchange = (secret: string) => sendRequest(auth.context.bus.connection, EXCHANGE_API_KEY, { secretHash: sha256(secret) }, ExchangeApiKeyReply, 5_000);
const directory = await EventUserDirectory.follow(auth.context.bus);

async function createKey(name: string, role: string) {
  const created = await auth.call('POST', '/api/api-keys', { token: adminToken, body: { name, role } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as CreatedApiKey;
}

async function tokenOf(secret: string) {
  const reply = await exchange(secret);
  if (!reply?.ok) throw new Error(`exchange failed: ${JSON.stringify(reply)}`);
  return reply;
}

describe('creating API keys', () => {
  it('answers the secret once and stores only its SHA-256', async () => {
    const { apiKey, secret } = await createKey('Job board feed', 'recruiter');
    expect(secret).toMatch(/^tbk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toEqual({
      id: expect.any(String),
      name: 'Job board feed',
      role: 'recruiter',
      prefix: secret.slice(0, 12),
      createdAt: expect.any(String),
      createdBy: { id: expect.any(String), name: ADMIN.name },
      lastUsedAt: null,
      revokedAt: null,
    });
    const stored = await auth.context.db.collection('api_keys').findOne({ name: 'Job board feed' });
    const storedText = JSON.stringify(stored);
    expect(storedText).not.toContain(secret);
    expect(storedText).not.toContain(secret.slice(12));
    expect(stored?.secretHash).toBe(sha256(secret));

    const list = await auth.call('GET', '/api/api-keys', { token: adminToken });
    expect(list.status).toBe(200);
    expect((list.body as ApiKey[]).find((key) => key.id === apiKey.id)).toEqual(apiKey);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(12));
    expect(JSON.stringify(list.body)).not.toMatch(/hash/i);
  });

  it('refuses a name or role it cannot use, saying which', async () => {
    expect(await auth.call('POST', '/api/api-keys', { token: adminToken, body: { name: ' ', role: 'recruiter' } })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Name is required') },
    });
    expect((await auth.call('POST', '/api/api-keys', { token: adminToken, body: { name: 'Payroll', role: 'owner' } })).status).toBe(400);
  });

  it('is for administrators only', async () => {
    for (const role of ['recruiter', 'manager'] as const) {
      const email = `${role}-keys@agency.test`;
      expect((await auth.call('POST', '/api/users', { token: adminToken, body: { name: `A ${role}`, email, role, password: 'team-password-1' } })).status).toBe(201);
      const token = await auth.login(email, 'team-password-1');
      for (const [method, path] of [['GET', '/api/api-keys'], ['POST', '/api/api-keys'], ['DELETE', '/api/api-keys/65a000000000000000000000']] as const) {
        const answer = await auth.call(method, path, { token, body: method === 'POST' ? { name: 'Mine', role: 'administrator' } : undefined });
        expect(answer, `${role} ${method} ${path}`).toEqual({ status: 403, body: { message: 'Access denied. Only administrators can do this.' } });
      }
    }
    expect((await auth.call('GET', '/api/api-keys')).status).toBe(401);
  });
});

describe('exchanging a key for a staff token', () => {
  it("answers a five-minute staff token of the key's role, with the key's id as subject, and records the use", async () => {
    const { apiKey, secret } = await createKey('BI export', 'manager');
    const reply = await tokenOf(secret);
    expect(reply.keyId).toBe(apiKey.id);
    const keys = createRemoteJWKSet(new URL('/.well-known/jwks.json', auth.url));
    const { payload } = await jwtVerify(reply.token, keys, { issuer: TOKEN_ISSUER, audience: Audience.staff });
    expect(payload).toMatchObject({ sub: apiKey.id, role: 'manager', name: 'API key: BI export', apiKey: true });
    expect(payload.exp! - payload.iat!).toBe(300);

    const listed = ((await auth.call('GET', '/api/api-keys', { token: adminToken })).body as ApiKey[]).find((key) => key.id === apiKey.id)!;
    expect(Date.now() - Date.parse(listed.lastUsedAt!)).toBeLessThan(10_000);
    // The last use is written at most once a minute per key, not on every exchange.
    await tokenOf(secret);
    const stored = await auth.context.db.collection('api_keys').findOne({ name: 'BI export' });
    expect(stored?.lastUsedAt?.toISOString()).toBe(listed.lastUsedAt);
  });

  it('refuses an unknown key, and a request that is not a hash', async () => {
    expect(await exchange('tbk_not-a-key-anyone-made')).toEqual({ ok: false, status: 401, message: ApiKeyMessages.unknown });
    expect(await sendRequest(auth.context.bus.connection, EXCHANGE_API_KEY, { secretHash: 'tbk_plain' }, ExchangeApiKeyReply, 5_000)).toMatchObject({ ok: false, status: 401 });
  });

  it("lets an administrator key's token act as an administrator here, but never manage keys or ask who is signed in", async () => {
    const { token } = await tokenOf((await createKey('HR sync', 'administrator')).secret);
    expect((await auth.call('GET', '/api/users', { token })).status).toBe(200);
    for (const [method, path] of [['GET', '/api/api-keys'], ['POST', '/api/api-keys'], ['DELETE', '/api/api-keys/65a000000000000000000000']] as const) {
      const answer = await auth.call(method, path, { token, body: method === 'POST' ? { name: 'Spare', role: 'administrator' } : undefined });
      expect(answer, `${method} ${path}`).toEqual({ status: 403, body: { message: ApiKeyMessages.notForKeys } });
    }
    // Whatever it sends: the refusal comes before the body is read.
    expect(await auth.call('POST', '/api/api-keys', { token, body: {} })).toEqual({ status: 403, body: { message: ApiKeyMessages.notForKeys } });
    expect(await auth.call('GET', '/api/auth/me', { token })).toEqual({ status: 403, body: { message: ApiKeyMessages.notASession } });
  });
});

describe('revoking a key', () => {
  it('ends its tokens at once, here and (by its event) in every verifier, and keeps it listed as revoked', async () => {
    const { apiKey, secret } = await createKey('Payroll', 'administrator');
    const { token } = await tokenOf(secret);
    expect((await auth.call('GET', '/api/users', { token })).status).toBe(200);

    expect((await auth.call('DELETE', `/api/api-keys/${apiKey.id}`, { token: adminToken })).status).toBe(204);
    expect(await auth.call('GET', '/api/users', { token })).toEqual({ status: 401, body: { message: 'Your account is no longer active. Please contact an administrator.' } });
    expect(await exchange(secret)).toEqual({ ok: false, status: 401, message: ApiKeyMessages.revoked });
    await eventually(() => directory.lookup(apiKey.id) === 'deleted', 2_000);

    const listed = ((await auth.call('GET', '/api/api-keys', { token: adminToken })).body as ApiKey[]).find((key) => key.id === apiKey.id)!;
    expect(listed.revokedAt).toEqual(expect.any(String));
    // Again: nothing changes; a key that never existed is a 404.
    expect((await auth.call('DELETE', `/api/api-keys/${apiKey.id}`, { token: adminToken })).status).toBe(204);
    expect(await auth.call('DELETE', '/api/api-keys/65a000000000000000000000', { token: adminToken })).toEqual({ status: 404, body: { message: ApiKeyMessages.gone } });
  });
});
