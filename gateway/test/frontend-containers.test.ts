import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { remoteTokenVerifier } from '@agency/service-kit';
import { startAuth } from '@agency/auth/testing';
import { buildGateway } from '../src/app';
import { gatewayConfig } from '../src/config';

// Each frontend in its own static-file server, as in its own container (decision 0081).
const dist = mkdtempSync(join(tmpdir(), 'gateway-frontend-containers-'));
const write = (file: string, content: string) => {
  mkdirSync(join(dist, file, '..'), { recursive: true });
  writeFileSync(join(dist, file), content);
};
write('shell/index.html', '<!doctype html><html><head><meta charset="utf-8"><title>TalentBridge</title><script defer src="/main.1.js"></script></head><body></body></html>');
write('shell/main.1.js', 'console.log("shell")');
write('shell/named-chunks.json', JSON.stringify({ bootstrap: ['bootstrap.1.js'] }));
write('mfe-public/remoteEntry.js', '/* entry */');
write(
  'mfe-public/mf-manifest.json',
  JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'App', assets: { js: { sync: ['landing.1.js'] } } }] }),
);

async function staticServer(root: string) {
  const server = Fastify();
  await server.register(fastifyStatic, { root });
  // As nginx answers a missing file: an HTML page.
  server.setNotFoundHandler((_request, reply) => reply.code(404).type('text/html').send('<html><body>404 Not Found</body></html>'));
  await server.listen({ port: 0, host: '127.0.0.1' });
  const connections = { opened: 0 };
  server.server.on('connection', () => connections.opened++);
  return { server, connections, url: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}
const shell = await staticServer(join(dist, 'shell'));
const mfePublic = await staticServer(join(dist, 'mfe-public'));

const auth = await startAuth();
const verifier = await remoteTokenVerifier(auth.context.bus, auth.url);
const base = gatewayConfig();
const gateway = await buildGateway(
  {
    ...base,
    shellDist: join(dist, 'none'),
    shellFilesUrl: shell.url,
    authUrl: auth.url,
    upstreams: base.upstreams.map((upstream) => ({ ...upstream, url: auth.url })),
    remotes: base.remotes.map((remote) => ({
      ...remote,
      dist: join(dist, 'none'),
      // mfe-crm's container is down: nothing listens there.
      filesUrl: remote.name === 'mfe_public' ? mfePublic.url : remote.name === 'mfe_crm' ? 'http://127.0.0.1:9' : undefined,
    })),
  },
  verifier,
);
await gateway.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
afterAll(async () => {
  await gateway.close();
  await Promise.all([auth.close(), shell.server.close(), mfePublic.server.close()]);
});

describe('frontends from their own containers', () => {
  it("sends the shell's page with the preload hints read from the containers, for / and a client-side route", async () => {
    for (const path of ['/', '/about']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>TalentBridge</title>');
      expect(html).toContain('<link rel="preload" as="script" href="/bootstrap.1.js">');
    }
    expect(await (await fetch(`${url}/`)).text()).toContain('<link rel="preload" as="script" href="/remotes/mfe-public/remoteEntry.js">');
  });

  it("proxies the shell's files at the root and a remote's under its prefix, with the gateway's caching headers", async () => {
    const main = await fetch(`${url}/main.1.js`);
    expect(main.status).toBe(200);
    expect(await main.text()).toBe('console.log("shell")');
    expect(main.headers.get('content-type')).toMatch(/javascript/);
    expect(main.headers.get('cache-control')).toBe('public, max-age=3600');

    const entry = await fetch(`${url}/remotes/mfe-public/remoteEntry.js`);
    expect(await entry.text()).toBe('/* entry */');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
  });

  // A new connection per file asked each answer to close its connection, a path on which undici 7 can crash the
  // process (nodejs/undici#5360; frontend-files.ts): the connection is kept.
  it("keeps its connection to a frontend's container between files", async () => {
    const before = mfePublic.connections.opened;
    for (let i = 0; i < 5; i++) expect(await (await fetch(`${url}/remotes/mfe-public/remoteEntry.js`)).text()).toBe('/* entry */');
    expect(mfePublic.connections.opened - before).toBeLessThanOrEqual(1);
  });

  it("ends a revalidation with the container's 304", async () => {
    const first = await fetch(`${url}/remotes/mfe-public/remoteEntry.js`);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await fetch(`${url}/remotes/mfe-public/remoteEntry.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a missing file and 503 while a frontend does not answer', async () => {
    const missing = await fetch(`${url}/remotes/mfe-public/missing.js`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found: /remotes/mfe-public/missing.js' });
    expect((await fetch(`${url}/missing.1.js`)).status).toBe(404);
    const down = await fetch(`${url}/remotes/mfe-crm/remoteEntry.js`);
    expect(down.status).toBe(503);
    expect((await down.json()).message).toMatch(/unavailable/);
  });
});
