import type { SerializedError } from '@reduxjs/toolkit';
import type { RequestError } from '@agency/web-kit';
import { CONNECTION_ERROR, requestError } from '@agency/web-kit';

export const INVALID_CREDENTIALS = 'Invalid credentials';

/**
 * The red alert of a failed sign-in (spec section 8): the server's message ('Invalid credentials', a
 * disabled account, too many attempts); a refusal without one reads 'Invalid credentials'; no usable
 * answer at all (network down, a server error page, an answer that is not the contract) reads the
 * connection text.
 */
export function loginErrorMessage(error: RequestError | SerializedError | undefined): string {
  const failure = requestError(error);
  if (!failure) return CONNECTION_ERROR;
  if (failure.serverMessage) return failure.serverMessage;
  if (failure.status >= 400 && failure.status < 500) return INVALID_CREDENTIALS;
  return CONNECTION_ERROR;
}
