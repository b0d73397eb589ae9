import { CHECK_CANDIDATE_PASSWORD, CheckCandidatePasswordReply } from '@agency/contracts';
import { HttpError, type EventBus } from '@agency/service-kit';

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
  let body: unknown;
  try {
    const reply = await bus.connection.request(CHECK_CANDIDATE_PASSWORD, JSON.stringify(request), { timeout: timeoutMs });
    body = reply.json();
  } catch {
    throw unavailable(); // no responders, a timeout, or NATS itself is down
  }
  const reply = CheckCandidatePasswordReply.safeParse(body);
  if (!reply.success) throw unavailable();
  if (!reply.data.ok) throw new HttpError(reply.data.status, reply.data.message);
}
