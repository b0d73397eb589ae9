import { useCallback } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import { useToast, type ToastOptions } from '@agency/ui';
import type { RequestError } from '@agency/web-kit';
import { describeError } from './errors';

type MutationResult = { error?: RequestError | SerializedError };

/**
 * Tells the user how a create, update or delete went, the way every staff screen does (spec section 8):
 * the success toast, or a destructive toast titled `failure` with the server's message. Returns whether
 * it succeeded.
 */
export function useReportResult() {
  const { toast } = useToast();
  return useCallback(
    (result: MutationResult, messages: { success: ToastOptions; failure: string }): boolean => {
      if (result.error) {
        toast({ title: messages.failure, description: describeError(result.error), variant: 'destructive' });
        return false;
      }
      toast(messages.success);
      return true;
    },
    [toast],
  );
}
