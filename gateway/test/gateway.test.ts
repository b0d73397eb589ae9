import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { afterAll, describe, expect, it } from 'vitest';
import { remoteTokenVerifier } from '@agency/service-kit';
import { ADMIN, uniqueDbName } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { startCandidates } from '@agency/candidates/testing';
import { startCatalog, storesOf } from '@agency/catalog/testing';
import { startEngagement } from '@agency/engagement/testing';
import { startNotifications } from '@agency/notifications/testing';
import { startPortal } from '@agency/portal/testing';
import { buildGateway } from '../src/app';
import { gatewayConfig, type GatewayConfig } from '../src/config';

// Stand-ins for the built frontends: the gateway only serves files, whatever they hold.
const dist = mkdtempSync(join(tmpdir(), 'gateway-dist-'));
mkdirSync(join(dist, 'shell'));
writeFileSync(join(dist, 'shell/index.html'), '<!doctype html><title>shell</title>');
writeFileSync(join(dist, 'shell/main.123.js'), 'console.log(1)');
mkdirSync(join(dist, 'mfe-public'));
writeFileSync(join(dist, 'mfe-public/mf-manifest.json'), '{"name":"mfe_public"}');
writeFileSync(join(dist, 'mfe-public/remoteEntry.js'), '/* entry */');

const catalog = await startCatalog(uniqueDbName('gateway'));
const auth = await startAuth();
const candidates = await startCandidates();
const engagement = await startEngagement();
const portal = await startPortal();
const notifications = await startNotifications();
const stores = storesOf(catalog);
const employer = await stores.employers.create({ name: 'Gateway Co', status: 'active' });
await stores.jobRoles.create({ employerId: employer.id, title: 'Proxy Engineer', status: 'open', priority: 'medium' });

/** The gateway in front of the given services, by upstream name. */
function configWith(urls: Record<'auth' | 'catalog' | 'candidates' | 'engagement' | 'portal' | 'notifications', string>, signInPerIp = 100): GatewayConfig {
  const base = gatewayConfig();
  return {
    ...base,
    port: 0,
    shellDist: join(dist, 'shell'),
    authUrl: urls.auth,
    signInLimitPerIp: { max: signInPerIp, windowMs: 60_000 },
    upstreams: base.upstreams.map((upstream) => {
      const url = urls[upstream.name as keyof typeof urls];
      if (!url) throw new Error(`this test gives no URL for the ${upstream.name} upstream`);
      return { ...upstream, url };
    }),
    remotes: base.remotes.map((remote) => ({ ...remote, dist: join(dist, remote.folder) })),
  };
}

const verifier = await remoteTokenVerifier(catalog.context.bus, auth.url);
const gateway = await buildGateway(configWith({ catalog: catalog.url, auth: auth.url, candidates: candidates.url, engagement: engagement.url, portal: portal.url, notifications: notifications.url }, 3), verifier);
const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
// A second gateway whose services are not there at all.
const nowhere = `http://127.0.0.1:${await getPort()}`;
const orphan = await buildGateway(configWith({ catalog: nowhere, auth: nowhere, candidates: nowhere, engagement: nowhere, portal: nowhere, notifications: nowhere }), verifier);
const orphanUrl = await orphan.listen({ port: 0, host: '127.0.0.1' });

afterAll(async () => {
  await Promise.all([gateway.close(), orphan.close()]);
  await Promise.all([catalog.close(), auth.close(), candidates.close(), engagement.close(), portal.close(), notifications.close()]);
});

const post = (base: string, path: string, body: unknown, token?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('gateway', () => {
  it('routes /api/job-roles to the catalog service', async () => {
    const response = await fetch(`${url}/api/job-roles?q=proxy`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: { title: string; employer: { name: string } }[]; total: number };
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({ title: 'Proxy Engineer', employer: { name: 'Gateway Co' } });
    expect((await fetch(`${url}/api/job-roles/proxy-engineer`)).status).toBe(200);
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await fetch(`${url}/api/nope/deeper?x=1`, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: `No API route for ${method} /api/nope/deeper` });
    }
  });

  it('answers 503 with a clear message when the service behind a route is down', async () => {
    const response = await fetch(`${orphanUrl}/api/job-roles`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'The catalog service is unavailable right now. Please try again shortly.' });
  });

  it("passes a service's 503 on once, without asking the service again", async () => {
    // A catalog whose database is away: it answers every call with a 503 and counts the calls.
    let calls = 0;
    const unavailable = createServer((_request, response) => {
      calls += 1;
      response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'The database is unavailable right now. Please try again shortly.' }));
    });
    await new Promise<void>((resolve) => unavailable.listen(0, '127.0.0.1', resolve));
    const { port } = unavailable.address() as AddressInfo;
    const front = await buildGateway(configWith({ catalog: `http://127.0.0.1:${port}`, auth: auth.url, candidates: candidates.url, engagement: engagement.url, portal: portal.url, notifications: notifications.url }), verifier);
    const frontUrl = await front.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${frontUrl}/api/job-roles`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: 'The database is unavailable right now. Please try again shortly.' });
      expect(calls).toBe(1);
    } finally {
      await front.close();
      await new Promise((resolve) => unavailable.close(resolve));
    }
  });

  it('tells anyone whether it is healthy, and only staff which services are behind it and how each is', async () => {
    const detail = {
      status: 'ok',
      services: {
        auth: { status: 'up', checks: { mongodb: 'up', nats: 'up', accepting: 'up' } },
        catalog: { status: 'up', checks: { mongodb: 'up', nats: 'up', accepting: 'up' } },
        candidates: { status: 'up', checks: { mongodb: 'up', nats: 'up', accepting: 'up' } },
        engagement: { status: 'up', checks: { mongodb: 'up', nats: 'up', accepting: 'up' } },
        portal: { status: 'up', checks: { mongodb: 'up', nats: 'up', accepting: 'up' } },
        notifications: { status: 'up', checks: { mongodb: 'up', nats: 'up', accepting: 'up' } },
      },
    };
    const staff = { authorization: `Bearer ${await auth.login(ADMIN.email, ADMIN.password)}` };
    for (const probe of ['/healthz', '/readyz']) {
      const anonymous = await fetch(`${url}${probe}`);
      expect(anonymous.status).toBe(200);
      expect(await anonymous.json()).toEqual({ status: 'ok' });
      const withBadToken = await fetch(`${url}${probe}`, { headers: { authorization: 'Bearer not.a.token' } });
      expect(await withBadToken.json()).toEqual({ status: 'ok' });
      const forStaff = await fetch(`${url}${probe}`, { headers: staff });
      expect(forStaff.status).toBe(200);
      expect(await forStaff.json()).toEqual(detail);
    }
    const degraded = await fetch(`${orphanUrl}/healthz`);
    expect(degraded.status).toBe(503);
    expect(await degraded.json()).toEqual({ status: 'degraded' });
    const degradedForStaff = await fetch(`${orphanUrl}/healthz`, { headers: staff });
    expect(((await degradedForStaff.json()) as { services: { catalog: { status: string } } }).services.catalog.status).toBe('down');
    // Alive all the same: a liveness probe must not restart a gateway for a service it cannot reach.
    const alive = await fetch(`${orphanUrl}/livez`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'ok' });
  });

  it('shows the detail without a token to a configured internal address', async () => {
    const internal = await buildGateway(
      { ...configWith({ catalog: catalog.url, auth: auth.url, candidates: candidates.url, engagement: engagement.url, portal: portal.url, notifications: notifications.url }), healthDetailAddresses: ['127.0.0.1'] },
      verifier,
    );
    const internalUrl = await internal.listen({ port: 0, host: '127.0.0.1' });
    try {
      const health = await fetch(`${internalUrl}/healthz`);
      expect(health.status).toBe(200);
      expect(Object.keys(((await health.json()) as { services: object }).services)).toEqual(['auth', 'catalog', 'candidates', 'engagement', 'portal', 'notifications']);
    } finally {
      await internal.close();
    }
  });

  it('answers /metrics to a configured internal address only, counting proxied calls by their route (decision 0111)', async () => {
    // To anyone else it is one more address the web app does not have.
    const outside = await fetch(`${url}/metrics`);
    expect(await outside.text()).toContain('<title>shell</title>');
    const internal = await buildGateway(
      { ...configWith({ catalog: catalog.url, auth: auth.url, candidates: candidates.url, engagement: engagement.url, portal: portal.url, notifications: notifications.url }), healthDetailAddresses: ['127.0.0.1'] },
      verifier,
    );
    const internalUrl = await internal.listen({ port: 0, host: '127.0.0.1' });
    try {
      const listed = (await (await fetch(`${internalUrl}/api/job-roles?q=proxy`)).json()) as { items: { slug: string }[] };
      const slug = listed.items[0]!.slug;
      expect((await fetch(`${internalUrl}/api/job-roles/${slug}`)).status).toBe(200);
      expect((await fetch(`${internalUrl}/api/job-roles/no-such-role`)).status).toBe(404);
      const metrics = await fetch(`${internalUrl}/metrics`);
      expect(metrics.status).toBe(200);
      const lines = (await metrics.text()).split('\n');
      const count = (labels: string[]) =>
        lines.find((line) => line.startsWith('http_request_duration_seconds_count{') && labels.every((label) => line.includes(label)))?.split(' ')[1];
      expect(lines.some((line) => line.startsWith('process_cpu_user_seconds_total{service="gateway"}'))).toBe(true);
      // The route's pattern from the contracts' table, not the proxied prefix nor the slug.
      expect(count(['method="GET"', 'route="/api/job-roles/:slug"', 'status_code="200"'])).toBe('1');
      expect(count(['method="GET"', 'route="/api/job-roles/:slug"', 'status_code="404"'])).toBe('1');
      expect(lines.filter((line) => line.includes(slug) || line.includes('no-such-role'))).toEqual([]);
    } finally {
      await internal.close();
    }
  });

  it('publishes where each remote is in /remotes.json', async () => {
    const response = await fetch(`${url}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      mfe_public: '/remotes/mfe-public/mf-manifest.json',
      mfe_crm: '/remotes/mfe-crm/mf-manifest.json',
      mfe_portal: '/remotes/mfe-portal/mf-manifest.json',
      mfe_client: '/remotes/mfe-client/mf-manifest.json',
    });
  });

  it('serves remote files, never caching the entry files', async () => {
    const manifest = await fetch(`${url}/remotes/mfe-public/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'mfe_public' });
    // mfe-crm has no built files here: its manifest is simply not found.
    expect((await fetch(`${url}/remotes/mfe-crm/mf-manifest.json`)).status).toBe(404);
  });

  it("falls back to the shell's index.html for client-side routes, not for missing files", async () => {
    // (/jobs/:slug is rendered with its role's tags: see job-pages.test.ts.)
    for (const path of ['/', '/about', '/manage/candidates', '/no/such/page']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>shell</title>');
    }
    expect((await fetch(`${url}/main.123.js`)).status).toBe(200);
    expect((await fetch(`${url}/missing.456.js`)).status).toBe(404);
  });

  it('sets security headers with a content security policy on pages', async () => {
    const response = await fetch(`${url}/`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('routes sign-in and team calls to the auth service', async () => {
    const login = await post(url, '/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const users = await fetch(`${url}/api/users`, { headers: { authorization: `Bearer ${token}` } });
    expect(users.status).toBe(200);
    expect(((await users.json()) as { email: string }[]).map((user) => user.email)).toEqual([ADMIN.email]);
  });

  it('refuses a bare JSON null, false, 0 or "" as a body at once, instead of forwarding no body', async () => {
    for (const body of ['null', 'false', '0', '""']) {
      // The orphan gateway has no services behind it: the 400 can only come from the gateway.
      const response = await fetch(`${orphanUrl}/api/employers/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/must be a JSON object/);
    }
  });

  it('refuses a protected route without a valid token itself, before any service is asked', async () => {
    // The orphan gateway has no services behind it: a 401 can only come from the gateway.
    for (const token of [undefined, 'not.a.token']) {
      const response = await fetch(`${orphanUrl}/api/users`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toMatch(/sign in/i);
    }
    // Public routes pass through (and meet the missing service).
    expect((await fetch(`${orphanUrl}/api/job-roles`)).status).toBe(503);
  });

  it('limits sign-in attempts per client IP over all accounts, with a clear 429', async () => {
    const attempts = [];
    for (let i = 0; i < 4; i++) attempts.push((await post(url, '/api/candidate/auth/login', { email: `ip-${i}@agency.test`, password: 'x' })).status);
    // One attempt was spent by the team sign-in above: the limit of 3 is reached on the third here.
    expect(attempts).toEqual([401, 401, 429, 429]);
    const limited = await post(url, '/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toMatch(/^Too many sign-in attempts from your network\. Please try again in/);
  });
});
