import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Schema } from 'mongoose';
import { trace } from '@opentelemetry/api';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { Streams, type EventEnvelope } from '@agency/contracts';
import { uniqueDbName } from '@agency/testing';
import { connectDatabase, createLogger, EventBus, eventfulWrites, OutboxRelay, outboxPlugin, startTracing, stopTracing } from '../src/index';

/**
 * The outbox keeps the write's trace context (decision 0111): an event published at once, or only by a later
 * relay's sweep (a process that stopped before publishing), is in the trace of the request that wrote it, and
 * its consumer's span is a child of its publish. Spans go to an OTLP/HTTP receiver of this file's own.
 */
interface Received {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
}
const received: Received[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { resourceSpans: { scopeSpans: { spans: Received[] }[] }[] };
    for (const { scopeSpans } of body.resourceSpans) for (const { spans } of scopeSpans) received.push(...spans);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
process.env.OTEL_BSP_SCHEDULE_DELAY = '50';
startTracing('kit-tracing');

const db = await connectDatabase(inject('mongoUrl'), uniqueDbName('kit_tracing'));
const schema = new Schema({ note: String });
schema.plugin(outboxPlugin);
const Note = db.model('Note', schema);
await Note.createIndexes();
const log = createLogger('kit-tracing');
const bus = await EventBus.connect(inject('natsUrl'), 'kit-tracing', log);
const subject = `catalog.kit-tracing-${randomUUID()}`;
const consumed: { event: EventEnvelope; traceId?: string; spanId?: string }[] = [];
await bus.subscribe({
  durable: `kit-tracing-${randomUUID()}`,
  stream: Streams.catalog,
  filter: `${subject}.*`,
  handler: async (event) => void consumed.push({ event, traceId: trace.getActiveSpan()?.spanContext().traceId, spanId: trace.getActiveSpan()?.spanContext().spanId }),
});
const relays: OutboxRelay[] = [];
afterAll(async () => {
  for (const relay of relays) await relay.stop();
  await bus.close();
  await db.close();
  await stopTracing();
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  await new Promise((resolve) => receiver.close(resolve));
});

/** Writes a note in a span standing for the request; answers the note's id and the span's ids. */
async function writeInRequest(relay?: OutboxRelay) {
  return trace.getTracer('test').startActiveSpan('POST /notes', async (span) => {
    const note = await eventfulWrites<{ note: string }>(Note, relay).create({ note: 'hello' }, `${subject}.created`, (doc) => ({ note: doc.note }));
    span.end();
    return { id: note._id.toHexString(), traceId: span.spanContext().traceId, spanId: span.spanContext().spanId };
  });
}

const consumedAbout = (id: string) => consumed.find(({ event }) => event.aggregateId === id);
const span = (spanId: string | undefined) => received.find((each) => each.spanId === spanId);

describe('traces through the outbox', () => {
  it('publish a write at once in its trace, the consumer under the publish, and keep the context out of the message', async () => {
    const relay = new OutboxRelay(bus, log, 3_600_000).watch(Note);
    relay.start();
    relays.push(relay);
    const write = await writeInRequest(relay);
    await expect.poll(() => consumedAbout(write.id), { timeout: 10_000 }).toBeDefined();
    const { event, traceId, spanId } = consumedAbout(write.id)!;
    expect(traceId).toBe(write.traceId);
    expect(Object.keys(event)).not.toContain('traceContext');
    await expect.poll(() => span(spanId), { timeout: 10_000 }).toBeDefined();
    const publish = span(span(spanId)!.parentSpanId);
    expect(publish).toMatchObject({ name: `publish ${subject}.created`, parentSpanId: write.spanId });
  });

  it("publish an event a stopped process left behind in the trace of the write, from another relay's sweep", async () => {
    // Written by a process that stopped before publishing: the event waits in the document with its context.
    const write = await writeInRequest();
    const stored = (await Note.findById(write.id).lean()) as { outbox: { traceContext?: { traceparent: string } }[] } | null;
    expect(stored?.outbox[0]?.traceContext?.traceparent).toBe(`00-${write.traceId}-${write.spanId}-01`);
    const relay = new OutboxRelay(bus, log, 3_600_000).watch(Note);
    relay.start(); // sweeps at start
    relays.push(relay);
    await expect.poll(() => consumedAbout(write.id), { timeout: 10_000 }).toBeDefined();
    expect(consumedAbout(write.id)!.traceId).toBe(write.traceId);
  });
});
