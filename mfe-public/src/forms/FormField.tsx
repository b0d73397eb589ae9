import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, FieldError, Label } from '@agency/ui';

/** The props that tie a control to its label and its error message. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

const Required = styled.span`
  color: ${({ theme }) => theme.colors.destructive};
`;

/**
 * A labelled control of the public forms. A required field carries a red '*' (hidden from screen
 * readers, which hear aria-required instead); `invalid` marks the control, `error` adds a message under it.
 */
export function FormField({
  label,
  required = false,
  invalid = false,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  invalid?: boolean;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>
        {label}
        {required && <Required aria-hidden="true"> *</Required>}
      </Label>
      {children({ id, 'aria-invalid': invalid || !!error, 'aria-describedby': error ? errorId : undefined, 'aria-required': required || undefined })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
