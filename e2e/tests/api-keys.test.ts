import { afterAll, describe, expect, it } from 'vitest';
import { ApiKeyMessages, type ApiKey, type CreatedApiKey } from '@agency/contracts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startPlatform } from './platform';

/**
 * API keys through the real platform (decision 0109): an administrator makes them at /api/api-keys, an
 * integration sends one to the gateway, which acts on it as a staff member of the key's role would.
 */
const PER_KEY = 40;
const platform = await startPlatform({ API_KEY_REQUESTS: String(PER_KEY), API_KEY_WINDOW_SECONDS: '60' });
afterAll(() => platform.stop());

async function call(path: string, headers: Record<string, string> = {}, method = 'GET', body?: unknown) {
  const response = await fetch(`${platform.url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown>, retryAfter: response.headers.get('retry-after') };
}

const login = await call('/api/auth/login', {}, 'POST', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
const admin = { authorization: `Bearer ${login.body.token as string}` };

async function newKey(name: string, role: 'recruiter' | 'manager' | 'administrator') {
  const created = await call('/api/api-keys', admin, 'POST', { name, role });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as unknown as CreatedApiKey;
}

describe('API keys through the gateway', () => {
  it('reads the candidates as its role, and the list shows when it was used, never the secret', async () => {
    const { apiKey, secret } = await newKey('Job board', 'recruiter');
    const candidates = await call('/api/candidates', { 'x-api-key': secret });
    expect(candidates.status).toBe(200);
    expect((candidates.body.items as unknown[]).length).toBeGreaterThan(0);
    expect((await call('/api/candidates', { authorization: `Bearer ${secret}` })).status).toBe(200);

    const listed = await call('/api/api-keys', admin);
    const entry = (listed.body as unknown as ApiKey[]).find((key) => key.id === apiKey.id)!;
    expect(entry).toMatchObject({ name: 'Job board', role: 'recruiter', prefix: secret.slice(0, 12), revokedAt: null });
    expect(Date.now() - Date.parse(entry.lastUsedAt!)).toBeLessThan(60_000);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
  });

  it("cannot do what its role cannot: a recruiter key is refused the team's users", async () => {
    const { secret } = await newKey('Payroll export', 'recruiter');
    expect(await call('/api/users', { 'x-api-key': secret })).toMatchObject({ status: 403, body: { message: 'Access denied. Only administrators can do this.' } });
    const administrator = await newKey('HR sync', 'administrator');
    expect((await call('/api/users', { 'x-api-key': administrator.secret })).status).toBe(200);
  });

  it('never reaches a candidate route', async () => {
    const { secret } = await newKey('BI script', 'administrator');
    for (const path of ['/api/candidate/profile', '/api/candidate/job-matches', '/api/candidate/email-preferences']) {
      expect(await call(path, { 'x-api-key': secret }), path).toMatchObject({ status: 401, body: { message: ApiKeyMessages.candidateRoutes } });
    }
  });

  it('is refused with a clear 401 when unknown, and at once when revoked', async () => {
    expect(await call('/api/candidates', { 'x-api-key': 'tbk_never-issued-by-anyone' })).toMatchObject({ status: 401, body: { message: ApiKeyMessages.unknown } });
    const { apiKey, secret } = await newKey('Old integration', 'manager');
    expect((await call('/api/candidates', { 'x-api-key': secret })).status).toBe(200);
    expect((await call(`/api/api-keys/${apiKey.id}`, admin, 'DELETE')).status).toBe(204);
    // The gateway and the services hear of the revocation on the AUTH stream, each in its own time: a service that
    // hears first refuses the key's token with its own 401 until the gateway, within a second at most, says why.
    const revokedAt = Date.now();
    let answer = await call('/api/candidates', { 'x-api-key': secret });
    while (answer.body.message !== ApiKeyMessages.revoked && Date.now() - revokedAt < 1_000) {
      expect([200, 401]).toContain(answer.status);
      answer = await call('/api/candidates', { 'x-api-key': secret });
    }
    expect(answer).toMatchObject({ status: 401, body: { message: ApiKeyMessages.revoked } });
  });

  it('is limited per key: a 429 with Retry-After once its requests in the window are used up', async () => {
    const { secret } = await newKey('Busy script', 'recruiter');
    const statuses = [];
    for (let n = 0; n < PER_KEY; n++) statuses.push((await call('/api/employers', { 'x-api-key': secret })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await call('/api/employers', { 'x-api-key': secret })).toMatchObject({
      status: 429,
      body: { message: 'Too many requests with this API key. Please try again in 1 minute.' },
      retryAfter: '60',
    });
    // Another key, and the staff signed in, are not held up by it.
    expect((await call('/api/employers', { 'x-api-key': (await newKey('Quiet script', 'recruiter')).secret })).status).toBe(200);
    expect((await call('/api/employers', admin)).status).toBe(200);
  });
});
