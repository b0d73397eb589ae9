import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { remoteTokenVerifier } from '@agency/service-kit';
import { startAuth } from '@agency/auth/testing';
import { startCatalog, storesOf } from '@agency/catalog/testing';
import { buildGateway } from '../src/app';
import { gatewayConfig } from '../src/config';

const shellDist = mkdtempSync(join(tmpdir(), 'gateway-host-header-'));
writeFileSync(join(shellDist, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>TalentBridge</title></head><body></body></html>');

const catalog = await startCatalog();
const auth = await startAuth();
const stores = storesOf(catalog);
const employer = await stores.employers.create({ name: 'Host Co', status: 'active' });
const renamed = await stores.jobRoles.create({ employerId: employer.id, title: 'Host Keeper', status: 'open', priority: 'medium' });
await stores.jobRoles.update(renamed.id, { employerId: employer.id, title: 'Head Host Keeper', status: 'open', priority: 'medium' });
const verifier = await remoteTokenVerifier(catalog.context.bus, auth.url);

/** A gateway in front of the catalog with PUBLIC_URL / PUBLIC_ORIGINS as given. */
async function gatewayWith(publicOrigins: string[]) {
  const base = gatewayConfig();
  const gateway = await buildGateway(
    {
      ...base,
      port: 0,
      shellDist,
      publicOrigins,
      authUrl: auth.url,
      upstreams: base.upstreams.map((upstream) => ({ ...upstream, url: upstream.name === 'catalog' ? catalog.url : auth.url })),
      remotes: base.remotes.map((remote) => ({ ...remote, dist: join(shellDist, 'none') })),
    },
    verifier,
  );
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  return gateway;
}

const own = await gatewayWith([]);
const ownPort = (own.server.address() as AddressInfo).port;
const listed = await gatewayWith(['http://jobs.talentbridge.example/', 'http://careers.talentbridge.example']);
afterAll(async () => {
  await Promise.all([own.close(), listed.close()]);
  await Promise.all([catalog.close(), auth.close()]);
});

/** GET with a Host header of the caller's choosing (fetch does not let one set it). */
function get(gateway: typeof own, path: string, host: string): Promise<{ status: number; location?: string; text: string }> {
  const { port } = gateway.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode!, location: response.headers.location, text }));
    })
      .once('error', reject)
      .end();
  });
}

/** Every absolute address the gateway publishes: a job page's links, the sitemap, robots.txt and an old slug's redirect. */
async function publishedAddresses(gateway: typeof own, host: string): Promise<string[]> {
  const page = await get(gateway, '/jobs/head-host-keeper', host);
  const sitemap = await get(gateway, '/sitemap.xml', host);
  const robots = await get(gateway, '/robots.txt', host);
  const redirect = await get(gateway, '/jobs/host-keeper', host);
  expect([page.status, sitemap.status, robots.status, redirect.status]).toEqual([200, 200, 200, 301]);
  return [
    ...[...page.text.matchAll(/(?:href|content)="(https?:\/\/[^"]*)"/g)].map((match) => match[1]!),
    ...[...page.text.matchAll(/"url":"(https?:\/\/[^"]*)"/g)].map((match) => match[1]!),
    ...[...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!),
    /^Sitemap: (.*)$/m.exec(robots.text)![1]!,
    redirect.location!,
  ];
}

describe('absolute addresses come from configured origins, never from the Host header', () => {
  it('without PUBLIC_URL: an unknown Host gets the gateway\'s own address', async () => {
    const addresses = await publishedAddresses(own, 'evil.example');
    expect(addresses.length).toBeGreaterThanOrEqual(6);
    for (const address of addresses) expect(address).toMatch(new RegExp(`^http://localhost:${ownPort}/`));
    expect(addresses).toContain(`http://localhost:${ownPort}/jobs/head-host-keeper`);
  });

  it("keeps the gateway's own addresses as they were asked for", async () => {
    for (const host of [`127.0.0.1:${ownPort}`, `localhost:${ownPort}`]) {
      for (const address of await publishedAddresses(own, host)) expect(address.startsWith(`http://${host}/`), address).toBe(true);
    }
  });

  it('with a list of public origins: a listed one is kept, any other Host gets the first', async () => {
    for (const address of await publishedAddresses(listed, 'careers.talentbridge.example')) expect(address).toMatch(/^http:\/\/careers\.talentbridge\.example\//);
    for (const host of ['evil.example', `127.0.0.1:${(listed.server.address() as AddressInfo).port}`, 'jobs.talentbridge.example.evil.example']) {
      for (const address of await publishedAddresses(listed, host)) expect(address).toMatch(/^http:\/\/jobs\.talentbridge\.example\//);
    }
  });
});
