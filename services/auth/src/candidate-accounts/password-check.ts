import type { NatsConnection } from '@nats-io/transport-node';
import { CHECK_CANDIDATE_PASSWORD, CheckCandidatePasswordRequest, type CheckCandidatePasswordReply } from '@agency/contracts';
import { answerRequests, AuthMessages, HttpError } from '@agency/service-kit';
import type { Logger } from 'pino';
import type { SignInLimiter } from '../sign-in-limit';
import { confirmCurrentPassword } from './current-password';
import type { CandidateAccountStore } from './store';

const EmailChangeMessages = {
  currentRequired: 'Please enter your current password to change your email.',
} as const;

/**
 * Answers `rpc.auth.check-candidate-password` for the candidates service before a candidate changes the
 * e-mail they sign in with (decision 0067): a stolen or left-open session must not be able to move the
 * account to another address. An account made by applying has no password yet; its token is the proof.
 */
export function answerPasswordChecks(connection: NatsConnection, accounts: CandidateAccountStore, limiter: SignInLimiter, log: Logger) {
  async function check(body: unknown): Promise<CheckCandidatePasswordReply> {
    const request = CheckCandidatePasswordRequest.safeParse(body);
    if (!request.success) return { ok: false, status: 400, message: 'Invalid request.' };
    try {
      const account = await accounts.findByCandidateId(request.data.candidateId);
      if (!account) return { ok: false, status: 401, message: AuthMessages.candidateGone };
      if (!account.passwordHash) return { ok: true };
      if (!request.data.password) return { ok: false, status: 400, message: EmailChangeMessages.currentRequired };
      await confirmCurrentPassword(limiter, { candidateId: account.candidateId, passwordHash: account.passwordHash }, request.data.password, request.data.address);
      return { ok: true };
    } catch (error) {
      if (error instanceof HttpError) return { ok: false, status: error.statusCode, message: error.message };
      log.error({ err: error }, 'could not check a candidate password');
      return { ok: false, status: 503, message: 'Your email cannot be changed right now. Please try again shortly.' };
    }
  }

  return answerRequests(connection, CHECK_CANDIDATE_PASSWORD, 'auth', check, log);
}
