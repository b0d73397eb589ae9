import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { contextFromHeaders, inMessagingSpan, SpanKind } from '../telemetry/tracing';

/**
 * Answers a NATS request/reply subject (the few synchronous calls between services), one instance of the
 * service per request (queue group). `handle` gets the request's JSON, or undefined when it was not JSON,
 * and answers the reply.
 */
export function answerRequests(
  connection: NatsConnection,
  subject: string,
  queue: string,
  handle: (body: unknown) => Promise<unknown>,
  log: Logger,
): { stop: () => Promise<void> } {
  const subscription = connection.subscribe(subject, {
    queue,
    callback: (error, message) => {
      if (error) return log.error({ err: error, subject }, 'request subscription failed');
      let body: unknown;
      try {
        body = message.json();
      } catch {
        body = undefined; // the handler answers it as an invalid request
      }
      // In a server span under the caller's (its `traceparent` header), when tracing is on.
      const span = { kind: SpanKind.SERVER, operation: 'process', subject, parent: contextFromHeaders(message.headers) };
      void inMessagingSpan(span, () => handle(body)).then((reply) => message.respond(JSON.stringify(reply)));
    },
  });
  return { stop: () => subscription.drain() };
}

/**
 * Sends a request and answers the reply as the contract reads it, or undefined when no one answered in
 * time, NATS is down, or the reply is not what the contract says.
 */
export async function sendRequest<T extends z.ZodType>(connection: NatsConnection, subject: string, body: unknown, reply: T, timeoutMs: number): Promise<z.output<T> | undefined> {
  let answer: unknown;
  try {
    const span = { kind: SpanKind.CLIENT, operation: 'send', subject };
    answer = await inMessagingSpan(span, async (headers) => (await connection.request(subject, JSON.stringify(body), { timeout: timeoutMs, headers })).json());
  } catch {
    return undefined; // no responders, a timeout, or NATS itself is down
  }
  const parsed = reply.safeParse(answer);
  return parsed.success ? parsed.data : undefined;
}
