import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CandidateAccount, CandidatePasswordInput, ErrorBody } from '@agency/contracts';
import { AuthMessages, candidateOf, conflict, HttpError, type ServiceApp } from '@agency/service-kit';
import { verifyPassword } from '../passwords';
import { perCandidatePasswordLimit, type SignInLimit } from '../sign-in-limit';
import type { CandidateAccountStore } from './store';

export const PasswordMessages = {
  currentRequired: 'Please enter your current password to change it.',
  currentWrong: 'Your current password is incorrect. Please try again.',
  changedMeanwhile: 'Your password was changed in the meantime. Please reload the page and try again.',
} as const;

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/**
 * The candidate's own portal sign-in (decision 0052): whether it has a password yet, and setting or
 * changing it. A wrong current password is a 400, not a 401: a 401 means the session ended, and the
 * portal signs out on it.
 */
export function registerCandidatePasswordRoutes(app: ServiceApp, accounts: CandidateAccountStore, limit: SignInLimit): void {
  type Account = NonNullable<Awaited<ReturnType<CandidateAccountStore['findByCandidateId']>>>;
  const callers = new WeakMap<FastifyRequest, Account>();
  /**
   * The caller's account, looked up before the body is validated: an erased candidate's token stays valid
   * until it expires, but gets the same 401 whatever it sends, as on every other service's candidate routes.
   */
  const loadAccount = async (request: FastifyRequest) => {
    const account = await accounts.findByCandidateId(candidateOf(request.principal).candidateId);
    if (!account) throw new HttpError(401, AuthMessages.candidateGone);
    callers.set(request, account);
  };
  const accountOf = (request: FastifyRequest) => callers.get(request)!;

  app.get('/api/candidate/auth/account', { schema: { response: { 200: CandidateAccount, ...errors } }, preValidation: loadAccount }, async (request) => {
    const account = accountOf(request);
    return { email: account.email, hasPassword: Boolean(account.passwordHash) };
  });

  app.put(
    '/api/candidate/auth/password',
    {
      schema: { body: CandidatePasswordInput, response: { 204: z.null(), ...errors } },
      config: { rateLimit: perCandidatePasswordLimit(limit) },
      preValidation: loadAccount,
    },
    async (request, reply) => {
      const account = accountOf(request);
      const { currentPassword, newPassword } = request.body;
      // A candidate who came in by applying has no password yet: their token is the proof.
      if (account.passwordHash) {
        if (!currentPassword) throw new HttpError(400, PasswordMessages.currentRequired);
        if (!(await verifyPassword(account.passwordHash, currentPassword))) throw new HttpError(400, PasswordMessages.currentWrong);
      }
      if (!(await accounts.replacePassword(account.candidateId, account.passwordHash ?? null, newPassword))) {
        throw conflict(PasswordMessages.changedMeanwhile);
      }
      return reply.status(204).send(null);
    },
  );
}
