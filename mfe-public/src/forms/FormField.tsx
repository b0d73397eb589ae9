import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, FieldError, Input, Label } from '@agency/ui';

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

/** A multi-line text field with the look of the design system's inputs. */
export const TextArea = styled(Input).attrs({ as: 'textarea', rows: 3 })`
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

/** Two short fields side by side, one under the other on a narrow screen. */
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
