import { useState } from 'react';
import styled from 'styled-components';
import type { ClientLoginResponse } from '@agency/contracts';
import { Muted } from '@agency/ui';
import { CardPage, SignInCard } from '@agency/web-kit/sign-in';
import { useClientLoginMutation, useForgotPasswordMutation } from '../../shared/api/authApi';
import { signInErrorMessage } from '../../shared/session/signInError';

const Note = styled(Muted)`
  margin-top: ${({ theme }) => theme.space(6)};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The client portal's sign-in (issue 33 point 4): the shared card of web-kit's sign-in module with the client's
 * texts and mutations. A refusal is told in the card; a success hands the token to the portal. `message` says why
 * the contact was signed out (an expired session).
 */
export function SignInPage({ message, onSignedIn }: { message?: string; onSignedIn: (session: ClientLoginResponse) => void }) {
  const [login] = useClientLoginMutation();
  const [forgotPassword] = useForgotPasswordMutation();
  const [failure, setFailure] = useState<string>();

  const signIn = async (credentials: { email: string; password: string }) => {
    setFailure(undefined);
    const result = await login(credentials);
    if (result.error) {
      setFailure(signInErrorMessage(result.error));
      return;
    }
    onSignedIn(result.data);
  };

  return (
    <CardPage>
      <SignInCard
        heading="Client Portal"
        subtitle="Sign in to see your roles and the candidates we put forward"
        formLabel="Client sign-in"
        alert={failure ?? message}
        onSignIn={signIn}
        onForgotPassword={(input) => forgotPassword(input)}
      >
        <Note>Your recruiter sends you an invitation by email to set your password.</Note>
      </SignInCard>
    </CardPage>
  );
}
