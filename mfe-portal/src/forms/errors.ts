import type { SerializedError } from '@reduxjs/toolkit';
import type { RequestError } from '@agency/web-kit';

/** The text for a failure to reach the server or to read its answer (spec section 8, as the staff sign-in words it). */
export const CONNECTION_ERROR = 'Connection error. Please try again.';

/** The request error of a failed call, when it is one (not a bug thrown inside RTK Query). */
export function requestError(error: RequestError | SerializedError | undefined): RequestError | undefined {
  return error && 'status' in error && typeof error.status === 'number' ? (error as RequestError) : undefined;
}

/**
 * What to add to a failure toast's title ('Failed to update profile'): the server's own message (e.g. an
 * e-mail already in use), the connection text when no usable answer came back, else the spec's error text
 * (status, a colon, the body).
 */
export function failureReason(error: RequestError | SerializedError | undefined): string {
  const failure = requestError(error);
  if (!failure || failure.status === 0) return CONNECTION_ERROR;
  return failure.serverMessage ?? failure.message;
}
