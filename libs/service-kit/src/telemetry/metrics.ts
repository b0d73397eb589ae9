import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchApiRoute } from '@agency/contracts';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { trace } from '@opentelemetry/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceApp } from '../runtime';
import { tracingConfigured } from './tracing';

/** Sizes of what a service keeps in memory, by name (e.g. `employers`), read at each scrape. */
export type SizesOf = () => Record<string, number>;

/** Labels and values a gauge reports at a scrape. */
export type GaugeValues = { labels: Record<string, string>; value: number }[];

/** Answers that are not traffic: the probes and the scrape itself are left out of the request metrics. */
const HOUSEKEEPING = new Set(['/healthz', '/readyz', '/livez', '/metrics']);

/**
 * One process's Prometheus metrics (decision 0111), served at `/metrics`: node's process metrics, a latency
 * histogram of the requests per route pattern (so `rate(..._count)` is the request rate), and gauges that are
 * read at each scrape (consumer lag, outbox backlog, in-memory view sizes). Each service has its own registry,
 * so that services run in one test process do not mix their metrics.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status_code'>;
  private readonly sizes: SizesOf[] = [];

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    const sizes = this.sizes;
    new Gauge({
      name: 'read_model_entries',
      help: 'Entries of an in-memory view or projection of this instance.',
      labelNames: ['view'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const read of sizes) for (const [view, size] of Object.entries(read())) this.set({ view }, size);
      },
    });
  }

  /** Reports these in-memory sizes as `read_model_entries{view}`. */
  watchSizes(read: SizesOf): void {
    this.sizes.push(read);
  }

  /** A gauge whose values are read at each scrape; one that fails to read leaves its series out of that scrape. */
  gauge(name: string, help: string, labelNames: string[], read: () => Promise<GaugeValues>): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { labels, value } of await read().catch(() => [])) this.set(labels, value);
      },
    });
  }

  /**
   * Times every answer of `app` by its route's pattern, and names each request's span after it. `/metrics`
   * itself is served only to the callers `mayScrape` lets through: anyone else gets the app's 404.
   */
  register(app: ServiceApp, mayScrape: (request: FastifyRequest) => boolean = () => true): void {
    // Named after the route's pattern, the request's span; a hook only while tracing is configured.
    if (tracingConfigured()) {
      app.addHook('onRequest', async (request) => {
        const span = trace.getActiveSpan();
        if (!span) return;
        const route = routeOf(request);
        span.updateName(`${request.method} ${route}`);
        span.setAttribute('http.route', route);
      });
    }
    app.addHook('onResponse', async (request, reply) => {
      const route = routeOf(request);
      if (HOUSEKEEPING.has(route)) return;
      this.requests.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1_000);
    });
    // Left out of the app's OpenAPI description: it is for the scraper, not for clients.
    app.get('/metrics', { schema: { hide: true } as object }, async (request: FastifyRequest, reply: FastifyReply) => {
      if (!mayScrape(request)) return reply.callNotFound();
      return reply.type(this.registry.contentType).send(await this.registry.metrics());
    });
  }

  /**
   * Also serves `GET /metrics` on a port of its own: the gateway's for a scraper whose address is not fixed
   * (Kubernetes, compose), on a port no load balancer or ingress forwards. Answers the address and a close.
   */
  async listen(port: number, host: string): Promise<{ url: string; close(): Promise<void> }> {
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') return void response.writeHead(404).end();
      this.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': this.registry.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
    return {
      url: `http://${host}:${(server.address() as AddressInfo).port}`,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  }
}

/**
 * The route's pattern, never the raw address, so that the series stay few: the API route of the contracts'
 * table where the gateway only proxies a prefix (`/api/employers/*` is `/api/employers/:id`), else fastify's route, else one
 * `unmatched` for every address no route has.
 */
function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return 'unmatched';
  if (!pattern.startsWith('/api/') || !pattern.includes('*')) return pattern;
  return matchApiRoute(request.method, request.url.split('?')[0]!)?.path ?? pattern;
}
