import { createRequire } from 'node:module';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';
import { envInt } from '../config';

/**
 * OpenTelemetry traces (decision 0111). Off unless `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set: then nothing of the SDK is even loaded, and the helpers below
 * return at their first line. On, spans go over OTLP/HTTP (JSON) to that endpoint's `/v1/traces`.
 *
 * The HTTP and undici instrumentations patch node's http server and client, so they must be enabled before
 * fastify loads `node:http`: each service's and the gateway's `main.ts` imports `@agency/service-kit/instrument`
 * first. The tracer provider, which names the service, is started later by `startTracing`.
 */
export function tracingConfigured(): boolean {
  const endpoint = process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return Boolean(endpoint) && process.env.OTEL_SDK_DISABLED !== 'true' && process.env.OTEL_TRACES_EXPORTER !== 'none';
}

/** Set once `startTracing` registered a provider: until then every helper here is a no-op. */
let provider: { forceFlush(): Promise<void>; shutdown(): Promise<void> } | null = null;

const tracer = () => trace.getTracer('@agency/service-kit');

/** Loads the SDK only when tracing is on (a synchronous require, so that no import of it runs otherwise). */
const load = createRequire(import.meta.url);

/**
 * Starts exporting spans as `serviceName` (or `OTEL_SERVICE_NAME`), when tracing is configured; a second call
 * in the same process (tests that run several services in one) changes nothing.
 */
export function startTracing(serviceName: string): void {
  if (provider || !tracingConfigured()) return;
  const { NodeTracerProvider, BatchSpanProcessor } = load('@opentelemetry/sdk-trace-node') as typeof import('@opentelemetry/sdk-trace-node');
  const { OTLPTraceExporter } = load('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { resourceFromAttributes } = load('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const nodeProvider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME || serviceName,
      ...(process.env.SERVICE_VERSION ? { 'service.version': process.env.SERVICE_VERSION } : {}),
    }),
    // Sampling follows OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG (by default every trace, or as the caller's).
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter(), {
        scheduledDelayMillis: envInt('OTEL_BSP_SCHEDULE_DELAY', 5_000),
        maxQueueSize: envInt('OTEL_BSP_MAX_QUEUE_SIZE', 2_048),
      }),
    ],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context propagator.
  nodeProvider.register();
  provider = nodeProvider;
}

/** Sends the spans still queued; before a process exits. */
export async function stopTracing(): Promise<void> {
  await provider?.shutdown().catch(() => undefined);
  provider = null;
}

/** A message's trace context as W3C headers (`traceparent`, `tracestate`), kept with an event in the outbox. */
export type TraceCarrier = Record<string, string>;

/** The active span's context as W3C headers, or undefined when none is being recorded. */
export function currentTraceCarrier(): TraceCarrier | undefined {
  if (!provider || !trace.getActiveSpan()?.isRecording()) return undefined;
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** The context a message's headers carry (the caller's span as parent), or undefined when they carry none. */
export function contextFromHeaders(hdrs: MsgHdrs | undefined): Context | undefined {
  if (!provider || !hdrs?.has('traceparent')) return undefined;
  return propagation.extract(ROOT_CONTEXT, hdrs, {
    keys: (carrier) => carrier.keys(),
    get: (carrier, key) => (carrier.has(key) ? carrier.get(key) : undefined),
  });
}

/** The context an outbox event was written in, or undefined. */
export function contextFromCarrier(carrier: TraceCarrier | undefined): Context | undefined {
  if (!provider || !carrier) return undefined;
  return propagation.extract(ROOT_CONTEXT, carrier);
}

interface MessagingSpan {
  kind: SpanKind;
  /** What the span does to the subject: `publish`, `process`, `send`. */
  operation: string;
  subject: string;
  /** The parent: by default the active context. */
  parent?: Context;
  attributes?: Record<string, string | number | undefined>;
}

/**
 * Runs `work` in a span about a NATS subject (OpenTelemetry's messaging conventions), and hands it the headers
 * that carry the span to the other side (undefined while tracing is off).
 */
export async function inMessagingSpan<T>(span: MessagingSpan, work: (hdrs: MsgHdrs | undefined) => Promise<T>): Promise<T> {
  if (!provider) return work(undefined);
  const parent = span.parent ?? context.active();
  return tracer().startActiveSpan(
    `${span.operation} ${span.subject}`,
    {
      kind: span.kind,
      attributes: {
        'messaging.system': 'nats',
        'messaging.operation.name': span.operation,
        'messaging.destination.name': span.subject,
        ...span.attributes,
      },
    },
    parent,
    async (active) => {
      try {
        const hdrs = natsHeaders();
        propagation.inject(context.active(), hdrs, { set: (carrier, key, value) => carrier.set(key, value) });
        return await work(hdrs);
      } catch (error) {
        failed(active, error);
        throw error;
      } finally {
        active.end();
      }
    },
  );
}

function failed(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

export { SpanKind };
