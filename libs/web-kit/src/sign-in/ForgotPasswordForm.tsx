import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SerializedError } from '@reduxjs/toolkit';
import { ForgotPasswordInput, type ForgotPasswordAnswer } from '@agency/contracts';
import { Alert, Button, FormField, Input, Muted } from '@agency/ui';
import type { RequestError } from '../base-query';
import { describeError } from '../request-errors';

/** What an RTK Query mutation's trigger resolves to: the answer, or why there is none. */
export type ForgotPasswordResult = { data: ForgotPasswordAnswer; error?: undefined } | { data?: undefined; error: RequestError | SerializedError };

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
 * 'Forgot password?' on a sign-in card (decisions 0095, 0100, 0131): the e-mail the person signs in with, sent by
 * `onSend` (the app's forgot-password mutation). The answer is the same whether an account has that address, so
 * the form shows the server's words.
 */
export function ForgotPasswordForm({ onSend, onBack }: { onSend: (input: ForgotPasswordInput) => Promise<ForgotPasswordResult>; onBack: () => void }) {
  const [result, setResult] = useState<ForgotPasswordResult>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ForgotPasswordInput), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (input) => {
    setResult(await onSend(input));
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Forgot password">
      <Muted>Enter the email you sign in with. We will send it a link to choose a new password.</Muted>
      {result?.data && <Sent>{result.data.message}</Sent>}
      {result?.error && <Alert>{describeError(result.error)}</Alert>}
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
