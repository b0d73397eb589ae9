import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordInput } from '@agency/contracts';
import { Alert, Button, FormField, Input, Muted } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { useForgotPasswordMutation } from '../../shared/api/sessionApi';

/** What was done, read out when it appears (not an error, so not the red alert). */
const Sent = styled.p.attrs({ role: 'status' })`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.subtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space(6)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * 'Forgot password?' on Team Login (decision 0100): the e-mail the member signs in with. The answer is the same
 * whether a team member has that address, so it says so in those words.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [forgotPassword, result] = useForgotPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ForgotPasswordInput), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (input) => {
    await forgotPassword(input);
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Forgot password">
      <Muted>Enter the email you sign in with. We will send it a link to choose a new password.</Muted>
      {result.data && <Sent>{result.data.message}</Sent>}
      {result.error && <Alert>{describeError(result.error)}</Alert>}
      <FormField label="Email" error={errors.email}>
        {(control) => <Input {...control} type="email" autoComplete="username" {...register('email')} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Link'}
      </Button>
      <Button type="button" $variant="ghost" onClick={onBack}>
        Back to Sign In
      </Button>
    </Form>
  );
}
