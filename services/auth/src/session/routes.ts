import { ApiKeyMessages, ErrorBody, LoginInput, LoginResponse, SessionUser } from '@agency/contracts';
import { HttpError, staffOf, type ServiceApp } from '@agency/service-kit';
import type { SigningKey } from '../keys/signing-key';
import { credentialsMatch } from '../passwords';
import type { SignInLimiter } from '../sign-in-limit';
import type { UserStore } from '../users/store';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact an administrator.';

/** Staff sign-in and "who am I". */
export function registerSessionRoutes(app: ServiceApp, users: UserStore, key: SigningKey, limiter: SignInLimiter): void {
  app.post(
    '/api/auth/login',
    {
      schema: { body: LoginInput, response: { 200: LoginResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = await limiter.begin('staff', email, request.ip, reply);
      const user = await users.findCredentials(email);
      if (!(await credentialsMatch(user, password)) || !user) {
        await attempt.failed();
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      await attempt.succeeded();
      // Said only to someone who knows the password: telling them why beats a puzzling "invalid".
      if (user.status !== 'active') throw new HttpError(403, ACCOUNT_DISABLED);
      const sessionUser = { id: user.id, name: user.name, email: user.email, role: user.role };
      return { token: await key.signStaff(sessionUser, user.sessionVersion), user: sessionUser };
    },
  );

  app.get('/api/auth/me', { schema: { response: { 200: SessionUser, 401: ErrorBody, 403: ErrorBody } } }, async (request) => {
    const { userId, apiKey } = staffOf(request.principal);
    // A key is no one's session (decision 0109).
    if (apiKey) throw new HttpError(403, ApiKeyMessages.notASession);
    const user = await users.findById(userId);
    if (!user) throw new HttpError(401, 'Your account is no longer active. Please contact an administrator.');
    return { id: user.id, name: user.name, email: user.email, role: user.role };
  });
}
