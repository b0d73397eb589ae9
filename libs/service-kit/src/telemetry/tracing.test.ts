import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import './instrument';
import { currentTraceCarrier, inMessagingSpan, SpanKind, startTracing, tracingConfigured } from './tracing';

describe('tracing while OTEL_EXPORTER_OTLP_ENDPOINT is unset', () => {
  it('loads none of the SDK, records no context with a write and sends no headers', async () => {
    expect(tracingConfigured()).toBe(false);
    startTracing('off');
    expect(currentTraceCarrier()).toBeUndefined();
    let headers: unknown = 'not called';
    const answer = await inMessagingSpan({ kind: SpanKind.PRODUCER, operation: 'publish', subject: 'catalog.x.created' }, async (given) => {
      headers = given;
      return 42;
    });
    expect(answer).toBe(42);
    expect(headers).toBeUndefined();
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.filter((path) => /@opentelemetry[\\/](sdk-trace|exporter-trace|instrumentation)/.test(path))).toEqual([]);
  });
});
