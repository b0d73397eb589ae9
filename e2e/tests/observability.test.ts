import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from './api-client';
import { startPlatform } from './platform';

/**
 * Traces and metrics as a team running the platform sees them (issue 22, point 5; decision 0111). The
 * platform exports its spans over OTLP/HTTP (JSON) to a receiver this file runs on 127.0.0.1; one trace
 * covers a request through the gateway, the catalog's write, its event's publish from the outbox and the
 * other services' projections of it. Every service and the gateway answer `/metrics`.
 */

interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP's numbers: 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
}

const SpanKinds = { server: 2, client: 3, producer: 4, consumer: 5 } as const;

const summary = (span: ReceivedSpan) => `${span.service} ${span.kind} '${span.name}' ${span.traceId.slice(0, 8)}/${span.spanId.slice(0, 8)}<-${span.parentSpanId.slice(0, 8)}`;

/** An OTLP/HTTP receiver of JSON trace exports: what `opentelemetry-collector` would get. */
async function startTraceReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces' && request.headers['content-type']?.startsWith('application/json')) {
        spans.push(...readExport(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type AnyValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean };
type KeyValue = { key: string; value: AnyValue };
interface ExportRequest {
  resourceSpans: {
    resource: { attributes: KeyValue[] };
    scopeSpans: { spans: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: KeyValue[] }[] }[];
  }[];
}

function readExport(body: ExportRequest): ReceivedSpan[] {
  const valueOf = (value: AnyValue) => value.stringValue ?? value.intValue ?? value.boolValue;
  const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));
  return body.resourceSpans.flatMap(({ resource, scopeSpans }) => {
    const service = String(attributesOf(resource.attributes)['service.name']);
    return scopeSpans.flatMap(({ spans }) =>
      spans.map((span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
        name: span.name,
        kind: span.kind,
        attributes: attributesOf(span.attributes),
      })),
    );
  });
}

/** Polls until `find` answers something, for at most `ms` (spans are exported every 100 ms here). */
async function eventually<T>(find: () => T | undefined, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${ms} ms; received: ${receiver.spans.map(summary).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const receiver = await startTraceReceiver();
const platform = await startPlatform({
  OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
  OTEL_BSP_SCHEDULE_DELAY: '100',
  // The scraper's address: the gateway's /metrics answers it alone.
  HEALTH_DETAIL_ADDRESSES: '127.0.0.1',
});
afterAll(async () => {
  await platform.stop();
  await receiver.close();
});
const gateway = apiClient(platform.url);
const token = await gateway.signIn();
const run = Date.now().toString(36);

describe('traces', () => {
  it('follow an employer created through the gateway into the catalog, its event and the other services', async () => {
    const created = await gateway.send('POST', '/api/employers', { token, body: { name: `${run} Traced Employer`, status: 'active' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const spans = receiver.spans;
    const byId = (spanId: string) => spans.find((span) => span.spanId === spanId);

    const entry = await eventually(
      () => spans.find((span) => span.service === 'gateway' && span.kind === SpanKinds.server && span.name === 'POST /api/employers'),
      "gateway's span of the request",
    );
    const write = await eventually(
      () => spans.find((span) => span.service === 'catalog' && span.kind === SpanKinds.server && span.traceId === entry.traceId),
      "catalog's span of the write",
    );
    expect(write.name).toBe('POST /api/employers');
    expect(write.attributes['http.route']).toBe('/api/employers');
    // The catalog's span is a child of the gateway's call to it, itself a child of the gateway's request span.
    const proxied = byId(write.parentSpanId);
    expect(proxied).toMatchObject({ service: 'gateway', kind: SpanKinds.client, traceId: entry.traceId, parentSpanId: entry.spanId });
    // The database command that stored it is a span of the write, its values left out of the statement.
    const insert = await eventually(
      () => spans.find((span) => span.parentSpanId === write.spanId && span.attributes['db.operation.name'] === 'insert'),
      "catalog's database insert",
    );
    expect(insert).toMatchObject({ service: 'catalog', kind: SpanKinds.client, traceId: entry.traceId });
    expect(insert.attributes).toMatchObject({ 'db.system.name': 'mongodb', 'db.namespace': 'catalog' });
    expect(String(insert.attributes['db.query.text'])).not.toContain('Traced Employer');

    // The outbox relay publishes later, under the write it was stored with.
    const publish = await eventually(
      () => spans.find((span) => span.service === 'catalog' && span.kind === SpanKinds.producer && span.traceId === entry.traceId),
      "catalog's publish of the event",
    );
    expect(publish).toMatchObject({ name: 'publish catalog.employer.created', parentSpanId: write.spanId });
    expect(publish.attributes).toMatchObject({ 'messaging.system': 'nats', 'messaging.destination.name': 'catalog.employer.created' });

    // Engagement's projection of employer names applies it in a consumer span under that publish.
    const projected = await eventually(
      () => spans.find((span) => span.service === 'engagement' && span.kind === SpanKinds.consumer && span.parentSpanId === publish.spanId),
      "engagement's span applying the event",
    );
    expect(projected).toMatchObject({ traceId: entry.traceId, name: 'process catalog.employer.created' });
    expect(projected.attributes['messaging.consumer.group.name']).toBe('references from CATALOG');
  });

  it('leave the probes out', () => {
    expect(receiver.spans.filter((span) => /healthz|readyz|metrics/.test(span.name))).toEqual([]);
  });
});

/** The value of one series in a Prometheus text exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((each) => (each.startsWith(`${name}{`) && wanted.every((label) => each.includes(label))) || (wanted.length === 0 && each.startsWith(`${name} `)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics', () => {
  const services = ['auth', 'catalog', 'candidates', 'engagement', 'portal', 'notifications'];

  it.each(services)('answers on %s with its process, request, consumer and outbox metrics', async (name) => {
    const response = await fetch(`${platform.serviceUrl(name)}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    for (const metric of ['process_cpu_user_seconds_total', 'nodejs_eventloop_lag_p99_seconds', 'process_resident_memory_bytes']) {
      expect(sample(text, metric, { service: name }), metric).toBeGreaterThanOrEqual(0);
    }
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE nats_consumer_pending_events gauge');
    expect(text).toContain('# TYPE outbox_pending_events gauge');
    expect(text).toContain('# TYPE read_model_entries gauge');
  });

  it("counts a request by its route's pattern, and reports the catalog's view, its outbox and engagement's lag", async () => {
    const created = await gateway.send('POST', '/api/employers', { token, body: { name: `${run} Counted Employer`, status: 'active' } });
    expect(created.status).toBe(201);
    const changed = await gateway.send('PUT', `/api/employers/${created.body.id}`, { token, body: { name: `${run} Renamed Employer`, status: 'active' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const catalog = await (await fetch(`${platform.serviceUrl('catalog')}/metrics`)).text();
    // The two employers of this file (the other test's too); no series per id.
    expect(sample(catalog, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/employers', status_code: '201' })).toBe(2);
    expect(sample(catalog, 'http_request_duration_seconds_count', { method: 'PUT', route: '/api/employers/:id', status_code: '200' })).toBe(1);
    expect(catalog).not.toContain(created.body.id);
    expect(sample(catalog, 'read_model_entries', { view: 'employers' })).toBeGreaterThanOrEqual(2);
    expect(sample(catalog, 'outbox_pending_events', { collection: 'employers' })).toBeGreaterThanOrEqual(0);

    const engagement = await (await fetch(`${platform.serviceUrl('engagement')}/metrics`)).text();
    expect(sample(engagement, 'nats_consumer_pending_events', { stream: 'CATALOG', consumer: 'follower' })).toBeGreaterThanOrEqual(0);
    expect(sample(engagement, 'read_model_entries', { view: 'employer' })).toBeGreaterThanOrEqual(2);

    // The gateway reports the API route's pattern too, not the address it proxied.
    const gatewayMetrics = await (await fetch(`${platform.url}/metrics`)).text();
    expect(sample(gatewayMetrics, 'http_request_duration_seconds_count', { method: 'PUT', route: '/api/employers/:id', status_code: '200' })).toBe(1);
    // Its followers of the catalog's stream (the public job cache) report their lag too.
    expect(sample(gatewayMetrics, 'nats_consumer_pending_events', { stream: 'CATALOG', consumer: 'follower' })).toBeGreaterThanOrEqual(0);
  });

  it('is not reachable through the API', async () => {
    for (const path of ['/api/metrics', '/api/employers/metrics', '/api/catalog/metrics']) {
      const answer = await gateway.send('GET', path, { token });
      expect(String(answer.body), path).not.toContain('process_cpu_user_seconds_total');
    }
  });
});
