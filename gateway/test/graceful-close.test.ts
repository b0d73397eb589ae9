import { Agent, createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { remoteTokenVerifier } from '@agency/service-kit';
import { startAuth } from '@agency/auth/testing';
import { buildGateway } from '../src/app';
import { gatewayConfig } from '../src/config';

// Stands in for the catalog: its job list comes in two parts, the second only when the test says, so an
// answer is still streaming through the gateway when the gateway is told to close.
const held: ServerResponse[] = [];
const catalog = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('{"items":[],');
  held.push(response);
});
await new Promise<void>((resolve) => catalog.listen(0, '127.0.0.1', resolve));
const catalogUrl = `http://127.0.0.1:${(catalog.address() as AddressInfo).port}`;
const finishHeldAnswers = () => held.splice(0).forEach((response) => response.end('"total":0}'));

const auth = await startAuth();
const verifier = await remoteTokenVerifier(auth.context.bus, auth.url);
const base = gatewayConfig();
const config = { ...base, port: 0, authUrl: auth.url, upstreams: base.upstreams.map((upstream) => ({ ...upstream, url: upstream.name === 'auth' ? auth.url : catalogUrl })) };

// A browser's way: the connection is kept open for the next call.
const keepAlive = new Agent({ keepAlive: true });
afterAll(async () => {
  keepAlive.destroy();
  catalog.closeAllConnections();
  await new Promise((resolve) => catalog.close(resolve));
  await auth.close();
});

/**
 * Sends GET `path` and resolves once the answer's headers and first part have arrived, with the rest to
 * come: the whole body, or null when the connection is cut before the answer ends.
 */
function startReading(baseUrl: string, path: string): Promise<{ statusCode?: number; body: Promise<string | null> }> {
  return new Promise((resolve, reject) => {
    request(`${baseUrl}${path}`, { agent: keepAlive }, (answer) => {
      let text = '';
      const body = new Promise<string | null>((settle) => {
        answer.on('data', (chunk: Buffer) => (text += chunk));
        answer.once('end', () => settle(text));
        answer.once('close', () => settle(answer.complete ? text : null));
      });
      answer.once('data', () => resolve({ statusCode: answer.statusCode, body }));
    })
      .once('error', reject)
      .end();
  });
}

describe('closing the gateway', () => {
  // Without the connection ended after its answer, close() waited out the 72 s keep-alive timeout: this test
  // then times out. The grace period is set longer than the test's timeout so that it cannot end the wait.
  it('lets an answer in flight finish whole, then closes its kept-alive connection', async () => {
    const gateway = await buildGateway(config, verifier, { closeGraceMs: 10 * 60_000 });
    const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const { statusCode, body } = await startReading(url, '/api/job-roles');

    const closed = gateway.close();
    // The server has stopped listening (and ended its idle connections) before the answer ends.
    await vi.waitFor(() => expect(gateway.server.listening).toBe(false));
    finishHeldAnswers();

    expect(statusCode).toBe(200);
    expect(JSON.parse((await body)!)).toEqual({ items: [], total: 0 });
    await closed;
  });

  // The proxy's own body timeout (10 s) would end this answer too, later: the test's 5 s timeout leaves only the grace period.
  it('cuts an answer still unfinished when the grace period is over', { timeout: 5_000 }, async () => {
    const gateway = await buildGateway(config, verifier, { closeGraceMs: 100 });
    const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const { body } = await startReading(url, '/api/job-roles');

    await gateway.close();
    expect(await body).toBeNull();
    finishHeldAnswers();
  });
});
