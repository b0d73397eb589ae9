import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordInput } from '@agency/contracts';
import { Button, FormField, FormStack, Heading, Muted, PasswordInput } from '@agency/ui';
import { CardPanel } from './CardPage';

export const PASSWORDS_DIFFER = 'Passwords do not match';

const choosePassword = z
  .object({ newPassword: ResetPasswordInput.shape.newPassword, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space(6)};
`;

/**
 * 'Choose a new password', the page an e-mailed link opens (a forgotten password, an invitation): the new
 * password twice. `onSave` sends it with the link's token (the app's reset mutation) and does what follows.
 */
export function ChoosePasswordCard({
  headingAs = 'h1',
  onSave,
  className,
}: {
  headingAs?: 'h1' | 'h2';
  onSave: (newPassword: string) => Promise<void>;
  className?: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(choosePassword), defaultValues: { newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(({ newPassword }) => onSave(newPassword));

  return (
    <CardPanel className={className}>
      <Heading as={headingAs} $size="xl">
        Choose a new password
      </Heading>
      <Form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        <FormStack>
          <Muted>At least 12 characters. Common passwords and ones containing your name or email are refused.</Muted>
          <FormField label="New Password" error={errors.newPassword}>
            {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('newPassword')} />}
          </FormField>
          <FormField label="Confirm Password" error={errors.confirmPassword}>
            {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('confirmPassword')} />}
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Set Password'}
          </Button>
        </FormStack>
      </Form>
    </CardPanel>
  );
}
