import { z } from 'zod';
import { ApiDescription, apiRoutes, ErrorBody, WebhookBody, webhookEvents } from '@agency/contracts';
import { INTERNAL_OPENAPI_PATH, type ServiceApp } from '@agency/service-kit';
import type { Upstream } from '../config';
import { composeOpenApi, type Composed, type OpenApiDocument } from './compose';
import { docsPage } from './docs-page';

/** As long as the proxies wait for a service. */
const DOCUMENT_TIMEOUT_MS = 10_000;

/**
 * `GET /api/openapi.json` and its page for people, `GET /api/docs` (decision 0107): composed at each request
 * from the route table and the documents the services describe their own routes in (`/internal/openapi.json`,
 * never proxied) and the gateway's own, so a service deployed alone is described as it runs. A service that
 * does not answer leaves its routes listed without their schemas, and says so.
 */
export function registerApiDescription(app: ServiceApp, upstreams: Upstream[]): void {
  const version = process.env.SERVICE_VERSION ?? 'development';
  const webhooks = webhookSchemas();

  const compose = async (request: { log: ServiceApp['log']; id: string }): Promise<Composed> => {
    const documents = Object.fromEntries(
      await Promise.all(upstreams.map(async (upstream) => [upstream.name, await serviceDocument(upstream, request)] as const)),
    );
    const composed = composeOpenApi({ routes: apiRoutes, documents: { ...documents, gateway: app.swagger() as OpenApiDocument }, version, webhooks });
    if (composed.undescribed.length > 0) request.log.warn({ routes: composed.undescribed }, 'routes missing from their services’ API descriptions');
    return composed;
  };

  app.get('/api/openapi.json', { schema: { response: { 200: ApiDescription, 503: ErrorBody } } }, async (request) => (await compose(request)).document);

  app.get(
    '/api/docs',
    { schema: { response: { 200: { description: 'The API reference as a web page', content: { 'text/html': { schema: z.string() } } }, 503: ErrorBody } } },
    async (request, reply) => reply.type('text/html; charset=utf-8').send(docsPage((await compose(request)).document)),
  );
}

/** A service's own description, or undefined (logged) when it cannot be read. */
async function serviceDocument(upstream: Upstream, request: { log: ServiceApp['log']; id: string }): Promise<OpenApiDocument | undefined> {
  try {
    const response = await fetch(new URL(INTERNAL_OPENAPI_PATH, upstream.url), {
      headers: { 'x-request-id': request.id },
      signal: AbortSignal.timeout(DOCUMENT_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    return ApiDescription.parse(await response.json()) as OpenApiDocument;
  } catch (error) {
    request.log.warn({ upstream: upstream.name, err: error }, 'service API description unavailable');
    return undefined;
  }
}

/** Each webhook event's delivery body (libs/contracts webhooks.ts): the envelope, with its type and its payload. */
function webhookSchemas(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(webhookEvents).map(([event, payload]) => {
      const body = WebhookBody.extend({ type: z.literal(event), data: payload });
      const { $schema: _schema, ...schema } = z.toJSONSchema(body, { target: 'draft-2020-12', io: 'output' });
      return [event, schema];
    }),
  );
}
