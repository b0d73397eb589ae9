import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { CandidateLoginInput } from '@agency/contracts';
import { Alert, Button, FormField, Heading, Input, Muted, PasswordInput, useToast } from '@agency/ui';
import { useCandidateLoginMutation } from '../api/authApi';
import { CardPage, CardPanel } from './CardPage';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { page } from './reloadPage';
import { LOGIN_FAILED, signInErrorMessage } from './signInError';
import { storeToken } from './token';

/** How long 'Logged in successfully' is on screen before the page reloads into the portal. */
export const RELOAD_AFTER_SIGN_IN_MS = 800;

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space(6)};
  & > [role='alert'] {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

const Forgot = styled(Button)`
  display: block;
  margin-left: auto;
  margin-top: ${({ theme }) => theme.space(2)};
  padding-left: 0;
  padding-right: 0;
`;

const Submit = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Note = styled(Muted)`
  margin-top: ${({ theme }) => theme.space(6)};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Back = styled.p`
  margin-top: ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: ${({ theme }) => theme.colors.muted};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The portal's sign-in card (spec section 2). On success the token is stored as candidateToken, 'Logged in
 * successfully' shows, and the page reloads into the portal (section 4); the button stays busy until then.
 * `message` says why the candidate was signed out (an expired token, an erased account).
 */
export function SignInCard({ message }: { message?: string }) {
  const [forgotten, setForgotten] = useState(false);
  const [login] = useCandidateLoginMutation();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(CandidateLoginInput), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (credentials) => {
    const result = await login(credentials);
    const token = result.data?.token;
    if (result.error || !token) {
      const description = result.error ? signInErrorMessage(result.error) : LOGIN_FAILED;
      toast({ title: 'Error', description, variant: 'destructive' });
      return;
    }
    storeToken(token);
    toast({ title: 'Logged in successfully' });
    await wait(RELOAD_AFTER_SIGN_IN_MS);
    page.reload();
  });

  return (
    <CardPage>
      <CardPanel>
        <Heading as="h1" $size="xl">
          Candidate Portal
        </Heading>
        <Muted style={{ marginTop: '0.5rem' }}>{forgotten ? 'Forgot password?' : 'Sign in to access your account'}</Muted>
        {forgotten ? (
          <ForgotPasswordForm onBack={() => setForgotten(false)} />
        ) : (
        <Form onSubmit={onSubmit} noValidate aria-label="Candidate sign-in">
          {message && <Alert>{message}</Alert>}
          <FormField label="Email" error={errors.email}>
            {(control) => <Input {...control} type="email" autoComplete="username" {...register('email')} />}
          </FormField>
          <FormField label="Password" error={errors.password}>
            {(control) => (
              <PasswordInput {...control} autoComplete="current-password" {...register('password')} />
            )}
          </FormField>
          <Forgot type="button" $variant="ghost" $size="sm" onClick={() => setForgotten(true)}>
            Forgot password?
          </Forgot>
          <Submit type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in...' : 'Sign In'}
          </Submit>
        </Form>
        )}
        <Note>Don&apos;t have an account? Contact your recruiter to get started.</Note>
      </CardPanel>
      <Back>
        <Link to="/">Back to Landing Page</Link>
      </Back>
    </CardPage>
  );
}
