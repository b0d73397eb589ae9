import { createRequire } from 'node:module';
import type { IncomingMessage, RequestOptions } from 'node:http';
import { tracingConfigured } from './tracing';

/**
 * The first import of every service's and the gateway's `main.ts` (decision 0111): with tracing configured,
 * patches node's http server and client and undici (the gateway's proxy and `fetch`) before fastify loads
 * them, so that each request gets a server span and each call to a service carries `traceparent`. Without
 * it, loads nothing.
 */
if (tracingConfigured()) {
  const load = createRequire(import.meta.url);
  const { registerInstrumentations } = load('@opentelemetry/instrumentation') as typeof import('@opentelemetry/instrumentation');
  const { HttpInstrumentation } = load('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { UndiciInstrumentation } = load('@opentelemetry/instrumentation-undici') as typeof import('@opentelemetry/instrumentation-undici');
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes every few seconds would bury the traces people look for.
        ignoreIncomingRequestHook: (request: IncomingMessage) => isHousekeeping(request.url),
        ignoreOutgoingRequestHook: (request: RequestOptions) => isHousekeeping(request.path ?? undefined),
      }),
      new UndiciInstrumentation({ ignoreRequestHook: (request) => isHousekeeping(request.path) }),
    ],
  });
}

function isHousekeeping(path: string | undefined): boolean {
  const route = path?.split('?')[0];
  return route === '/healthz' || route === '/readyz' || route === '/livez' || route === '/metrics';
}
