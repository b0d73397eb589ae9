import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CandidatePasswordInput } from '@agency/contracts';
import { Button, FieldRow, FormField, FormStack, Muted, PasswordInput, useToast } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { useSetPasswordMutation } from '../api/authApi';
import { passwordFormSchema, type PasswordFormValues } from './passwordForm';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(5)};
`;

const TEXTS = {
  set: {
    submit: 'Set Password',
    success: 'Password set',
    successText: 'You can now sign in with your email and this password.',
    failure: 'Failed to set password',
  },
  change: {
    submit: 'Change Password',
    success: 'Password changed',
    successText: 'Use your new password the next time you sign in. Your other devices have been signed out.',
    failure: 'Failed to change password',
  },
};

/**
 * Sets the candidate's first password (a candidate who came in by applying has none) or changes it (then
 * the current one is asked for). Decision 0063.
 */
export function PasswordForm({ hasPassword, label }: { hasPassword: boolean; label: string }) {
  const texts = hasPassword ? TEXTS.change : TEXTS.set;
  const [setPassword] = useSetPasswordMutation();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues, unknown, CandidatePasswordInput>({
    resolver: zodResolver(passwordFormSchema(hasPassword)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    const result = await setPassword(input);
    if (result.error) {
      toast({ title: texts.failure, description: describeError(result.error), variant: 'destructive' });
      return;
    }
    toast({ title: texts.success, description: texts.successText });
    reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <FormStack>
        <Muted>At least 12 characters. Common passwords and ones containing your name or email are refused.</Muted>
        {hasPassword && (
          <FormField label="Current Password" error={errors.currentPassword}>
            {(control) => (
              <PasswordInput {...control} autoComplete="current-password" {...register('currentPassword')} />
            )}
          </FormField>
        )}
        <FieldRow>
          <FormField label="New Password" error={errors.newPassword}>
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" {...register('newPassword')} />
            )}
          </FormField>
          <FormField label="Confirm Password" error={errors.confirmPassword}>
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" {...register('confirmPassword')} />
            )}
          </FormField>
        </FieldRow>
      </FormStack>
      <Actions>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : texts.submit}
        </Button>
      </Actions>
    </form>
  );
}
