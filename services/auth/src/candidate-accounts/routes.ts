import { CandidateLoginInput, ErrorBody, TokenResponse } from '@agency/contracts';
import { HttpError, type ServiceApp } from '@agency/service-kit';
import type { SigningKey } from '../keys/signing-key';
import { credentialsMatch } from '../passwords';
import { INVALID_CREDENTIALS } from '../session/routes';
import { perAccountLimit, type SignInLimit } from '../sign-in-limit';
import type { CandidateAccountStore } from './store';

/** Candidate portal sign-in: answers a candidate token (its own audience, refused on staff routes). */
export function registerCandidateLoginRoute(app: ServiceApp, accounts: CandidateAccountStore, key: SigningKey, limit: SignInLimit): void {
  app.post(
    '/api/candidate/auth/login',
    {
      schema: { body: CandidateLoginInput, response: { 200: TokenResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody } },
      config: { rateLimit: perAccountLimit(limit, 'candidate') },
    },
    async (request) => {
      const { email, password } = request.body;
      const account = await accounts.findByEmail(email);
      if (!(await credentialsMatch(account, password)) || !account) throw new HttpError(401, INVALID_CREDENTIALS);
      await accounts.recordLogin(account.candidateId);
      return { token: await key.signCandidate(account.candidateId) };
    },
  );
}
