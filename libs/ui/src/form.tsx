import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/**
 * Form field primitives. A field is a `Field` holding a `Label` (htmlFor), the control (id,
 * aria-invalid, aria-describedby pointing at its error) and a `FieldError` under it.
 */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  & + & {
    margin-top: ${({ theme }) => theme.space(4)};
  }
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

const controlStyles = css`
  width: 100%;
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
    border-color: transparent;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;

/** A multi-line text field with the look of the inputs; `rows` sets its starting height. */
export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 5rem;
  resize: vertical;
  line-height: 1.5;
`;

/** The fields of a form, one under the other. */
export const FormStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  && > * {
    margin-top: 0;
  }
`;

/** Two short fields side by side (one under the other on a narrow screen). */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  && > * {
    margin-top: 0;
  }
  @media (max-width: 36rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A native select: the platform's own list, keyboard and screen-reader support on every device. */
export const Select = styled.select`
  ${controlStyles}
  cursor: pointer;
`;

/** The message under a field that failed validation; the control names it with aria-describedby. */
export const FieldError = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.destructive};
`;

/** The red error box of a form (e.g. a failed sign-in). Read out as soon as it appears. */
export const Alert = styled.div.attrs({ role: 'alert' })`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.destructiveBorder};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.destructiveSubtle};
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The contract schemas phrase many messages to follow the field's name ('is required', 'must be at most
 * 256 characters'); those get the label in front. Whole sentences ('Full Name is required') stay as they are.
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
 * A labelled form control with its validation message under it (`error` as react-hook-form gives it). The
 * caller renders the control (an input, a select, a password field) and spreads the id and aria attributes
 * it is given on it.
 */
export function FormField({
  label,
  error,
  children,
}: {
  label: string;
  error: { message?: string } | undefined;
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
