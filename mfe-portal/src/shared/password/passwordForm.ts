import { z } from 'zod';
import { CandidatePasswordInput } from '@agency/contracts';

export const PASSWORDS_DIFFER = 'Passwords do not match';

/**
 * The password form's schema: the contract's new-password rule (at least 12 characters), a confirmation that
 * must match, and, to change a password that exists, the current one. It answers the contract's input.
 */
export function passwordFormSchema(hasPassword: boolean) {
  return z
    .object({
      currentPassword: hasPassword ? z.string().min(1, 'Current Password is required') : z.string(),
      newPassword: CandidatePasswordInput.shape.newPassword,
      confirmPassword: z.string(),
    })
    .refine((values) => values.newPassword === values.confirmPassword, {
      message: PASSWORDS_DIFFER,
      path: ['confirmPassword'],
    })
    .transform(({ currentPassword, newPassword }): CandidatePasswordInput =>
      hasPassword ? { currentPassword, newPassword } : { newPassword },
    );
}

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
