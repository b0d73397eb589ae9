import type { SerializedError } from '@reduxjs/toolkit';
import { CONNECTION_ERROR, requestError, type RequestError } from '@agency/web-kit';

/**
 * What to add to a screen's own failure text ('Failed to delete employer'): the server's message (e.g.
 * why it refused), or the connection text when no usable answer came back; nothing otherwise.
 */
export function failureReason(error: RequestError | SerializedError | undefined): string | undefined {
  const failure = requestError(error);
  if (!failure || failure.status === 0) return CONNECTION_ERROR;
  return failure.serverMessage;
}
