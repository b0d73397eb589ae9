import type { SerializedError } from '@reduxjs/toolkit';
import type { RequestError } from '@agency/web-kit';
import { CONNECTION_ERROR, requestError } from '@agency/web-kit';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const LOGIN_FAILED = 'Login failed';

/**
 * The text of a failed candidate sign-in's toast (spec sections 7 and 8): a refusal reads 'Invalid
 * credentials'; another refusal with a reason (too many attempts) reads the server's reason; no usable answer
 * reads the connection text. An answer without a token reads 'Login failed' (see SignInCard).
 */
export function signInErrorMessage(error: RequestError | SerializedError | undefined): string {
  const failure = requestError(error);
  if (!failure || failure.status === 0 || failure.status >= 500) return CONNECTION_ERROR;
  if (failure.status === 401) return INVALID_CREDENTIALS;
  return failure.serverMessage ?? INVALID_CREDENTIALS;
}
