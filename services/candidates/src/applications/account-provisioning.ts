import { PROVISION_CANDIDATE_ACCOUNT, ProvisionCandidateAccountReply } from '@agency/contracts';
import type { EventBus } from '@agency/service-kit';

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
  let body: unknown;
  try {
    const reply = await bus.connection.request(PROVISION_CANDIDATE_ACCOUNT, JSON.stringify({ candidateId, email }), { timeout: timeoutMs });
    body = reply.json();
  } catch {
    return { kind: 'unavailable' }; // no responders, a timeout, or NATS itself is down
  }
  const reply = ProvisionCandidateAccountReply.safeParse(body);
  if (!reply.success) return { kind: 'unavailable' };
  if (reply.data.ok) return { kind: 'created', token: reply.data.token };
  return reply.data.status === 409 ? { kind: 'exists' } : { kind: 'unavailable' };
}
