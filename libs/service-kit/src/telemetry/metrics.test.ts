import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { ServiceMetrics } from './metrics';

const app = createApp({ name: 'metrics-test' });
const metrics = new ServiceMetrics('metrics-test');
metrics.register(app, (request) => request.headers['x-scraper'] === 'yes');
let items = 3;
metrics.watchSizes(() => ({ items }));
metrics.gauge('queue_pending', 'A test gauge.', ['queue'], async () => [{ labels: { queue: 'a' }, value: 7 }]);
metrics.gauge('broken_pending', 'A gauge whose source fails.', ['queue'], () => Promise.reject(new Error('NATS is away')));
app.get('/things/:id', async () => ({ ok: true }));
await app.ready();
afterAll(() => app.close());

const scrape = async () => {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { 'x-scraper': 'yes' } });
  expect(response.statusCode).toBe(200);
  return response.body.split('\n');
};
const value = (lines: string[], name: string, labels: string[]) =>
  lines.find((line) => line.startsWith(`${name}{`) && labels.every((label) => line.includes(label)))?.split(' ')[1];

describe('ServiceMetrics', () => {
  it('counts each answer once under its route pattern, never the raw address, and leaves the probes out', async () => {
    for (const id of ['1', '2', '3']) expect((await app.inject(`/things/${id}`)).statusCode).toBe(200);
    expect((await app.inject('/no/such/path')).statusCode).toBe(404);
    expect((await app.inject('/another/missing/path')).statusCode).toBe(404);
    await app.inject('/healthz');
    const lines = await scrape();
    expect(value(lines, 'http_request_duration_seconds_count', ['method="GET"', 'route="/things/:id"', 'status_code="200"'])).toBe('3');
    expect(value(lines, 'http_request_duration_seconds_bucket', ['route="/things/:id"', 'le="+Inf"'])).toBe('3');
    expect(value(lines, 'http_request_duration_seconds_count', ['route="unmatched"', 'status_code="404"'])).toBe('2');
    expect(lines.filter((line) => line.includes('/things/1') || line.includes('/no/such') || line.includes('route="/healthz"'))).toEqual([]);
  });

  it('reads sizes and gauges at each scrape, and leaves out a gauge whose source fails', async () => {
    expect(value(await scrape(), 'read_model_entries', ['view="items"'])).toBe('3');
    items = 5;
    const lines = await scrape();
    expect(value(lines, 'read_model_entries', ['view="items"', 'service="metrics-test"'])).toBe('5');
    expect(value(lines, 'queue_pending', ['queue="a"'])).toBe('7');
    expect(lines.some((line) => line.startsWith('broken_pending{'))).toBe(false);
    expect(lines.some((line) => line.startsWith('process_resident_memory_bytes{service="metrics-test"}'))).toBe(true);
  });

  it('answers /metrics only to the callers it is told to', async () => {
    const refused = await app.inject('/metrics');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'No route for GET /metrics' });
  });
});

describe('ServiceMetrics.listen', () => {
  it('serves /metrics alone on a port of its own', async () => {
    const listener = await metrics.listen(0, '127.0.0.1');
    try {
      const answer = await fetch(`${listener.url}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('read_model_entries{view="items",service="metrics-test"}');
      expect((await fetch(`${listener.url}/healthz`)).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});
