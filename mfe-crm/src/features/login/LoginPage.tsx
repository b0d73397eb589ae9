import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { LoginInput } from '@agency/contracts';
import { Heading, Muted, useDocumentTitle, useToast } from '@agency/ui';
import { SignInCard } from '@agency/web-kit/sign-in';
import { sessionApi, useForgotPasswordMutation, useLoginMutation } from '../../shared/api/sessionApi';
import { storeToken } from '../../shared/session/token';
import { crmApi, useAppDispatch } from '../../store';
import { ChoosePasswordCard, RESET_HASH } from './ChoosePasswordCard';
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
          <TeamLoginCard />
        )}
        <Back>
          <Link to="/">Back to Landing Page</Link>
        </Back>
      </Column>
    </Page>
  );
}

/** 'Team Login', the shared sign-in card (decision 0131): a successful sign-in opens /manage, a refusal shows in the card. */
function TeamLoginCard() {
  const [failure, setFailure] = useState<string>();
  const [login] = useLoginMutation();
  const [forgotPassword] = useForgotPasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();

  const signIn = async (credentials: LoginInput) => {
    setFailure(undefined);
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
  };

  return (
    <SignInCard
      heading="Team Login"
      headingAs="h2"
      forgotAsHeading
      formLabel="Team Login"
      alert={failure}
      onSignIn={signIn}
      onForgotPassword={(input) => forgotPassword(input)}
    />
  );
}
