import type { FastifyInstance } from 'fastify';
import { ApiKeyMessages, declaredAccess, isPeopleOnly, type Access } from '@agency/contracts';
import { HttpError } from '../errors';
import { AuthMessages, bearerToken, type Principal, type TokenVerifier } from './verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null for an anonymous call to a public route. */
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** Not for an API key (routes.ts `peopleOnly`). */
    peopleOnly?: boolean;
  }
}

/**
 * Decides whether a caller with this Authorization header may use a route of the given access level.
 * Public routes never fail on a bad token (a stale staff token must not break the public website);
 * a valid staff token there is still returned, as it may widen what the caller sees.
 */
export async function authorize(access: Access, authorization: string | undefined, verifier: TokenVerifier): Promise<Principal | null> {
  const token = bearerToken(authorization);
  if (access === 'public') {
    if (!token) return null;
    return verifier.verify(token).catch(() => null);
  }
  if (!token) {
    throw new HttpError(401, access === 'candidate' ? AuthMessages.candidateOnly : access === 'client' ? AuthMessages.clientOnly : AuthMessages.signInRequired);
  }
  const principal = await verifier.verify(token);
  if (access === 'candidate') {
    if (principal.kind !== 'candidate') throw new HttpError(401, AuthMessages.candidateOnly);
    return principal;
  }
  // A client token reaches the client's routes and nothing else (decision 0130).
  if (access === 'client') {
    if (principal.kind !== 'client') throw new HttpError(401, AuthMessages.clientOnly);
    return principal;
  }
  if (principal.kind === 'client') throw new HttpError(401, AuthMessages.notForClients);
  if (principal.kind !== 'staff') throw new HttpError(401, AuthMessages.staffOnly);
  if (access === 'administrator' && principal.role !== 'administrator') throw new HttpError(403, AuthMessages.administratorsOnly);
  if (access === 'manager' && principal.role === 'recruiter') throw new HttpError(403, AuthMessages.managersOnly);
  return principal;
}

/**
 * Puts every `/api` route of a service under the access rules of `libs/contracts` routes.ts. Register it
 * before the routes: a route missing from that list stops the service at start-up, so no endpoint can
 * ship without a declared rule.
 */
export function registerAccessControl(app: FastifyInstance, verifier: TokenVerifier): void {
  app.decorateRequest('principal', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // fastify adds a HEAD route for each GET; it runs the GET handler, so it gets the GET's rule.
      const access = declaredAccess(method === 'HEAD' ? 'GET' : method, route.url);
      if (!access) throw new Error(`${method} ${route.url} is not declared in libs/contracts/src/routes.ts`);
      route.config = { ...route.config, access, peopleOnly: isPeopleOnly(method === 'HEAD' ? 'GET' : method, route.url) };
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    request.principal = await authorize(access, request.headers.authorization, verifier);
    // Before the body is read: a key gets the same 403 whatever it sends.
    if (request.routeOptions.config.peopleOnly && request.principal?.kind === 'staff' && request.principal.apiKey) {
      throw new HttpError(403, ApiKeyMessages.notForKeys);
    }
  });
}

/** The staff member behind a request to a staff or administrator route. */
export function staffOf(principal: Principal | null): Extract<Principal, { kind: 'staff' }> {
  if (principal?.kind !== 'staff') throw new HttpError(401, AuthMessages.signInRequired);
  return principal;
}

/** The employer's contact behind a request to a client route. */
export function clientOf(principal: Principal | null): Extract<Principal, { kind: 'client' }> {
  if (principal?.kind !== 'client') throw new HttpError(401, AuthMessages.clientOnly);
  return principal;
}

/** The candidate behind a request to a candidate route. */
export function candidateOf(principal: Principal | null): Extract<Principal, { kind: 'candidate' }> {
  if (principal?.kind !== 'candidate') throw new HttpError(401, AuthMessages.candidateOnly);
  return principal;
}
