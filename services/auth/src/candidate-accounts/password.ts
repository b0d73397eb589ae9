import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CandidateAccount, CandidatePasswordInput, ErrorBody, TokenResponse } from '@agency/contracts';
import { AuthMessages, candidateOf, conflict, HttpError, type ServiceApp } from '@agency/service-kit';
import type { SigningKey } from '../keys/signing-key';
import type { PasswordLinkStore } from '../password-links/store';
import { passwordProblem } from '../password-policy';
import type { SignInLimiter } from '../sign-in-limit';
import { confirmCurrentPassword } from './current-password';
import type { CandidateNames } from '../projections/candidate-names';
import type { CandidateAccountStore } from './store';

export const PasswordMessages = {
  currentRequired: 'Please enter your current password to change it.',
  changedMeanwhile: 'Your password was changed in the meantime. Please reload the page and try again.',
} as const;

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/**
 * The candidate's own portal sign-in (decisions 0052, 0069, 0070): whether it has a password yet, setting
 * or changing it, and ending every session. A wrong current password is a 400, not a 401: a 401 means the
 * session ended, and the portal signs out on it.
 */
export function registerCandidatePasswordRoutes(
  app: ServiceApp,
  deps: { accounts: CandidateAccountStore; names: CandidateNames; key: SigningKey; limiter: SignInLimiter; links: PasswordLinkStore },
): void {
  const { accounts, names, key, limiter, links } = deps;
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

  /**
   * Setting or changing the password ends every session of the account (a thief's included) and every e-mailed
   * password link, and answers a token for this one, so the candidate stays signed in here.
   */
  app.put(
    '/api/candidate/auth/password',
    { schema: { body: CandidatePasswordInput, response: { 200: TokenResponse, ...errors } }, preValidation: loadAccount },
    async (request, reply) => {
      const account = accountOf(request);
      const { currentPassword, newPassword } = request.body;
      // A candidate who came in by applying has no password yet: their token is the proof.
      if (account.passwordHash) {
        if (!currentPassword) throw new HttpError(400, PasswordMessages.currentRequired);
        await confirmCurrentPassword(limiter, { candidateId: account.candidateId, passwordHash: account.passwordHash }, currentPassword, request.ip, reply);
      }
      const problem = passwordProblem(newPassword, { email: account.email, name: await names.nameOf(account.candidateId) });
      if (problem) throw new HttpError(400, problem);
      const sessionVersion = await accounts.replacePassword(account.candidateId, account.passwordHash ?? null, newPassword);
      if (sessionVersion === null) throw conflict(PasswordMessages.changedMeanwhile);
      await links.voidAllOf(account.candidateId);
      request.log.info({ candidateId: account.candidateId }, 'candidate password changed; other sessions and password links ended');
      return { token: await key.signCandidate(account.candidateId, sessionVersion) };
    },
  );

  /** 'Sign out everywhere': every token of the candidate stops working, the caller's too. */
  app.delete('/api/candidate/auth/sessions', { schema: { response: { 204: z.null(), ...errors } }, preValidation: loadAccount }, async (request, reply) => {
    const { candidateId } = accountOf(request);
    if ((await accounts.endAllSessions(candidateId)) === null) throw new HttpError(401, AuthMessages.candidateGone);
    request.log.info({ candidateId }, 'candidate signed out everywhere');
    return reply.status(204).send(null);
  });
}
