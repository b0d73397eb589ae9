import { CandidateLoginInput, ErrorBody, TokenResponse } from '@agency/contracts';
import { HttpError, type ServiceApp } from '@agency/service-kit';
import type { SigningKey } from '../keys/signing-key';
import { credentialsMatch } from '../passwords';
import { INVALID_CREDENTIALS } from '../session/routes';
import type { SignInLimiter } from '../sign-in-limit';
import type { CandidateAccountStore } from './store';

/** Candidate portal sign-in: answers a candidate token (its own audience, refused on staff routes). */
export function registerCandidateLoginRoute(app: ServiceApp, accounts: CandidateAccountStore, key: SigningKey, limiter: SignInLimiter): void {
  app.post(
    '/api/candidate/auth/login',
    {
      schema: { body: CandidateLoginInput, response: { 200: TokenResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = await limiter.begin('candidate', email, request.ip, reply);
      const account = await accounts.findByEmail(email);
      if (!(await credentialsMatch(account, password)) || !account) {
        await attempt.failed();
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      await attempt.succeeded();
      await accounts.recordLogin(account.candidateId);
      return { token: await key.signCandidate(account.candidateId, account.sessionVersion ?? 0) };
    },
  );
}
