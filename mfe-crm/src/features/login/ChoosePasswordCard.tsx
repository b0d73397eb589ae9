import { useNavigate } from 'react-router-dom';
import { useToast } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { ChoosePasswordCard as SharedChoosePasswordCard } from '@agency/web-kit/sign-in';
import { sessionApi, useResetPasswordMutation } from '../../shared/api/sessionApi';
import { storeToken } from '../../shared/session/token';
import { crmApi, useAppDispatch } from '../../store';

/** Where the e-mailed link puts its token: after `#`, which the browser never sends to a server. */
export const RESET_HASH = '#reset=';

/**
 * What the e-mailed link opens on /login (decision 0100): after 'Forgot password?', or an administrator's
 * invitation; the shared card of web-kit's sign-in module (decision 0131). Saving signs the member in here and
 * out everywhere else, and the token leaves the address at once.
 */
export function ChoosePasswordCard({ token }: { token: string }) {
  const [resetPassword] = useResetPasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();

  const save = async (newPassword: string) => {
    const result = await resetPassword({ token, newPassword });
    if (result.error || !result.data) {
      toast({ title: 'Failed to set password', description: describeError(result.error), variant: 'destructive' });
      return;
    }
    storeToken(result.data.token);
    dispatch(crmApi.util.resetApiState());
    await dispatch(sessionApi.util.upsertQueryData('me', undefined, result.data.user));
    toast({ title: 'Password set', description: 'You are signed in. Your other sessions have been signed out.' });
    navigate('/manage', { replace: true });
  };

  return <SharedChoosePasswordCard headingAs="h2" onSave={save} />;
}
