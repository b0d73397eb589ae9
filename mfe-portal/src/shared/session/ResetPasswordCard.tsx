import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CandidatePasswordInput } from '@agency/contracts';
import { Button, FormField, FormStack, Heading, Muted, PasswordInput, useToast } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { useResetPasswordMutation } from '../api/authApi';
import { passwordFormSchema, type PasswordFormValues } from '../password/passwordForm';
import { CardPage, CardPanel } from './CardPage';
import { page } from './reloadPage';
import { RELOAD_AFTER_SIGN_IN_MS } from './SignInCard';
import { storeToken } from './token';

const Panel = styled(CardPanel)`
  form {
    margin-top: ${({ theme }) => theme.space(6)};
  }
`;

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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues, unknown, CandidatePasswordInput>({
    resolver: zodResolver(passwordFormSchema(false)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
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
  });

  return (
    <CardPage>
      <Panel>
        <Heading as="h1" $size="xl">
          Choose a new password
        </Heading>
        <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
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
      </Panel>
    </CardPage>
  );
}
