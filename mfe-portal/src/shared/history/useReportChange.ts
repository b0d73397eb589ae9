import { useCallback } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import { useToast } from '@agency/ui';
import type { RequestError } from '@agency/web-kit';
import { describeError } from '@agency/web-kit';

export type MutationResult = { error?: RequestError | SerializedError };

/**
 * Tells the candidate how a change to their history went: the spec's 'Education entry added successfully'
 * and the like (section 8); a failure, which the spec leaves open, as a destructive toast naming what failed,
 * with the server's message so the candidate knows what to fix (decision 0065). Returns whether it succeeded.
 */
export function useReportChange() {
  const { toast } = useToast();
  return useCallback(
    (result: MutationResult, messages: { success: string; failure: string }): boolean => {
      if (result.error) {
        toast({ title: messages.failure, description: describeError(result.error), variant: 'destructive' });
        return false;
      }
      toast({ title: messages.success });
      return true;
    },
    [toast],
  );
}
