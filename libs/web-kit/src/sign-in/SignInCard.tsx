import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginInput, type ForgotPasswordInput } from '@agency/contracts';
import { Alert, Button, FormField, Heading, Input, Muted, PasswordInput } from '@agency/ui';
import { CardPanel } from './CardPage';
import { ForgotPasswordForm, type ForgotPasswordResult } from './ForgotPasswordForm';

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space(6)};
  & > [role='alert'] {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

const Subtitle = styled(Muted)`
  margin-top: ${({ theme }) => theme.space(2)};
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

export interface SignInCardProps {
  /** The card's heading ('Candidate Portal', 'Team Login', 'Client Portal'). */
  heading: string;
  headingAs?: 'h1' | 'h2';
  /** The line under the heading while signing in; 'Forgot password?' takes its place on the other form. */
  subtitle?: string;
  /** 'Forgot password?' becomes the heading itself instead of the line under it (the CRM's card). */
  forgotAsHeading?: boolean;
  /** The form's accessible name. */
  formLabel: string;
  /** A red alert above the fields: why the visitor was signed out, or why the last attempt failed. */
  alert?: string;
  /** Signs in with the credentials the contract has normalised; the card stays busy until it resolves. */
  onSignIn: (credentials: LoginInput) => Promise<void>;
  /** The app's forgot-password mutation. */
  onForgotPassword: (input: ForgotPasswordInput) => Promise<ForgotPasswordResult>;
  /** Under the forms, inside the card (a note on how to get an account). */
  children?: ReactNode;
  className?: string;
}

/**
 * The one sign-in card of the portals and the CRM (decision 0131): e-mail and password, 'Forgot password?' that
 * swaps in the forgot-password form, 'Sign In' reading 'Signing in...' while `onSignIn` runs. What a success does
 * (store the token, reload or navigate) and how a failure is told (a toast, `alert`) is the app's.
 */
export function SignInCard(props: SignInCardProps) {
  const { heading, headingAs = 'h1', subtitle, forgotAsHeading = false, formLabel, alert, onSignIn, onForgotPassword, children, className } = props;
  const [forgotten, setForgotten] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(LoginInput), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((credentials) => onSignIn(credentials));
  const shownHeading = forgotten && forgotAsHeading ? 'Forgot password?' : heading;
  const shownSubtitle = forgotten && !forgotAsHeading ? 'Forgot password?' : subtitle;

  return (
    <CardPanel className={className}>
      <Heading as={headingAs} $size="xl">
        {shownHeading}
      </Heading>
      {shownSubtitle && <Subtitle>{shownSubtitle}</Subtitle>}
      {forgotten ? (
        <ForgotPasswordForm onSend={onForgotPassword} onBack={() => setForgotten(false)} />
      ) : (
        <Form onSubmit={onSubmit} noValidate aria-label={formLabel}>
          {alert && <Alert>{alert}</Alert>}
          <FormField label="Email" error={errors.email}>
            {(control) => <Input {...control} type="email" autoComplete="username" {...register('email')} />}
          </FormField>
          <FormField label="Password" error={errors.password}>
            {(control) => <PasswordInput {...control} autoComplete="current-password" {...register('password')} />}
          </FormField>
          <Forgot type="button" $variant="ghost" $size="sm" onClick={() => setForgotten(true)}>
            Forgot password?
          </Forgot>
          <Submit type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in...' : 'Sign In'}
          </Submit>
        </Form>
      )}
      {children}
    </CardPanel>
  );
}
