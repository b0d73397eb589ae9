import type { SerializedError } from '@reduxjs/toolkit';
import { CONNECTION_ERROR, requestError, type RequestError } from '@agency/web-kit';

export const INVALID_CREDENTIALS = 'Invalid credentials';

/**
 * The red alert of a failed sign-in, as the other sign-ins say it: the server's reason (too many attempts, an
 * account not yet set up); a refusal without one reads 'Invalid credentials'; no usable answer reads the
 * connection text.
 */
export function signInErrorMessage(error: RequestError | SerializedError | undefined): string {
  const failure = requestError(error);
  if (!failure || failure.status === 0 || failure.status >= 500) return CONNECTION_ERROR;
  return failure.serverMessage ?? INVALID_CREDENTIALS;
}
