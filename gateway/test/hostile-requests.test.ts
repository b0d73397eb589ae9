import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, remoteTokenVerifier } from '@agency/service-kit';
import { startAuthForCatalog, startCatalog } from '@agency/catalog/testing';
import { buildGateway } from '../src/app';
import { gatewayConfig } from '../src/config';

// Stands in for engagement: its interactions list takes 3 s, longer than the gateway's request timeout here.
const slowService = createServer((_request, response) => {
  setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[],"total":0}'), 3_000);
});
await new Promise<void>((resolve) => slowService.listen(0, '127.0.0.1', resolve));
const slowUrl = `http://127.0.0.1:${(slowService.address() as AddressInfo).port}`;

const { auth, staffToken } = await startAuthForCatalog();
const catalog = await startCatalog();
const token = await staffToken();
const base = gatewayConfig();
const timeouts = { headersMs: 1_000, requestMs: 1_500, idleMs: 10_000, keepAliveMs: 72_000 };
const gateway = await buildGateway(
  {
    ...base,
    port: 0,
    authUrl: auth.url,
    httpTimeouts: timeouts,
    upstreams: base.upstreams.map((upstream) => ({
      ...upstream,
      url: { auth: auth.url, catalog: catalog.url, engagement: slowUrl }[upstream.name] ?? 'http://127.0.0.1:9',
    })),
  },
  await remoteTokenVerifier(catalog.context.bus, auth.url),
);
const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
const { port } = gateway.server.address() as AddressInfo;

afterAll(async () => {
  await gateway.close();
  await Promise.all([catalog.close(), auth.close(), new Promise((resolve) => slowService.close(resolve))]);
});

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

async function post(baseUrl: string, path: string, body: string, bearer?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body,
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

const TOO_DEEP = `The request body nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep. Please send a flatter JSON document.`;

/**
 * Opens a raw connection, sends `head`, then one more byte every `everyMs` for as long as the connection
 * is open, and resolves with what the server answered once it closes the connection. A client that never
 * stops sending: only the server can end this.
 */
function trickle(head: string, everyMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let drip: NodeJS.Timeout | undefined;
    socket.once('connect', () => {
      socket.write(head);
      drip = setInterval(() => socket.write('x'), everyMs);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk));
    socket.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    socket.once('close', () => {
      clearInterval(drip);
      resolve(answer);
    });
  });
}

describe('hostile bodies at the gateway', () => {
  it('refuses a body nested 10,000 levels deep with a 400 that says why, anonymously, on a public route', async () => {
    for (const body of [arrays(10_000), objects(10_000)]) {
      expect(body.length).toBeGreaterThanOrEqual(20_000);
      for (const path of ['/api/employers/register', '/api/auth/login']) {
        expect(await post(url, path, body), path).toEqual({ status: 400, body: { message: TOO_DEEP } });
      }
    }
  });

  it('refuses it on a staff route: 401 without a token (the access check comes first), 400 with one', async () => {
    for (const body of [arrays(10_000), objects(10_000)]) {
      const anonymous = await post(url, '/api/job-roles', body);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toMatch(/sign in/i);
      expect(await post(url, '/api/job-roles', body, token)).toEqual({ status: 400, body: { message: TOO_DEEP } });
    }
  });

  it(`lets ${MAX_JSON_DEPTH} levels through to the service's own checks, and refuses one more`, async () => {
    const deepest = await post(url, '/api/employers/register', objects(MAX_JSON_DEPTH));
    expect(deepest.status).toBe(400);
    expect(deepest.body.message).toMatch(/^Invalid body: /);
    expect(await post(url, '/api/employers/register', objects(MAX_JSON_DEPTH + 1))).toEqual({ status: 400, body: { message: TOO_DEEP } });
    // Brackets inside strings are text, not nesting.
    const text = await post(
      url,
      '/api/employers/register',
      JSON.stringify({ name: 'Bracket Co', contactPerson: 'Pat Doe', contactEmail: 'deep@text.example', description: `${'[{'.repeat(500)} "quoted \\" ${'}]'.repeat(500)}` }),
    );
    expect(text.status).toBe(201);
  });

  it('is refused the same way by a service called directly', async () => {
    for (const body of [arrays(10_000), objects(10_000)]) {
      expect(await post(catalog.url, '/api/employers/register', body)).toEqual({ status: 400, body: { message: TOO_DEEP } });
      expect(await post(catalog.url, '/api/job-roles', body, token)).toEqual({ status: 400, body: { message: TOO_DEEP } });
    }
  });
});

describe('slow clients at the gateway', () => {
  // Here the whole request must arrive within 1.5 s and its headers within 1 s (30 s and 15 s by default).
  it('closes the connection of a client that sends its body a byte at a time, with a 408', async () => {
    const head = 'POST /api/employers/register HTTP/1.1\r\nHost: localhost\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n{';
    expect(await trickle(head, 500)).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it('closes the connection of a client that sends its headers a byte at a time, with a 408', async () => {
    expect(await trickle('GET /api/job-roles HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 300)).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it('still answers a normal request, and lets an answer take longer than the request timeout', async () => {
    const roles = await fetch(`${url}/api/job-roles`);
    expect(roles.status).toBe(200);
    // The stand-in engagement answers after 3 s; the request itself arrived at once.
    const slow = await fetch(`${url}/api/interactions`, { headers: { authorization: `Bearer ${token}` } });
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ items: [], total: 0 });
  });
});
