import { Button, useToast } from '@agency/ui';
import { describeError, requestError } from '@agency/web-kit';
import { useEndAllSessionsMutation } from '../api/authApi';

export const SIGNED_OUT_EVERYWHERE = 'You have been signed out on every device. Sign in again to continue.';

/**
 * 'Sign out everywhere' (decision 0069): ends every session of the candidate, on every device and this one,
 * then shows the sign-in card. A 401 means this session had already been ended: signed out all the same.
 */
export function SignOutEverywhereButton({ onSignedOut }: { onSignedOut: (message: string) => void }) {
  const [endAllSessions, { isLoading }] = useEndAllSessionsMutation();
  const { toast } = useToast();

  const signOutEverywhere = async () => {
    const result = await endAllSessions();
    if (result.error && requestError(result.error)?.status !== 401) {
      toast({ title: 'Failed to sign out everywhere', description: describeError(result.error), variant: 'destructive' });
      return;
    }
    onSignedOut(SIGNED_OUT_EVERYWHERE);
  };

  return (
    <Button $variant="ghost" onClick={signOutEverywhere} disabled={isLoading}>
      {isLoading ? 'Signing out...' : 'Sign out everywhere'}
    </Button>
  );
}
