import { useCallback } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import { useToast, type ToastOptions } from '@agency/ui';
import { describeError, type RequestError } from '@agency/web-kit';
import { failureReason } from './errors';

type MutationResult = { error?: RequestError | SerializedError };

/**
 * How a failure reads: a title alone (the server's message becomes the description, e.g. 'Error adding
 * user'), or the spec's title and text ('Error' / 'Failed to add employer'), followed by the server's
 * reason when it gave one, so the user knows what to do.
 */
export type FailureMessage = string | { title: string; description: string };

/**
 * Tells the user how a create, update or delete went, the way every staff screen does (spec section 8):
 * the success toast, or a destructive toast for the failure. Returns whether it succeeded.
 */
export function useReportResult() {
  const { toast } = useToast();
  return useCallback(
    (result: MutationResult, messages: { success: ToastOptions; failure: FailureMessage }): boolean => {
      if (result.error) {
        const { failure } = messages;
        const reason = typeof failure === 'string' ? undefined : failureReason(result.error);
        toast(
          typeof failure === 'string'
            ? { title: failure, description: describeError(result.error), variant: 'destructive' }
            : {
                title: failure.title,
                description: reason ? `${failure.description}. ${reason}` : failure.description,
                variant: 'destructive',
              },
        );
        return false;
      }
      toast(messages.success);
      return true;
    },
    [toast],
  );
}
