import {
  ClientContact,
  ClientLoginInput,
  ClientLoginResponse,
  ErrorBody,
  FORGOT_PASSWORD_SENT,
  ForgotPasswordAnswer,
  ForgotPasswordInput,
  RESET_LINK_INVALID,
  ResetPasswordInput,
} from '@agency/contracts';
import { clientOf, HttpError, type ServiceApp } from '@agency/service-kit';
import type { SigningKey } from '../keys/signing-key';
import { passwordProblem } from '../password-policy';
import type { PasswordLinkStore } from '../password-links/store';
import { credentialsMatch } from '../passwords';
import { INVALID_CREDENTIALS } from '../session/routes';
import type { SignInLimiter } from '../sign-in-limit';
import { contactOf, type ClientAccountStore } from './store';

export const CLIENT_ACCOUNT_GONE = 'Your access to the client portal has ended. Please contact your recruiter.';

/**
 * The client portal's sign-in (decision 0130): the rules of the candidates' and the team's (decisions 0068, 0095):
 * failures limited per account and address, the same answer to 'Forgot password?' for every address, a link usable
 * once that signs the contact in.
 */
export function registerClientAccountRoutes(
  app: ServiceApp,
  deps: { accounts: ClientAccountStore; links: PasswordLinkStore; key: SigningKey; limiter: SignInLimiter },
): void {
  const { accounts, links, key, limiter } = deps;
  const signedIn = async (account: Parameters<typeof contactOf>[0]) => {
    const contact = contactOf(account);
    return { token: await key.signClient(contact), contact };
  };

  app.post(
    '/api/client/auth/login',
    { schema: { body: ClientLoginInput, response: { 200: ClientLoginResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = await limiter.begin('client', email, request.ip, reply);
      const account = await accounts.findByEmail(email);
      if (!(await credentialsMatch(account, password)) || !account) {
        await attempt.failed();
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      await attempt.succeeded();
      await accounts.recordLogin(account._id.toHexString());
      return signedIn(account);
    },
  );

  app.post(
    '/api/client/auth/forgot-password',
    { schema: { body: ForgotPasswordInput, response: { 202: ForgotPasswordAnswer, 400: ErrorBody, 429: ErrorBody } } },
    async (request, reply) => {
      const account = await accounts.findByEmail(request.body.email);
      if (account) {
        const accountId = account._id.toHexString();
        const link = await links.request({ account: 'client', accountId, email: account.email });
        request.log.info({ clientAccountId: accountId, sent: Boolean(link) }, link ? 'client password link requested' : 'client password link refused: too many asked for');
      }
      return reply.status(202).send({ message: FORGOT_PASSWORD_SENT });
    },
  );

  app.post(
    '/api/client/auth/reset-password',
    { schema: { body: ResetPasswordInput, response: { 200: ClientLoginResponse, 400: ErrorBody, 429: ErrorBody } } },
    async (request) => {
      const link = await links.find(request.body.token);
      const account = link?.account === 'client' ? await accounts.findById(link.accountId) : null;
      if (!link || !account) throw new HttpError(400, RESET_LINK_INVALID);
      const problem = passwordProblem(request.body.newPassword, account);
      if (problem) throw new HttpError(400, problem);
      if (!(await links.redeem(link.linkId))) throw new HttpError(400, RESET_LINK_INVALID);
      const accountId = account._id.toHexString();
      if (!(await accounts.setPassword(accountId, account.passwordHash ?? null, request.body.newPassword))) throw new HttpError(400, RESET_LINK_INVALID);
      await links.voidAllOf(accountId);
      request.log.info({ clientAccountId: accountId }, 'client password set with an e-mailed link; other links ended');
      return signedIn(account);
    },
  );

  app.get('/api/client/auth/account', { schema: { response: { 200: ClientContact, 401: ErrorBody } } }, async (request) => {
    const account = await accounts.findById(clientOf(request.principal).accountId);
    if (!account) throw new HttpError(401, CLIENT_ACCOUNT_GONE);
    return contactOf(account);
  });
}
