import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordInput } from '@agency/contracts';
import { Button, Card, FormField, FormStack, Heading, Muted, PasswordInput, useToast } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { sessionApi, useResetPasswordMutation } from '../../shared/api/sessionApi';
import { storeToken } from '../../shared/session/token';
import { crmApi, useAppDispatch } from '../../store';

/** Where the e-mailed link puts its token: after `#`, which the browser never sends to a server. */
export const RESET_HASH = '#reset=';

const choosePassword = z
  .object({ newPassword: ResetPasswordInput.shape.newPassword, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/**
 * What the e-mailed link opens on /login (decision 0100): after 'Forgot password?', or an administrator's
 * invitation. Saving signs the member in here and out everywhere else, and the token leaves the address at once.
 */
export function ChoosePasswordCard({ token }: { token: string }) {
  const [resetPassword] = useResetPasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(choosePassword), defaultValues: { newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
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
  });

  return (
    <Card>
      <Heading as="h2" $size="xl">
        Choose a new password
      </Heading>
      <form onSubmit={onSubmit} noValidate aria-label="Choose a new password" style={{ marginTop: '1.5rem' }}>
        <FormStack>
          <Muted>At least 12 characters. Common passwords and ones containing your name or email are refused.</Muted>
          <FormField label="New Password" error={errors.newPassword}>
            {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('newPassword')} />}
          </FormField>
          <FormField label="Confirm Password" error={errors.confirmPassword}>
            {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('confirmPassword')} />}
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Set Password'}
          </Button>
        </FormStack>
      </form>
    </Card>
  );
}
