import { get, type IncomingHttpHeaders } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { uniqueDbName } from '@agency/testing';
import { startService } from '../src/index';

// A service told to stop drains first (decision 0087): it says it is not ready, so the gateway stops
// choosing it, and still answers what reaches it, each answer closing its connection.
const service = await startService(
  {
    name: 'draining',
    dbName: uniqueDbName('kit_draining'),
    async setup(_context, app) {
      app.get('/hello', async () => ({ hello: 'world' }));
    },
  },
  { port: 0, mongoUrl: inject('mongoUrl'), natsUrl: inject('natsUrl') },
);
afterAll(() => service.close());

/** A GET with node:http, which shows the `connection` header as sent. */
function request(url: string): Promise<{ statusCode: number; headers: IncomingHttpHeaders; body: unknown }> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ statusCode: response.statusCode!, headers: response.headers, body: JSON.parse(text) }));
    }).on('error', reject);
  });
}

describe('draining before a stop', () => {
  it('is ready and keeps connections open until told to drain, then says 503 and closes each connection after its answer', async () => {
    const ready = await request(`${service.url}/readyz`);
    expect(ready.statusCode).toBe(200);
    expect(ready.body).toMatchObject({ checks: { accepting: 'up' } });
    const before = await request(`${service.url}/hello`);
    expect(before.headers.connection).toBe('keep-alive');

    service.drain();

    const draining = await request(`${service.url}/readyz`);
    expect(draining.statusCode).toBe(503);
    expect(draining.body).toMatchObject({ checks: { mongodb: 'up', nats: 'up', accepting: 'down' } });
    const served = await request(`${service.url}/hello`);
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
    expect(served.body).toEqual({ hello: 'world' });
  });
});
