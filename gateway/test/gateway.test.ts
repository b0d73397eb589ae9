import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startService } from '@agency/service-kit';
import { uniqueDbName } from '@agency/testing';
import { catalogService, catalogStores } from '../../services/catalog/src/service';
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

const catalog = await startService(catalogService, {
  port: 0,
  mongoUrl: inject('mongoUrl'),
  natsUrl: inject('natsUrl'),
  dbName: uniqueDbName('gateway'),
});
const stores = catalogStores(catalog.context.db);
const employer = await stores.employers.create({ name: 'Gateway Co', status: 'active' });
await stores.jobRoles.create({ employerId: employer.id, title: 'Proxy Engineer', status: 'open', priority: 'medium' });

function configWith(catalogUrl: string): GatewayConfig {
  const base = gatewayConfig();
  return {
    ...base,
    port: 0,
    shellDist: join(dist, 'shell'),
    upstreams: base.upstreams.map((upstream) => ({ ...upstream, url: catalogUrl })),
    remotes: base.remotes.map((remote) => ({ ...remote, dist: join(dist, remote.folder) })),
  };
}

const gateway = buildGateway(configWith(catalog.url));
const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
// A second gateway whose catalog is not there at all.
const orphan = buildGateway(configWith(`http://127.0.0.1:${await getPort()}`));
const orphanUrl = await orphan.listen({ port: 0, host: '127.0.0.1' });

afterAll(async () => {
  await Promise.all([gateway.close(), orphan.close()]);
  await catalog.close();
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

  it('reports the health of each service', async () => {
    const healthy = await fetch(`${url}/healthz`);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toEqual({
      status: 'ok',
      services: { catalog: { status: 'up', checks: { mongodb: 'up', nats: 'up' } } },
    });
    const degraded = await fetch(`${orphanUrl}/healthz`);
    expect(degraded.status).toBe(503);
    expect(((await degraded.json()) as { services: { catalog: { status: string } } }).services.catalog.status).toBe('down');
  });

  it('publishes where each remote is in /remotes.json', async () => {
    const response = await fetch(`${url}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      mfe_public: '/remotes/mfe-public/mf-manifest.json',
      mfe_crm: '/remotes/mfe-crm/mf-manifest.json',
      mfe_portal: '/remotes/mfe-portal/mf-manifest.json',
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
    for (const path of ['/', '/jobs/some-role', '/manage/candidates', '/no/such/page']) {
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
});
