import rateLimit from '@fastify/rate-limit';
import { matchApiRoute } from '@agency/contracts';
import { authorize, HttpError, type ServiceApp, type TokenVerifier } from '@agency/service-kit';
import type { GatewayConfig } from './config';
import { sharedCountStore, type SharedCounts } from './rate-limits/shared-counts';

const pathOf = (url: string) => url.split('?')[0]!;

/**
 * The gateway's part of access control: a call to a known `/api` route without the token its rule
 * needs is refused here, before it reaches a service (each service checks again, including roles).
 * Sign-in routes and public forms (marked in the route table) are also limited per client IP, counted in
 * `sharedCounts` when given (every gateway instance counts the same: decision 0086), else in this process.
 */
export async function registerAccessChecks(app: ServiceApp, config: GatewayConfig, verifier: TokenVerifier, sharedCounts?: SharedCounts): Promise<void> {
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
    keyGenerator: (request) => `public-form:${matchApiRoute(request.method, pathOf(request.url))?.path}:${request.ip}`,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many submissions of this form from your network. Please try again in ${context.after}.`),
  });

  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (!path.startsWith('/api/')) return;
    const route = matchApiRoute(request.method, path);
    if (!route) return; // not an API route: the JSON 404 answers
    if (route.signIn) await limitSignInPerIp.call(app, request, reply);
    if (route.publicForm) await limitPublicFormPerIp.call(app, request, reply);
    if (route.access === 'public') return;
    await authorize(route.access, request.headers.authorization, verifier);
  });
}
