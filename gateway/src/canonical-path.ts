import type { FastifyRequest } from 'fastify';
import { matchApiRoute, type ApiRoute } from '@agency/contracts';
import { HttpError, type ServiceApp } from '@agency/service-kit';

/** The path of a request's address, without its query. */
export const pathOf = (url: string) => url.split('?')[0]!;

/**
 * The route-table entry of a request (a HEAD is its GET, as fastify answers it), read from its address as sent:
 * the one reading that decides the access rules, the per-address limits, the public cache and the service.
 */
export function apiRouteOf(request: FastifyRequest): ApiRoute | undefined {
  return matchApiRoute(request.method === 'HEAD' ? 'GET' : request.method, pathOf(request.url));
}

const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * Why an address is not in the one form the gateway reads, or undefined when it is (decision 0113). The routers
 * (the gateway's and each service's) decode %-escapes, and the proxy's URL resolution removes dot segments and
 * reads "\" as "/", while the route table is matched on the address as sent: `/api/auth/%6cogin` was the
 * sign-in to the auth service but no sign-in to the limits. Rewriting such an address would leave two readings
 * in play, so it is refused; what remains decodes to the same route everywhere (an escape left can only stand
 * in a parameter, as no route's fixed text needs one), and the service receives the address unchanged.
 */
export function nonCanonical(url: string): string | undefined {
  if (!url.startsWith('/')) return 'The address must be a path starting with "/".';
  // Routers end the path at "#"; a browser never sends the fragment.
  if (url.includes('#')) return 'The address must not contain "#".';
  const path = pathOf(url);
  if (path.includes('\\')) return 'The address must not contain a backslash: use "/" between its parts.';
  for (const [escape, hex] of path.matchAll(/%([0-9a-fA-F]{2})/g)) {
    const char = String.fromCharCode(parseInt(hex!, 16));
    if (char === '/' || char === '\\') return `The address must not contain an encoded slash or backslash (${escape}).`;
    if (UNRESERVED.test(char)) return `The address spells "${char}" as ${escape}: write letters, digits, "-", ".", "_" and "~" as they are.`;
  }
  const segments = path.split('/').slice(1);
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'The address must not contain "." or ".." between slashes.';
  if (segments.slice(0, -1).includes('')) return 'The address must not contain "//".';
  if (path.startsWith('/api/') && path.endsWith('/')) return 'An API address must not end with "/".';
  return undefined;
}

/** Refuses, before any other check, an address not in its one form, with a 400 that says what is wrong. */
export function registerCanonicalPaths(app: ServiceApp): void {
  app.addHook('onRequest', async (request) => {
    const problem = nonCanonical(request.url);
    if (problem) throw new HttpError(400, problem);
  });
}
