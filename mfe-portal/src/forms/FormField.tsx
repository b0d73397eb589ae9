import { useId, type ReactNode } from 'react';
import type { FieldError as FormError } from 'react-hook-form';
import { Field, FieldError, Label } from '@agency/ui';

/**
 * The contract schemas phrase some messages to follow the field's name ('must be at most 256 characters');
 * those get the label in front. Whole sentences ('Full Name is required') stay as they are.
 */
export function fieldMessage(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

/** The props that tie a control to its label and its error message. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form control with its validation message under it. The caller renders the control (an input,
 * a text area, a password field) and spreads the id and aria attributes it is given on it.
 */
export function FormField({
  label,
  error,
  children,
}: {
  label: string;
  error: FormError | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const message = fieldMessage(label, error?.message);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': !!message, 'aria-describedby': message ? errorId : undefined })}
      {message && <FieldError id={errorId}>{message}</FieldError>}
    </Field>
  );
}
