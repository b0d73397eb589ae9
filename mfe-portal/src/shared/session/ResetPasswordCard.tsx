import { useToast } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { CardPage, ChoosePasswordCard } from '@agency/web-kit/sign-in';
import { useResetPasswordMutation } from '../api/authApi';
import { page } from './reloadPage';
import { RELOAD_AFTER_SIGN_IN_MS } from './SignInCard';
import { storeToken } from './token';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where the e-mailed link puts its token: after `#`, which the browser never sends to a server. */
export const RESET_HASH = '#reset=';

/**
 * The page the e-mailed 'Choose a new password' link opens (decision 0095): a new password, confirmed. Saving
 * signs the candidate in here and out everywhere else; the token leaves the address at once.
 */
export function ResetPasswordCard({ token }: { token: string }) {
  const [resetPassword] = useResetPasswordMutation();
  const { toast } = useToast();

  const save = async (newPassword: string) => {
    const result = await resetPassword({ token, newPassword });
    if (result.error || !result.data) {
      toast({ title: 'Failed to set password', description: describeError(result.error), variant: 'destructive' });
      return;
    }
    storeToken(result.data.token);
    toast({ title: 'Password set', description: 'You are signed in. Your other devices have been signed out.' });
    window.history.replaceState(null, '', window.location.pathname);
    await wait(RELOAD_AFTER_SIGN_IN_MS);
    page.reload();
  };

  return (
    <CardPage>
      <ChoosePasswordCard onSave={save} />
    </CardPage>
  );
}
