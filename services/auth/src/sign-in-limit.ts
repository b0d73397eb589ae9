import type { FastifyRequest } from 'fastify';
import { candidateOf, HttpError } from '@agency/service-kit';

export interface SignInLimit {
  /** Attempts allowed per account within the window. */
  max: number;
  windowMs: number;
}

/** Route config for @fastify/rate-limit counting attempts per account (in memory, per instance). */
function limitPerAccount(limit: SignInLimit, accountOf: (request: FastifyRequest) => string, attempts: string) {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    hook: 'preHandler' as const,
    keyGenerator: accountOf,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      new HttpError(429, `Too many ${attempts} for this account. Please try again in ${context.after}.`),
  };
}

/**
 * Per-account limit on sign-in attempts. It runs after the body is validated, so it can count by email;
 * the per-IP limit is the gateway's, which sees the client's address.
 */
export function perAccountLimit(limit: SignInLimit, scope: 'staff' | 'candidate') {
  return limitPerAccount(limit, (request) => `${scope}:${(request.body as { email: string }).email}`, 'sign-in attempts');
}

/**
 * The same limit on a candidate's password changes, counted per candidate (the token says who): a stolen
 * token cannot be used to guess the current password faster than sign-in allows (decision 0052).
 */
export function perCandidatePasswordLimit(limit: SignInLimit) {
  return limitPerAccount(limit, (request) => `candidate-password:${candidateOf(request.principal).candidateId}`, 'password attempts');
}
