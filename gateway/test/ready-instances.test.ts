import type { LookupAddress } from 'node:dns';
import Fastify from 'fastify';
import getPort from 'get-port';
import { Agent, errors, request } from 'undici';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ReadyInstances, readyInstances } from '../src/ready-instances';
import { connectToReadyInstances, upstreamRetryDelay } from '../src/upstream-retries';

// Two instances of one upstream behind one host name, as docker-compose makes them during a deploy: two
// loopback addresses on one port, the name resolved by the test (decision 0087).
const port = await getPort();
const HOST = 'catalog.deploy.test';
const instances = new Map<string, { ready: boolean }>();
let resolved: LookupAddress[] = [];

async function instance(address: string) {
  const state = { ready: true };
  instances.set(address, state);
  const server = Fastify();
  server.get('/readyz', async (_request, reply) => reply.code(state.ready ? 200 : 503).send({ ready: state.ready }));
  server.get('/who', async () => ({ address }));
  await server.listen({ port, host: address });
  return server;
}
const first = await instance('127.0.0.1');
const second = await instance('127.0.0.2');
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

const lookupOnce = (ready: ReadyInstances) =>
  new Promise<string>((resolve, reject) => ready.lookup(HOST, {}, (error, address) => (error ? reject(error) : resolve(address as string))));

beforeEach(() => {
  resolved = [{ address: '127.0.0.1', family: 4 }];
  for (const state of instances.values()) state.ready = true;
});

describe('ReadyInstances', () => {
  it('uses each ready instance of a service in turn, and none that says it is not ready', async () => {
    const ready = new ReadyInstances(async () => resolved);
    ready.track(`http://${HOST}:${port}`);
    resolved = [
      { address: '127.0.0.1', family: 4 },
      { address: '127.0.0.2', family: 4 },
    ];
    await ready.refresh();
    const chosen = new Set([await lookupOnce(ready), await lookupOnce(ready), await lookupOnce(ready)]);
    expect(chosen).toEqual(new Set(['127.0.0.1', '127.0.0.2']));

    // The old instance drains: its /readyz says 503 while it still answers.
    instances.get('127.0.0.1')!.ready = false;
    await ready.refresh();
    expect([await lookupOnce(ready), await lookupOnce(ready), await lookupOnce(ready)]).toEqual(['127.0.0.2', '127.0.0.2', '127.0.0.2']);
    ready.stop();
  });

  it("sends a frontend's requests to its newest ready instance only, and counts the switch", async () => {
    const ready = new ReadyInstances(async () => resolved);
    ready.track(`http://${HOST}:${port}`, 'newest');
    await ready.refresh();
    expect(await lookupOnce(ready)).toBe('127.0.0.1');
    const before = ready.changes;

    // The new container is resolved before it is ready: not chosen yet.
    resolved = [
      { address: '127.0.0.2', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    instances.get('127.0.0.2')!.ready = false;
    await ready.refresh();
    expect(await lookupOnce(ready)).toBe('127.0.0.1');
    expect(ready.changes).toBe(before);

    instances.get('127.0.0.2')!.ready = true;
    await ready.refresh();
    expect([await lookupOnce(ready), await lookupOnce(ready)]).toEqual(['127.0.0.2', '127.0.0.2']);
    expect(ready.changes).toBe(before + 1);
    ready.stop();
  });

  it('connects through the lookup: an HTTP client reaches the ready instance', async () => {
    const ready = new ReadyInstances(async () => resolved);
    ready.track(`http://${HOST}:${port}`, 'newest');
    resolved = [
      { address: '127.0.0.2', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    await ready.refresh();
    const agent = new Agent({ connect: { lookup: ready.lookup } });
    const answer = await request(`http://${HOST}:${port}/who`, { dispatcher: agent });
    expect(await answer.body.json()).toEqual({ address: '127.0.0.2' });
    await agent.close();
    ready.stop();
  });

  it('chooses no address a connection could not reach until it answers a probe, and the others while none is ready', async () => {
    const ready = new ReadyInstances(async () => resolved);
    ready.track(`http://${HOST}:${port}`);
    // A killed instance (nothing listens at 127.0.0.3) still resolved, and a survivor that says it is not ready.
    resolved = [
      { address: '127.0.0.3', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    instances.get('127.0.0.1')!.ready = false;
    await ready.refresh();
    expect(new Set([await lookupOnce(ready), await lookupOnce(ready)])).toEqual(new Set(['127.0.0.1', '127.0.0.3']));

    ready.markUnreachable(HOST, '127.0.0.3');
    expect([await lookupOnce(ready), await lookupOnce(ready), await lookupOnce(ready)]).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
    expect(ready.hasReachable(HOST)).toBe(true);
    ready.markUnreachable(HOST, '127.0.0.1');
    expect(ready.choose(HOST)).toBeUndefined();
    expect(ready.hasReachable(HOST)).toBe(false);

    // The survivor answers its next probe (503 or not): reachable again; the dead address stays marked.
    await ready.refresh();
    expect([await lookupOnce(ready), await lookupOnce(ready)]).toEqual(['127.0.0.1', '127.0.0.1']);
    ready.stop();
  });

  it('marks an address that refuses the connection, so that the retry and later connections reach the survivor', async () => {
    const ready = new ReadyInstances(async () => resolved);
    ready.track(`http://${HOST}:${port}`);
    resolved = [
      { address: '127.0.0.3', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    instances.get('127.0.0.1')!.ready = false;
    await ready.refresh();
    const agent = new Agent({ connect: connectToReadyInstances(ready) });
    const retryDelay = upstreamRetryDelay(`http://${HOST}:${port}`, ready);

    // The first connection goes to the dead address (first in turn): refused, and the request may be sent again.
    const refused = await request(`http://${HOST}:${port}/who`, { method: 'POST', dispatcher: agent }).catch((error: Error) => error);
    expect((refused as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
    expect(retryDelay({ err: refused as Error, req: { method: 'POST' }, attempt: 0 })).toBeGreaterThan(0);
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await request(`http://${HOST}:${port}/who`, { dispatcher: agent, reset: true });
      expect(await answer.body.json()).toEqual({ address: '127.0.0.1' });
    }
    await agent.close();
    ready.stop();
  });

  it('leaves IP addresses and a host named with two ports to the resolver', async () => {
    const ready = new ReadyInstances(async () => resolved);
    ready.track(`http://127.0.0.1:${port}`);
    ready.track(`http://localhost:${port}`);
    ready.track(`http://localhost:${port + 1}`);
    await ready.refresh();
    expect(ready.choose('127.0.0.1')).toBeUndefined();
    expect(ready.choose('localhost')).toBeUndefined();
    expect(await new Promise((resolve) => ready.lookup('localhost', {}, (_error, address) => resolve(address)))).toBe('127.0.0.1');
    ready.stop();
  });
});

describe('upstreamRetryDelay', () => {
  const error = (code: string) => Object.assign(new Error(code), { code });
  // The gateway's own view: the service's host has a ready instance (this file's first server).
  const service = `http://localhost:${port}`;
  const retryDelay = upstreamRetryDelay(service);
  readyInstances.track(service);
  afterAll(() => readyInstances.stop());

  it('sends again any request that found no instance listening, while another instance is ready', async () => {
    await readyInstances.refresh();
    expect(retryDelay({ err: error('ECONNREFUSED'), req: { method: 'POST' }, attempt: 0 })).toBeGreaterThan(0);
    expect(retryDelay({ err: error('ECONNREFUSED'), req: { method: 'GET' }, attempt: 4 })).toBeGreaterThan(0);
  });

  it('sends again a request whose connection got no answer: the address of an instance that is gone', async () => {
    await readyInstances.refresh();
    expect(retryDelay({ err: new errors.ConnectTimeoutError(), req: { method: 'POST' }, attempt: 0 })).toBeGreaterThan(0);
  });

  it('answers at once when no instance of the service is ready, or its address is not followed', () => {
    expect(upstreamRetryDelay('http://nothing.deploy.test')({ err: error('ECONNREFUSED'), req: { method: 'GET' }, attempt: 0 })).toBeNull();
    expect(upstreamRetryDelay(`http://127.0.0.1:${port}`)({ err: error('ECONNREFUSED'), req: { method: 'GET' }, attempt: 0 })).toBeNull();
  });

  it('sends again a lost connection only for a request that means the same when repeated', async () => {
    await readyInstances.refresh();
    expect(retryDelay({ err: error('UND_ERR_SOCKET'), req: { method: 'GET' }, attempt: 0 })).toBeGreaterThan(0);
    expect(retryDelay({ err: error('UND_ERR_SOCKET'), req: { method: 'PUT' }, attempt: 0 })).toBeGreaterThan(0);
    expect(retryDelay({ err: error('UND_ERR_SOCKET'), req: { method: 'POST' }, attempt: 0 })).toBeNull();
  });

  it('never sends again a request that was answered, nor after five attempts', async () => {
    await readyInstances.refresh();
    expect(retryDelay({ err: null, res: { statusCode: 503 }, req: { method: 'GET' }, attempt: 0 })).toBeNull();
    expect(retryDelay({ err: error('ECONNREFUSED'), req: { method: 'GET' }, attempt: 5 })).toBeNull();
    expect(retryDelay({ err: error('UND_ERR_HEADERS_TIMEOUT'), req: { method: 'GET' }, attempt: 0 })).toBeNull();
  });
});
