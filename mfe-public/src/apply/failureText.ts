import type { SerializedError } from '@reduxjs/toolkit';
import type { RequestError } from '@agency/web-kit';

/** The spec's failure text (section 8). */
export const APPLY_FAILED = 'Failed to submit application. Please try again.';

/**
 * What the failure toast says: the spec's text, or, when the server refused with a reason the visitor
 * can act on (already applied, an invalid e-mail, too many attempts), that reason after
 * 'Failed to submit application.'. A server fault or no answer at all keeps the spec's text.
 */
export function applyFailureText(error: RequestError | SerializedError | undefined): string {
  const failure =
    error && 'status' in error && typeof error.status === 'number' ? (error as RequestError) : undefined;
  if (!failure || failure.status < 400 || failure.status >= 500 || !failure.serverMessage)
    return APPLY_FAILED;
  return `Failed to submit application. ${fieldMessages(failure) ?? failure.serverMessage}`;
}

/** A validation refusal names each field's problem ('Please enter a valid email address'); use those. */
function fieldMessages(failure: RequestError): string | undefined {
  try {
    const body = JSON.parse(failure.message.slice(failure.message.indexOf(':') + 1)) as {
      issues?: { message: string }[];
    };
    return body.issues?.length ? body.issues.map((issue) => issue.message).join('. ') : undefined;
  } catch {
    return undefined;
  }
}
