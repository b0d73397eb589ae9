import { PROVISION_CANDIDATE_ACCOUNT, ProvisionCandidateAccountReply } from '@agency/contracts';
import { sendRequest, type EventBus } from '@agency/service-kit';

export type ProvisioningOutcome =
  | { kind: 'created'; token: string }
  /** The e-mail (or candidate) already has a sign-in: no token is handed out for it. */
  | { kind: 'exists' }
  /** The auth service did not answer in time, or could not make the account. */
  | { kind: 'unavailable' };

/**
 * Asks the auth service (NATS request/reply) for the candidate's portal sign-in, without a password:
 * the candidate sets one in the portal with the token answered here.
 */
export async function provisionCandidateAccount(bus: EventBus, candidateId: string, email: string, timeoutMs: number): Promise<ProvisioningOutcome> {
  const reply = await sendRequest(bus.connection, PROVISION_CANDIDATE_ACCOUNT, { candidateId, email }, ProvisionCandidateAccountReply, timeoutMs);
  if (!reply) return { kind: 'unavailable' }; // no responders, a timeout, NATS down, or a reply we cannot read
  if (reply.ok) return { kind: 'created', token: reply.token };
  return reply.status === 409 ? { kind: 'exists' } : { kind: 'unavailable' };
}
