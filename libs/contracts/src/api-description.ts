import { z } from 'zod';

/**
 * An OpenAPI 3.1 document (`GET /api/openapi.json`, and each service's `/internal/openapi.json` the gateway
 * composes it from; decision 0107). Only its frame is checked here: the rest is OpenAPI's own, passed on as written.
 */
export const ApiDescription = z.looseObject({
  openapi: z.string().regex(/^3\.1\./, 'must be an OpenAPI 3.1 document'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type ApiDescription = z.infer<typeof ApiDescription>;
