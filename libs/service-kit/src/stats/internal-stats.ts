import type { z } from 'zod';
import type { ServiceApp } from '../runtime';

/**
 * Where each owning service answers its part of the dashboard stats. Outside `/api`, so the gateway never
 * proxies it: only the gateway's composition (`GET /api/dashboard/stats`) calls it, inside the network.
 */
export const INTERNAL_STATS_PATH = '/internal/stats';

/**
 * Registers the service's `GET /internal/stats`, answering what `stats` returns, checked against its
 * contract on the way out. It requires a valid staff token, checked by the same hook and verifier as the
 * service's `/api` staff routes (decision 0035): so register `registerAccessControl` first. The gateway
 * forwards its caller's Authorization header, so a service trusts no caller just for being inside.
 */
export function registerInternalStats<Schema extends z.ZodType>(
  app: ServiceApp,
  schema: Schema,
  stats: () => z.input<Schema> | Promise<z.input<Schema>>,
): void {
  // registerAccessControl decorates requests with the principal; without it the route would be open.
  if (!app.hasRequestDecorator('principal')) {
    throw new Error(`register access control before ${INTERNAL_STATS_PATH}: it must not be open to anyone`);
  }
  // The schema is typed loosely here: fastify's reply typing cannot follow a generic schema.
  const response: z.ZodType = schema;
  app.get(INTERNAL_STATS_PATH, { config: { access: 'staff' }, schema: { response: { 200: response } } }, async () => stats());
}
