import { randomInt } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import getPort from 'get-port';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from '@agency/contracts';
import { remoteTokenVerifier } from '@agency/service-kit';
import { uniqueDbName } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { startCandidates } from '@agency/candidates/testing';
import { startCatalog } from '@agency/catalog/testing';
import { startEngagement } from '@agency/engagement/testing';
import { buildGateway } from '../src/app';
import { gatewayConfig } from '../src/config';

// Decision 0113: one reading of an address decides the access rules, the per-address limits and the service. Every
// sign-in and public form, behind a gateway with the real services that own them, is tried in the spellings that
// once reached the service past its limit (issue 30, point 2) and in the other ways an address can be written twice.
const [auth, catalog, candidates, engagement] = await Promise.all([
  startAuth(),
  startCatalog(uniqueDbName('gateway-paths')),
  startCandidates(),
  startEngagement(),
]);
const nowhere = `http://127.0.0.1:${await getPort()}`;
const base = gatewayConfig();
const serviceUrls: Record<string, string> = { auth: auth.url, catalog: catalog.url, candidates: candidates.url, engagement: engagement.url };
const LIMIT = 3;
const gateway = await buildGateway(
  {
    ...base,
    port: 0,
    authUrl: auth.url,
    // This test says who the client is (X-Forwarded-For), a new one per test, so no test meets another's count.
    trustedProxies: '127.0.0.1',
    signInLimitPerIp: { max: LIMIT, windowMs: 60_000 },
    publicFormLimitPerIp: { max: LIMIT, windowMs: 60_000 },
    upstreams: base.upstreams.map((upstream) => ({ ...upstream, url: serviceUrls[upstream.name] ?? nowhere })),
  },
  await remoteTokenVerifier(catalog.context.bus, auth.url),
);
await gateway.listen({ port: 0, host: '127.0.0.1' });
const { port } = gateway.server.address() as AddressInfo;

// Stands in for every service behind a second gateway, and says which address each request arrived at.
const arrived: string[] = [];
const recorder = createServer((request, response) => {
  arrived.push(request.url!);
  response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
});
await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
const recorderUrl = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
const relay = await buildGateway(
  { ...base, port: 0, authUrl: auth.url, upstreams: base.upstreams.map((upstream) => ({ ...upstream, url: recorderUrl })) },
  await remoteTokenVerifier(catalog.context.bus, auth.url),
);
await relay.listen({ port: 0, host: '127.0.0.1' });
const relayPort = (relay.server.address() as AddressInfo).port;

afterAll(async () => {
  await Promise.all([gateway.close(), relay.close(), new Promise((resolve) => recorder.close(resolve))]);
  await Promise.all([auth.close(), catalog.close(), candidates.close(), engagement.close()]);
});

interface Answer {
  status: number;
  message: string | undefined;
  /** `x-ratelimit-remaining`: present when the request was counted against a limit. */
  remaining: string | undefined;
}

/** Sends `path` exactly as written: fetch would resolve dot segments, turn "\" into "/" and drop a fragment. */
function send(method: string, path: string, client: string, toPort = port): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: toPort, method, path, headers: { 'content-type': 'application/json', 'x-forwarded-for': client } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.once('end', () =>
          resolve({
            status: response.statusCode!,
            message: (JSON.parse(text) as { message?: string }).message,
            remaining: response.headers['x-ratelimit-remaining'] as string | undefined,
          }),
        );
      },
    );
    request.once('error', reject);
    request.end(method === 'POST' ? '{}' : undefined);
  });
}

/** A client address of its own for each test (198.18.0.0/15, for tests). */
const newClient = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const hex = (char: string) => char.charCodeAt(0).toString(16);

const limitedRoutes = (apiRoutes as readonly ApiRoute[]).filter((route) => route.signIn || route.publicForm);

describe('one reading of an address at the gateway', () => {
  it('covers every sign-in and public form', () => {
    expect(limitedRoutes.map((route) => route.path)).toEqual([
      '/api/auth/login',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/candidate/auth/login',
      '/api/candidate/auth/forgot-password',
      '/api/candidate/auth/reset-password',
      '/api/client/auth/login',
      '/api/client/auth/forgot-password',
      '/api/client/auth/reset-password',
      '/api/employers/register',
      '/api/applications/apply-and-register',
      '/api/leads',
    ]);
  });

  it.each(limitedRoutes.map((route) => [route.path, route] as const))(
    'POST %s: a letter of it %-encoded is refused with a 400 that says so, before and after the limit',
    async (path) => {
      const client = newClient();
      const slash = path.lastIndexOf('/');
      const letter = path[slash + 1]!;
      const spellings = [hex(letter), hex(letter).toUpperCase()].map((code) => `${path.slice(0, slash + 1)}%${code}${path.slice(slash + 2)}`);
      const refused = (code: string) => ({
        status: 400,
        message: `The address spells "${letter}" as %${code}: write letters, digits, "-", ".", "_" and "~" as they are.`,
        remaining: undefined,
      });
      for (const spelled of spellings) expect(await send('POST', spelled, client), spelled).toEqual(refused(spelled.slice(slash + 2, slash + 4)));
      // The plain address is counted; the refused ones took nothing from the count.
      const plain: Answer[] = [];
      for (let attempt = 0; attempt <= LIMIT; attempt++) plain.push(await send('POST', path, client));
      expect(plain.map((answer) => answer.remaining)).toEqual(['2', '1', '0', '0']);
      expect(plain[LIMIT]!.status).toBe(429);
      for (const spelled of spellings) expect((await send('POST', spelled, client)).status, spelled).toBe(400);
    },
  );

  it.each(limitedRoutes.map((route) => [route.path, route] as const))(
    'POST %s: no other way of writing it reaches the service uncounted',
    async (path) => {
      const client = newClient();
      const slash = path.lastIndexOf('/');
      const [parent, last] = [path.slice(0, slash), path.slice(slash + 1)];
      const noRoute = (written: string) => ({ status: 404, message: `No API route for POST ${written.split('?')[0]}` });
      const refused = (message: string) => ({ status: 400, message });
      const ways: [string, { status: number; message: string }][] = [
        // Decoded once by the service's router, %25 is a literal "%": no route anywhere.
        [`${parent}/%25${hex(last[0]!)}${last.slice(1)}`, noRoute(`${parent}/%25${hex(last[0]!)}${last.slice(1)}`)],
        [`/%61pi${path.slice('/api'.length)}`, refused('The address spells "a" as %61: write letters, digits, "-", ".", "_" and "~" as they are.')],
        [`${parent}%2f${last}`, refused('The address must not contain an encoded slash or backslash (%2f).')],
        [`${parent}%5C${last}`, refused('The address must not contain an encoded slash or backslash (%5C).')],
        [`${parent}/.\\${last}`, refused('The address must not contain a backslash: use "/" between its parts.')],
        [`/api/x/..${path.slice('/api'.length)}`, refused('The address must not contain "." or ".." between slashes.')],
        [`${parent}/./${last}`, refused('The address must not contain "." or ".." between slashes.')],
        [`${parent}/%2e/${last}`, refused('The address spells "." as %2e: write letters, digits, "-", ".", "_" and "~" as they are.')],
        [`${parent}//${last}`, refused('The address must not contain "//".')],
        [`/${path}`, refused('The address must not contain "//".')],
        [`${path}/`, refused('An API address must not end with "/".')],
        [`${path}#x`, refused('The address must not contain "#".')],
        [`http://localhost${path}`, refused('The address must be a path starting with "/".')],
        // Routes are case-sensitive at the gateway and at every service; ";" and an encoded "?" are part of the path.
        [path.toUpperCase(), { status: 404, message: `Not found: ${path.toUpperCase()}` }],
        [`${parent}/${last[0]!.toUpperCase()}${last.slice(1)}`, noRoute(`${parent}/${last[0]!.toUpperCase()}${last.slice(1)}`)],
        [`${path};x=1`, noRoute(`${path};x=1`)],
        [`${path}%3Fx=1`, noRoute(`${path}%3Fx=1`)],
      ];
      for (const [written, expected] of ways) {
        const { status, message } = await send('POST', written, client);
        expect({ status, message }, written).toEqual(expected);
      }
      // A query is not part of the path: counted as the plain address is.
      expect((await send('POST', `${path}?x=1`, client)).remaining).toBe(String(LIMIT - 1));
    },
  );

  it('forwards the address it read, unchanged, to the service', async () => {
    arrived.length = 0;
    const written = ['/api/job-roles/caf%C3%A9%20%25-x~y_z.1?q=%C3%A9', '/api/employers/register?source=%2Fjobs'];
    for (const path of written) expect((await send(path.startsWith('/api/job-roles') ? 'GET' : 'POST', path, newClient(), relayPort)).status).toBe(200);
    expect(arrived).toEqual(written);
  });
});
