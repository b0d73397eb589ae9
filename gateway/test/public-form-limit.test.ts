import { afterAll, describe, expect, it } from 'vitest';
import { remoteTokenVerifier } from '@agency/service-kit';
import { uniqueDbName } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { startCatalog } from '@agency/catalog/testing';
import { buildGateway } from '../src/app';
import { gatewayConfig } from '../src/config';

const catalog = await startCatalog(uniqueDbName('gateway-forms'));
const auth = await startAuth();
const base = gatewayConfig();
const gateway = await buildGateway(
  {
    ...base,
    port: 0,
    authUrl: auth.url,
    publicFormLimitPerIp: { max: 3, windowMs: 10 * 60_000 },
    upstreams: base.upstreams.map((upstream) => ({ ...upstream, url: upstream.name === 'auth' ? auth.url : catalog.url })),
  },
  await remoteTokenVerifier(catalog.context.bus, auth.url),
);
const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
afterAll(async () => {
  await gateway.close();
  await Promise.all([catalog.close(), auth.close()]);
});

const post = (path: string, body: unknown) =>
  fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const registration = (n: number) => ({ name: `Form Co ${n}`, contactPerson: 'Pat Doe', contactEmail: `pat${n}@form.example` });

describe('public forms at the gateway', () => {
  it('limits submissions of a form per client IP, with a 429 that says when to try again', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 2; n++) statuses.push((await post('/api/employers/register', registration(n))).status);
    // A refused submission counts too: the limit is about traffic, not about what was sent.
    statuses.push((await post('/api/employers/register', { name: 'No contact' })).status);
    expect(statuses).toEqual([201, 201, 400]);
    const limited = await post('/api/employers/register', registration(4));
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toBe(
      'Too many submissions of this form from your network. Please try again in 10 minutes.',
    );
    expect((await post('/api/employers/register', {})).status).toBe(429);
  });

  it('counts each form on its own and leaves other routes alone', async () => {
    // The candidates service is not behind this gateway: anything but a 429 shows the limit let it pass.
    expect((await post('/api/applications/apply-and-register', {})).status).not.toBe(429);
    expect((await fetch(`${url}/api/job-roles`)).status).toBe(200);
  });
});
