import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_HEADER, ApiKeyMessages, type ApiRoute } from '@agency/contracts';
import { authorize, HttpError, type ServiceApp, type TokenVerifier } from '@agency/service-kit';
import { presentedApiKey, type ApiKeyExchange } from './api-keys';
import { apiRouteOf, pathOf } from './canonical-path';
import type { GatewayConfig } from './config';
import { sharedCountStore, type SharedCounts } from './rate-limits/shared-counts';

/**
 * The gateway's part of access control: a call to a known `/api` route without the token its rule
 * needs is refused here, before it reaches a service (each service checks again, including roles); a call
 * to an `/api` address the route table does not know is a 404 here, never forwarded (decision 0113).
 * Sign-in routes and public forms (marked in the route table) are also limited per client IP, counted in
 * `sharedCounts` when given (every gateway instance counts the same: decision 0086), else in this process.
 * With `apiKeys`, an API key is exchanged for a staff token of its role, which is what the services get, and
 * each key's requests are limited (decision 0109).
 */
export async function registerAccessChecks(
  app: ServiceApp,
  config: GatewayConfig,
  verifier: TokenVerifier,
  sharedCounts?: SharedCounts,
  apiKeys?: ApiKeyExchange,
): Promise<void> {
  await app.register(rateLimit, sharedCounts ? { global: false, store: sharedCountStore(sharedCounts, app.log), skipOnError: true } : { global: false });
  const limitSignInPerIp = app.rateLimit({
    max: config.signInLimitPerIp.max,
    timeWindow: config.signInLimitPerIp.windowMs,
    keyGenerator: (request) => `sign-in:${request.ip}`,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many sign-in attempts from your network. Please try again in ${context.after}.`),
  });

  // Each public form has its own count, so a visitor who registers a company can still apply for a job.
  const limitPublicFormPerIp = app.rateLimit({
    max: config.publicFormLimitPerIp.max,
    timeWindow: config.publicFormLimitPerIp.windowMs,
    keyGenerator: (request) => `public-form:${apiRouteOf(request)?.path}:${request.ip}`,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many submissions of this form from your network. Please try again in ${context.after}.`),
  });

  // A check, not a hook: the plugin runs one `rateLimit` hook per request, and a key's request to a sign-in or a
  // public form must still meet that route's own limit after its key's.
  const keyOfRequest = new WeakMap<FastifyRequest, string>();
  const countPerApiKey = app.createRateLimit({
    max: config.apiKeyLimit.max,
    timeWindow: config.apiKeyLimit.windowMs,
    keyGenerator: (request) => `api-key:${keyOfRequest.get(request)}`,
  });
  async function limitPerApiKey(request: FastifyRequest, reply: FastifyReply) {
    const count = await countPerApiKey(request);
    if (count.isAllowed || !count.isExceeded) return;
    reply.header('retry-after', count.ttlInSeconds);
    const [amount, unit] = count.ttlInSeconds < 60 ? [count.ttlInSeconds, 'second'] : [Math.ceil(count.ttlInSeconds / 60), 'minute'];
    throw new HttpError(429, `Too many requests with this API key. Please try again in ${amount} ${unit}${amount === 1 ? '' : 's'}.`);
  }

  /** Puts the key's staff token where a staff member's would be; a wrong key also counts as a failed sign-in. */
  async function exchangeApiKey(request: FastifyRequest, reply: FastifyReply, route: ApiRoute, secret: string) {
    // A key acts as staff: never as a candidate, not even on the portal's sign-in.
    if (route.access === 'candidate' || route.path.startsWith('/api/candidate/')) throw new HttpError(401, ApiKeyMessages.candidateRoutes);
    if (!apiKeys) throw new HttpError(401, ApiKeyMessages.unknown);
    let exchanged;
    try {
      exchanged = await apiKeys.tokenFor(secret);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) await limitSignInPerIp.call(app, request, reply);
      throw error;
    }
    keyOfRequest.set(request, exchanged.keyId);
    await limitPerApiKey(request, reply);
    request.headers.authorization = `Bearer ${exchanged.token}`;
    delete request.headers[API_KEY_HEADER];
  }

  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (!path.startsWith('/api/')) return;
    const route = apiRouteOf(request);
    // Only what the route table knows reaches a service, so the checks below are the ones for what it runs.
    if (!route) throw new HttpError(404, `No API route for ${request.method} ${path}`);
    const apiKey = presentedApiKey(request.headers);
    if (apiKey) await exchangeApiKey(request, reply, route, apiKey);
    if (route.signIn) await limitSignInPerIp.call(app, request, reply);
    if (route.publicForm) await limitPublicFormPerIp.call(app, request, reply);
    if (route.access === 'public') return;
    await authorize(route.access, request.headers.authorization, verifier);
  });
}
