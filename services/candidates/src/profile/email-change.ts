import { CHANGE_CANDIDATE_SIGN_IN_EMAIL, ChangeCandidateSignInEmailReply } from '@agency/contracts';
import { HttpError, sendRequest, type EventBus } from '@agency/service-kit';
import { emailUsedByAnother } from '../candidates/store';

const unavailable = () => new HttpError(503, 'Your email cannot be changed right now. Please try again shortly.');

/**
 * A candidate changing their e-mail in the portal moves their portal sign-in too: the auth service checks
 * their current password (decision 0067) and moves it (decision 0114; a staff edit never does). Throws the
 * auth service's answer (400 wrong or missing password, 401 account gone, 429 too many wrong guesses) as it
 * is, and the portal's 409 when another account signs in with the address.
 */
export async function changeSignInEmail(
  bus: EventBus,
  request: { candidateId: string; email: string; password: string | undefined; address: string },
  timeoutMs: number,
): Promise<void> {
  const reply = await sendRequest(bus.connection, CHANGE_CANDIDATE_SIGN_IN_EMAIL, request, ChangeCandidateSignInEmailReply, timeoutMs);
  if (!reply) throw unavailable();
  if (!reply.ok) throw reply.status === 409 ? emailUsedByAnother(request.email) : new HttpError(reply.status, reply.message);
}
