import { createRequire } from 'node:module';
import type { IncomingMessage, RequestOptions } from 'node:http';
import { tracingConfigured } from './tracing';

/**
 * The first import of every service's and the gateway's `main.ts` (decision 0111): with tracing configured,
 * patches node's http server and client, undici (the gateway's proxy and `fetch`) and the MongoDB driver before
 * fastify and mongoose load them, so that each request gets a server span, each call to a service carries
 * `traceparent` and each database command is a span of the request or event it serves. Without it, loads
 * nothing.
 */
if (tracingConfigured()) {
  const load = createRequire(import.meta.url);
  const { registerInstrumentations } = load('@opentelemetry/instrumentation') as typeof import('@opentelemetry/instrumentation');
  const { HttpInstrumentation } = load('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { UndiciInstrumentation } = load('@opentelemetry/instrumentation-undici') as typeof import('@opentelemetry/instrumentation-undici');
  const { MongoDBInstrumentation } = load('@opentelemetry/instrumentation-mongodb') as typeof import('@opentelemetry/instrumentation-mongodb');
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes every few seconds would bury the traces people look for.
        ignoreIncomingRequestHook: (request: IncomingMessage) => isHousekeeping(request.url),
        ignoreOutgoingRequestHook: (request: RequestOptions) => isHousekeeping(request.path ?? undefined),
      }),
      new UndiciInstrumentation({ ignoreRequestHook: (request) => isHousekeeping(request.path) }),
      // A span per database command, its values left out of the statement (no personal data in traces), and
      // none outside a request or an event (the relay's sweep, the readiness checks).
      new MongoDBInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
    ],
  });
}

function isHousekeeping(path: string | undefined): boolean {
  const route = path?.split('?')[0];
  return route === '/healthz' || route === '/readyz' || route === '/livez' || route === '/metrics';
}
