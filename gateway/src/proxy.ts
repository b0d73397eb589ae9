import proxy from '@fastify/http-proxy';
import { errorCodes } from 'fastify';
import { DOCUMENT_MAX_BYTES, DocumentErrors, type ErrorBody } from '@agency/contracts';
import { HttpError, type ServiceApp } from '@agency/service-kit';
import { apiRouteOf } from './canonical-path';
import type { Upstream } from './config';
import type { PublicJobCache } from './public-cache';
import { readyInstances } from './ready-instances';
import { connectToReadyInstances, upstreamRetryDelay } from './upstream-retries';

const LENGTH_REQUIRED = "Send the file's size with the upload (a Content-Length header).";

/**
 * Routes each owned `/api` prefix to its service; a service that does not answer gives a clear 503. An
 * answer the public job cache wants is read whole, handed to it, then sent.
 */
export function registerProxies(app: ServiceApp, upstreams: Upstream[], publicCache?: PublicJobCache): void {
  // Every API body is a JSON object. A bare `null`, `false`, `0` or `""` would be forwarded as no body with
  // the original content-length, and the service would wait for bytes that never come (a 503 after the
  // timeout); it is refused here instead.
  // Apart from a form: a mail client's one-click unsubscribe (RFC 8058) is passed on as it came, as text.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  // A document upload's body is the file, of any type: streamed on to the service, which reads its kind and
  // keeps it, never held here whole. The service tells the kind by the content, so the type the client declares
  // is set aside here: a text/plain or JSON file would otherwise be parsed as a body by the gateway. Its declared size is checked here, so that a file over the limit gets
  // a 413 before anything is sent, not a connection cut half way. Any other body of a type the API does not
  // take is refused as fastify refuses it.
  app.addHook('onRequest', async (request) => {
    if (apiRouteOf(request)?.upload) request.headers['content-type'] = 'application/octet-stream';
  });
  app.addContentTypeParser('*', (request, payload, done) => {
    const type = request.headers['content-type'] ?? '';
    if (!apiRouteOf(request)?.upload) return done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(type), undefined);
    const length = request.headers['content-length'];
    if (length === undefined) return done(new HttpError(411, LENGTH_REQUIRED), undefined);
    if (Number(length) > DOCUMENT_MAX_BYTES) return done(new HttpError(413, DocumentErrors.tooLarge), undefined);
    done(null, payload);
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.body === undefined) return;
    if (typeof request.body === 'string' && request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return;
    if (request.body === null || typeof request.body !== 'object') {
      const body: ErrorBody = { message: 'The request body must be a JSON object, e.g. {"name": "..."}.' };
      return reply.code(400).send(body);
    }
  });

  for (const upstream of upstreams) {
    readyInstances.track(upstream.url);
    for (const prefix of upstream.prefixes) {
      app.register(proxy, {
        upstream: upstream.url,
        prefix,
        rewritePrefix: prefix,
        // The gateway parses bodies itself (body limit, valid JSON) instead of streaming them through:
        // an oversized upload gets a 413 here, not a service cutting it off halfway (a 503 and a broken
        // connection).
        proxyPayloads: false,
        // undici (reply-from's default client) keeps its connections to the service open and reuses them; it
        // costs the gateway about a fifth less CPU per call than node:http (decision 0046).
        // New connections go to an instance that says it is ready (decision 0087). An idle connection is
        // closed here well before the service would close it (its keep-alive is 72 s), so that a request is
        // never sent on a connection the service is closing.
        undici: {
          headersTimeout: 10_000,
          bodyTimeout: 10_000,
          keepAliveTimeout: 4_000,
          keepAliveMaxTimeout: 30_000,
          // A service on the same network accepts a connection within milliseconds: one that takes seconds is
          // to an instance that is gone, which is marked so, and the request is sent again to another (upstream-retries.ts).
          connect: connectToReadyInstances(),
        },
        // reply-from keeps the agent it made (and its open connections) after the gateway closes unless told.
        destroyAgent: true,
        replyOptions: {
          // Only a request that never reached the service is sent again (upstream-retries.ts); never one that
          // got an answer: reply-from's own rule sends a GET that got a 503 up to ten times, so a service's
          // clear 'database unavailable' reached the client after ~10 times as long (56 s instead of 5 s).
          retryDelay: upstreamRetryDelay(upstream.url),
          // The client's address for the services' sign-in limits (decision 0068), set here and never passed
          // on from the client: a caller cannot choose whose failures it counts against.
          rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
          onResponse(request, reply, response) {
            if (!publicCache?.wants(request)) return void reply.send(response.stream);
            const chunks: Buffer[] = [];
            response.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.stream.once('error', (error: Error) => reply.send(error));
            response.stream.once('end', () => {
              const body = Buffer.concat(chunks);
              publicCache.keep(request, reply, body);
              reply.send(body);
            });
          },
          onError(reply, { error }) {
            reply.log.warn({ err: error, upstream: upstream.name }, 'upstream unavailable');
            const body: ErrorBody = { message: `The ${upstream.name} service is unavailable right now. Please try again shortly.` };
            reply.code(503).send(body);
          },
        },
      });
    }
  }
}

/** Asks each service whether it is ready; used by the gateway's own health report. */
export async function upstreamHealth(upstreams: Upstream[]): Promise<Record<string, { status: 'up' | 'down'; checks: unknown; version?: string }>> {
  const entries = await Promise.all(
    upstreams.map(async (upstream) => {
      try {
        const response = await fetch(`${upstream.url}/readyz`, { signal: AbortSignal.timeout(2_000) });
        const body = (await response.json().catch(() => ({}))) as { checks?: unknown; version?: string };
        return [upstream.name, { status: response.ok ? ('up' as const) : ('down' as const), checks: body.checks, version: body.version }] as const;
      } catch {
        return [upstream.name, { status: 'down' as const, checks: { reachable: 'no' } }] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}
