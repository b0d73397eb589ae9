import type { NatsConnection } from '@nats-io/transport-node';
import { CHANGE_CANDIDATE_SIGN_IN_EMAIL, ChangeCandidateSignInEmailRequest, type ChangeCandidateSignInEmailReply } from '@agency/contracts';
import { answerRequests, AuthMessages, HttpError } from '@agency/service-kit';
import type { Logger } from 'pino';
import type { SignInLimiter } from '../sign-in-limit';
import { confirmCurrentPassword } from './current-password';
import type { CandidateAccountStore } from './store';

const EmailChangeMessages = {
  currentRequired: 'Please enter your current password to change your email.',
} as const;

/**
 * Answers `rpc.auth.change-candidate-sign-in-email` for the candidates service when a candidate changes their
 * e-mail in the portal: the only way the portal sign-in moves (decision 0114). A stolen or left-open session
 * must not be able to move the account to another address, so the current password is checked first
 * (decision 0067); an account made by applying has no password yet, and its token is the proof.
 */
export function answerSignInEmailChanges(connection: NatsConnection, accounts: CandidateAccountStore, limiter: SignInLimiter, log: Logger) {
  async function change(body: unknown): Promise<ChangeCandidateSignInEmailReply> {
    const request = ChangeCandidateSignInEmailRequest.safeParse(body);
    if (!request.success) return { ok: false, status: 400, message: 'Invalid request.' };
    const { candidateId, email, password, address } = request.data;
    try {
      const account = await accounts.findByCandidateId(candidateId);
      if (!account) return { ok: false, status: 401, message: AuthMessages.candidateGone };
      if (account.passwordHash) {
        if (!password) return { ok: false, status: 400, message: EmailChangeMessages.currentRequired };
        await confirmCurrentPassword(limiter, { candidateId, passwordHash: account.passwordHash }, password, address);
      }
      if (!(await accounts.changeEmail(candidateId, email))) return { ok: false, status: 401, message: AuthMessages.candidateGone };
      log.info({ candidateId }, 'candidate portal sign-in e-mail changed by the candidate');
      return { ok: true };
    } catch (error) {
      if (error instanceof HttpError) return { ok: false, status: error.statusCode, message: error.message };
      log.error({ err: error }, 'could not change a candidate sign-in e-mail');
      return { ok: false, status: 503, message: 'Your email cannot be changed right now. Please try again shortly.' };
    }
  }

  return answerRequests(connection, CHANGE_CANDIDATE_SIGN_IN_EMAIL, 'auth', change, log);
}
