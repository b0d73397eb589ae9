import styled from 'styled-components';
import { Card, Heading, Muted } from '@agency/ui';
import { PasswordForm } from './PasswordForm';

const Prompt = styled(Card)`
  border-color: ${({ theme }) => theme.colors.primary};
  margin-bottom: ${({ theme }) => theme.space(6)};
  p {
    margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(5)}`};
    /* A long e-mail address has no space to break at: on a phone it would push the page wider than the screen. */
    overflow-wrap: anywhere;
  }
`;

/**
 * The prompt on the dashboard for a candidate who came in by applying: without a password they cannot
 * sign in again once this session ends (decision 0063). It goes once the password is set.
 */
export function SetPasswordCard({ email }: { email: string }) {
  return (
    <Prompt as="section" aria-labelledby="set-password">
      <Heading as="h2" $size="lg" id="set-password">
        Set a password
      </Heading>
      <Muted>
        Your account was created when you applied, so it has no password yet. Set one now to sign in again
        later with {email}.
      </Muted>
      <PasswordForm hasPassword={false} label="Set a password" />
    </Prompt>
  );
}
