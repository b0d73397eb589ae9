import {
  ErrorBody,
  FORGOT_PASSWORD_SENT,
  ForgotPasswordAnswer,
  ForgotPasswordInput,
  RESET_LINK_INVALID,
  ResetPasswordInput,
  TokenResponse,
} from '@agency/contracts';
import { conflict, HttpError, type ServiceApp } from '@agency/service-kit';
import type { CandidateAccountStore } from '../candidate-accounts/store';
import { PasswordMessages } from '../candidate-accounts/password';
import type { SigningKey } from '../keys/signing-key';
import { passwordProblem } from '../password-policy';
import type { CandidateNames } from '../projections/candidate-names';
import type { PasswordLinkStore } from './store';

/**
 * 'Forgot password?' for the candidate portal (decision 0095). Asking answers the same for every address;
 * a known one is sent a link (by the notifications service, from this service's event). The link's token and
 * a new password set the password, end every other session and link, and sign the candidate in.
 */
export function registerPasswordLinkRoutes(
  app: ServiceApp,
  deps: { links: PasswordLinkStore; accounts: CandidateAccountStore; names: CandidateNames; key: SigningKey },
): void {
  const { links, accounts, names, key } = deps;

  app.post(
    '/api/candidate/auth/forgot-password',
    { schema: { body: ForgotPasswordInput, response: { 202: ForgotPasswordAnswer, 400: ErrorBody, 429: ErrorBody } } },
    async (request, reply) => {
      const account = await accounts.findByEmail(request.body.email);
      if (account) {
        const link = await links.request({ account: 'candidate', accountId: account.candidateId, email: account.email });
        request.log.info({ candidateId: account.candidateId, sent: Boolean(link) }, link ? 'password link requested' : 'password link refused: too many asked for');
      }
      return reply.status(202).send({ message: FORGOT_PASSWORD_SENT });
    },
  );

  app.post(
    '/api/candidate/auth/reset-password',
    { schema: { body: ResetPasswordInput, response: { 200: TokenResponse, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody } } },
    async (request) => {
      const link = await links.find(request.body.token);
      const account = link?.account === 'candidate' ? await accounts.findByCandidateId(link.accountId) : null;
      if (!link || !account) throw new HttpError(400, RESET_LINK_INVALID);
      const problem = passwordProblem(request.body.newPassword, { email: account.email, name: await names.nameOf(account.candidateId) });
      if (problem) throw new HttpError(400, problem);
      if (!(await links.redeem(link.linkId))) throw new HttpError(400, RESET_LINK_INVALID);
      const sessionVersion = await accounts.replacePassword(account.candidateId, account.passwordHash ?? null, request.body.newPassword);
      if (sessionVersion === null) throw conflict(PasswordMessages.changedMeanwhile);
      await links.voidAllOf(account.candidateId);
      request.log.info({ candidateId: account.candidateId }, 'candidate password set with an e-mailed link; other sessions and links ended');
      return { token: await key.signCandidate(account.candidateId, sessionVersion) };
    },
  );
}
