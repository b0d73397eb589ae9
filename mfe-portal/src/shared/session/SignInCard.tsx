import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Muted, useToast } from '@agency/ui';
import { CardPage, SignInCard as SharedSignInCard } from '@agency/web-kit/sign-in';
import { useCandidateLoginMutation, useForgotPasswordMutation } from '../api/authApi';
import { page } from './reloadPage';
import { LOGIN_FAILED, signInErrorMessage } from './signInError';
import { storeToken } from './token';

/** How long 'Logged in successfully' is on screen before the page reloads into the portal. */
export const RELOAD_AFTER_SIGN_IN_MS = 800;

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
 * The portal's sign-in card (spec section 2), the shared one of web-kit's sign-in module. On success the token is
 * stored as candidateToken, 'Logged in successfully' shows, and the page reloads into the portal (section 4); the
 * button stays busy until then. `message` says why the candidate was signed out (an expired token, an erased account).
 */
export function SignInCard({ message }: { message?: string }) {
  const [login] = useCandidateLoginMutation();
  const [forgotPassword] = useForgotPasswordMutation();
  const { toast } = useToast();

  const signIn = async (credentials: { email: string; password: string }) => {
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
  };

  return (
    <CardPage>
      <SharedSignInCard
        heading="Candidate Portal"
        subtitle="Sign in to access your account"
        formLabel="Candidate sign-in"
        alert={message}
        onSignIn={signIn}
        onForgotPassword={(input) => forgotPassword(input)}
      >
        <Note>Don&apos;t have an account? Contact your recruiter to get started.</Note>
      </SharedSignInCard>
      <Back>
        <Link to="/">Back to Landing Page</Link>
      </Back>
    </CardPage>
  );
}
