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
import type { CandidateAccountStore } from './store';

/**
 * Answers `rpc.auth.provision-candidate-account`: creates a candidate's sign-in and returns their token
 * (apply-and-register needs it at once, so this is request/reply, not an event). One instance of the
 * auth service answers each request (queue group).
 */
export function answerProvisioningRequests(connection: NatsConnection, accounts: CandidateAccountStore, key: SigningKey, log: Logger) {
  async function provision(body: unknown): Promise<ProvisionCandidateAccountReply> {
    const request = ProvisionCandidateAccountRequest.safeParse(body);
    if (!request.success) return { ok: false, status: 400, message: `Invalid request: ${request.error.issues.map((issue) => issue.message).join('; ')}` };
    const { password, email } = request.data;
    const problem = password === undefined ? null : passwordProblem(password, { email });
    if (problem) return { ok: false, status: 400, message: problem };
    try {
      await accounts.create(request.data);
      return { ok: true, token: await key.signCandidate(request.data.candidateId, 0) };
    } catch (error) {
      if (error instanceof HttpError) return { ok: false, status: error.statusCode, message: error.message };
      log.error({ err: error }, 'could not provision a candidate account');
      return { ok: false, status: 503, message: 'Accounts cannot be created right now. Please try again shortly.' };
    }
  }

  return answerRequests(connection, PROVISION_CANDIDATE_ACCOUNT, 'auth', provision, log);
}
