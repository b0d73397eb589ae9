import type { NatsConnection } from '@nats-io/transport-node';
import {
  PROVISION_CANDIDATE_ACCOUNT,
  ProvisionCandidateAccountRequest,
  type ProvisionCandidateAccountReply,
} from '@agency/contracts';
import { answerRequests, HttpError } from '@agency/service-kit';
import type { Logger } from 'pino';
import type { SigningKey } from '../keys/signing-key';
import { passwordProblem } from '../password-policy';
import type { PasswordLinkStore } from '../password-links/store';
import type { CandidateAccountStore } from './store';

/**
 * Answers `rpc.auth.provision-candidate-account`: creates a candidate's sign-in and returns their token
 * (apply-and-register needs it at once, so this is request/reply, not an event). One instance of the
 * auth service answers each request (queue group).
 *
 * An account without a password (a new one, or one an earlier application made) is also sent a link to choose
 * one (decision 0096): the token stays in the browser that applied, the link lets the candidate in from any
 * other, and is how someone whose account already existed claims it, as no token is answered for that.
 */
export function answerProvisioningRequests(connection: NatsConnection, accounts: CandidateAccountStore, links: PasswordLinkStore, key: SigningKey, log: Logger) {
  /** Never fails the application: without the e-mail, 'Forgot password?' still sends a link. */
  async function sendPasswordLink(candidateId: string): Promise<void> {
    try {
      const account = await accounts.findByCandidateId(candidateId);
      if (!account || account.passwordHash || (await links.hasUsable(candidateId, 'set-password'))) return;
      const link = await links.request({ account: 'candidate', accountId: candidateId, email: account.email }, 'set-password');
      log.info({ candidateId, sent: Boolean(link) }, link ? 'set-password link requested' : 'set-password link refused: too many asked for');
    } catch (error) {
      log.warn({ err: error, candidateId }, 'could not request a set-password link');
    }
  }

  async function provision(body: unknown): Promise<ProvisionCandidateAccountReply> {
    const request = ProvisionCandidateAccountRequest.safeParse(body);
    if (!request.success) return { ok: false, status: 400, message: `Invalid request: ${request.error.issues.map((issue) => issue.message).join('; ')}` };
    const { password, email } = request.data;
    const problem = password === undefined ? null : passwordProblem(password, { email });
    if (problem) return { ok: false, status: 400, message: problem };
    try {
      await accounts.create(request.data);
      if (password === undefined) await sendPasswordLink(request.data.candidateId);
      return { ok: true, token: await key.signCandidate(request.data.candidateId, 0) };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) await sendPasswordLink(request.data.candidateId);
      if (error instanceof HttpError) return { ok: false, status: error.statusCode, message: error.message };
      log.error({ err: error }, 'could not provision a candidate account');
      return { ok: false, status: 503, message: 'Accounts cannot be created right now. Please try again shortly.' };
    }
  }

  return answerRequests(connection, PROVISION_CANDIDATE_ACCOUNT, 'auth', provision, log);
}
