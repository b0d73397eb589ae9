import { fastifySwagger } from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';

/**
 * Where a service answers the OpenAPI description of its own routes. Outside `/api`, so the gateway never
 * proxies it: the gateway composes `/api/openapi.json` from these (decision 0107).
 */
export const INTERNAL_OPENAPI_PATH = '/internal/openapi.json';

/** The OpenAPI version of every document: 3.1, whose schemas are JSON Schema 2020-12 as zod writes it. */
export const OPENAPI_VERSION = '3.1.0';

/**
 * Describes every route the app registers after this, from the very zod schemas its validation and its
 * answers' serialization use (zod 4's JSON Schema, through fastify-type-provider-zod's transform), so the
 * description cannot drift from what the route checks. Request schemas are written as zod reads them
 * (`io: 'input'`: defaults optional, coercions as given), answers as they are sent.
 */
export function registerOpenApi(app: FastifyInstance, name: string, version = '0.0.0'): void {
  // Set up at once rather than with `app.register`, which would add its route hook only once the app loads its
  // plugins: after createApp's caller has declared its routes, which would then be missing.
  const options = {
    openapi: { openapi: OPENAPI_VERSION, info: { title: `TalentBridge ${name} service`, version } },
    transform: createJsonSchemaTransform({}),
  };
  fastifySwagger(app, options, (error) => {
    if (error) throw error;
  });
}

/** `GET /internal/openapi.json`: the app's own description, for the gateway (no token: it says no more than `/api/openapi.json`). */
export function registerInternalOpenApiRoute(app: FastifyInstance): void {
  app.get(INTERNAL_OPENAPI_PATH, { schema: { hide: true } as object }, async () => app.swagger());
}
