import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginInput } from '@agency/contracts';
import { Alert, Button, Card, FormField, Heading, Input, Muted, PasswordInput, useDocumentTitle, useToast } from '@agency/ui';
import { sessionApi, useLoginMutation } from '../../shared/api/sessionApi';
import { storeToken } from '../../shared/session/token';
import { crmApi, useAppDispatch } from '../../store';
import { ChoosePasswordCard, RESET_HASH } from './ChoosePasswordCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { loginErrorMessage } from './loginError';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)}`};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.subtle} 0%,
    ${({ theme }) => theme.colors.background} 100%
  );
`;

const Column = styled.div`
  width: 100%;
  max-width: 28rem;
`;

const Intro = styled.header`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(8)};
  h1 {
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space(6)};
  & > [role='alert'] {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

const Submit = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Forgot = styled(Button)`
  display: block;
  margin-left: auto;
  margin-top: ${({ theme }) => theme.space(2)};
  padding-left: 0;
  padding-right: 0;
`;

const Back = styled.p`
  margin-top: ${({ theme }) => theme.space(6)};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: ${({ theme }) => theme.colors.muted};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * Staff sign-in at /login (spec sections 2 and 8), with 'Forgot password?'; the e-mailed link (`#reset=`) opens
 * 'Choose a new password' here instead (decision 0100).
 */
export function LoginPage() {
  useDocumentTitle('Team Login · TalentBridge CRM');
  const { hash } = useLocation();
  const [forgotten, setForgotten] = useState(false);
  const resetToken = hash.startsWith(RESET_HASH) ? decodeURIComponent(hash.slice(RESET_HASH.length)) : null;

  return (
    <Page>
      <Column>
        <Intro>
          <Heading as="h1" $size="xxl">
            TalentBridge CRM
          </Heading>
          <Muted>Sign in to access the management system</Muted>
        </Intro>
        {resetToken ? (
          <ChoosePasswordCard token={resetToken} />
        ) : (
          <Card>
            <Heading as="h2" $size="xl">
              {forgotten ? 'Forgot password?' : 'Team Login'}
            </Heading>
            {forgotten ? <ForgotPasswordForm onBack={() => setForgotten(false)} /> : <TeamLoginForm onForgot={() => setForgotten(true)} />}
          </Card>
        )}
        <Back>
          <Link to="/">Back to Landing Page</Link>
        </Back>
      </Column>
    </Page>
  );
}

/** Email and password; a successful sign-in opens /manage. */
function TeamLoginForm({ onForgot }: { onForgot: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(LoginInput), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    const result = await login(credentials);
    if (result.error) {
      setFailure(loginErrorMessage(result.error));
      return;
    }
    const { token, user } = result.data;
    storeToken(token);
    // A new session: nothing cached for a previous user survives, and the user just returned is the
    // session's user, so /manage opens without checking again.
    dispatch(crmApi.util.resetApiState());
    await dispatch(sessionApi.util.upsertQueryData('me', undefined, user));
    toast({ title: 'Login successful', description: 'Welcome back to TalentBridge CRM' });
    navigate('/manage');
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Team Login">
      {failure && <Alert>{failure}</Alert>}
      <FormField label="Email" error={errors.email}>
        {(control) => <Input {...control} type="email" autoComplete="username" {...register('email')} />}
      </FormField>
      <FormField label="Password" error={errors.password}>
        {(control) => <PasswordInput {...control} autoComplete="current-password" {...register('password')} />}
      </FormField>
      <Forgot type="button" $variant="ghost" $size="sm" onClick={onForgot}>
        Forgot password?
      </Forgot>
      <Submit type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Submit>
    </Form>
  );
}
