import type { SerializedError } from '@reduxjs/toolkit';
import type { RequestError } from './base-query';

/** The spec's text for a failure to reach the server or to read its answer (section 8). */
export const CONNECTION_ERROR = 'Connection error. Please try again.';

/** The request error of a failed call, when it is one (not a bug thrown inside RTK Query). */
export function requestError(error: RequestError | SerializedError | undefined): RequestError | undefined {
  return error && 'status' in error && typeof error.status === 'number' ? (error as RequestError) : undefined;
}

/**
 * What to tell the user about a failed call: the server's own message when it sent one; the connection
 * text when no usable answer came back; otherwise the spec's error text (`status: body`).
 */
export function describeError(error: RequestError | SerializedError | undefined): string {
  const failure = requestError(error);
  if (!failure) return CONNECTION_ERROR;
  if (failure.serverMessage) return failure.serverMessage;
  if (failure.status === 0) return CONNECTION_ERROR;
  return failure.message;
}
