import { CHECK_CANDIDATE_PASSWORD, CheckCandidatePasswordReply } from '@agency/contracts';
import { HttpError, sendRequest, type EventBus } from '@agency/service-kit';

const unavailable = () => new HttpError(503, 'Your email cannot be changed right now. Please try again shortly.');

/**
 * Before a candidate moves their sign-in to another e-mail, the auth service checks their current password
 * (decision 0067); throws the auth service's answer (400 wrong or missing, 401 account gone, 429 too many
 * wrong guesses) as it is.
 */
export async function confirmEmailChange(
  bus: EventBus,
  request: { candidateId: string; password: string | undefined; address: string },
  timeoutMs: number,
): Promise<void> {
  const reply = await sendRequest(bus.connection, CHECK_CANDIDATE_PASSWORD, request, CheckCandidatePasswordReply, timeoutMs);
  if (!reply) throw unavailable();
  if (!reply.ok) throw new HttpError(reply.status, reply.message);
}
