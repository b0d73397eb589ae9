import type { FastifyReply } from 'fastify';
import { HttpError } from '@agency/service-kit';
import { verifyPassword } from '../passwords';
import type { SignInLimiter } from '../sign-in-limit';

export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect. Please try again.';

/**
 * Checks a candidate's current password before a change that needs it (the password, the sign-in e-mail):
 * a 400 when wrong (not a 401, which would sign the portal out), and wrong guesses limited like sign-in, per
 * candidate and client address (decision 0068), so a stolen token cannot guess faster by either route.
 */
export async function confirmCurrentPassword(
  limiter: SignInLimiter,
  account: { candidateId: string; passwordHash: string },
  password: string,
  address: string,
  reply?: FastifyReply,
): Promise<void> {
  const attempt = await limiter.begin('candidate-password', account.candidateId, address, reply);
  if (!(await verifyPassword(account.passwordHash, password))) {
    await attempt.failed();
    throw new HttpError(400, CURRENT_PASSWORD_WRONG);
  }
  await attempt.succeeded();
}
