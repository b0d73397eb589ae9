import { ErrorBody, FORGOT_PASSWORD_SENT, ForgotPasswordAnswer, ForgotPasswordInput, LoginResponse, RESET_LINK_INVALID, ResetPasswordInput } from '@agency/contracts';
import { HttpError, type ServiceApp } from '@agency/service-kit';
import type { SigningKey } from '../keys/signing-key';
import { passwordProblem } from '../password-policy';
import { ACCOUNT_DISABLED } from '../session/routes';
import type { UserStore } from '../users/store';
import type { PasswordLinkStore } from './store';

/**
 * 'Forgot password?' on the team's sign-in page, and the link that sets a team member's password: theirs after
 * 'Forgot password?', or their first after an administrator's invitation (decision 0100). The rules of the
 * candidates' (0095): the same answer for every address, at most 3 links an hour, single use, and setting the
 * password ends every other session and link of the member and signs them in.
 */
export function registerStaffPasswordLinkRoutes(app: ServiceApp, deps: { links: PasswordLinkStore; users: UserStore; key: SigningKey }): void {
  const { links, users, key } = deps;

  app.post(
    '/api/auth/forgot-password',
    { schema: { body: ForgotPasswordInput, response: { 202: ForgotPasswordAnswer, 400: ErrorBody, 429: ErrorBody } } },
    async (request, reply) => {
      const user = await users.findCredentials(request.body.email);
      // A disabled member is not sent one: they could not sign in with it.
      if (user?.status === 'active') {
        const link = await links.request({ account: 'staff', accountId: user.id, email: user.email });
        request.log.info({ userId: user.id, sent: Boolean(link) }, link ? 'staff password link requested' : 'staff password link refused: too many asked for');
      }
      return reply.status(202).send({ message: FORGOT_PASSWORD_SENT });
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: ResetPasswordInput, response: { 200: LoginResponse, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody } } },
    async (request) => {
      const link = await links.find(request.body.token);
      const user = link?.account === 'staff' ? await users.findById(link.accountId) : null;
      if (!link || !user) throw new HttpError(400, RESET_LINK_INVALID);
      if (user.status !== 'active') throw new HttpError(403, ACCOUNT_DISABLED);
      const problem = passwordProblem(request.body.newPassword, user);
      if (problem) throw new HttpError(400, problem);
      if (!(await links.redeem(link.linkId))) throw new HttpError(400, RESET_LINK_INVALID);
      const sessionVersion = await users.setPasswordFromLink(user.id, request.body.newPassword);
      if (sessionVersion === null) throw new HttpError(400, RESET_LINK_INVALID);
      await links.voidAllOf(user.id);
      request.log.info({ userId: user.id }, 'team member password set with an e-mailed link; other sessions and links ended');
      const sessionUser = { id: user.id, name: user.name, email: user.email, role: user.role };
      return { token: await key.signStaff(sessionUser, sessionVersion), user: sessionUser };
    },
  );
}
