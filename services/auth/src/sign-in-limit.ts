import type { FastifyRequest } from 'fastify';
import { HttpError } from '@agency/service-kit';

export interface SignInLimit {
  /** Attempts allowed per account within the window. */
  max: number;
  windowMs: number;
}

/**
 * Per-account limit on sign-in attempts (route config for @fastify/rate-limit). It runs after the body
 * is validated, so it can count by email; the per-IP limit is the gateway's, which sees the client's
 * address. Counters are per instance (in memory).
 */
export function perAccountLimit(limit: SignInLimit, scope: 'staff' | 'candidate') {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${scope}:${(request.body as { email: string }).email}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      new HttpError(429, `Too many sign-in attempts for this account. Please try again in ${context.after}.`),
  };
}
