import { useId, useState, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button } from './primitives';

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

/** A note under a field saying what it does (not an error); the control names it with aria-describedby. */
const FieldHint = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
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
  // 'Full Name *' marks the field required; the message names it 'Full Name'.
  return /^[a-z]/.test(message) ? `${label.replace(/\s*\*$/, '')} ${message}` : message;
}

const Counter = styled.span<{ $over: boolean }>`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.destructive : theme.colors.muted)};
`;

/**
 * A multi-line field for long text (a description, notes, requirements) with a counter under it, '120 / 5,000',
 * that turns red past the limit (issue 21). It does not cut what is typed or pasted: the form's message says
 * what is too long. Works uncontrolled, with react-hook-form's register().
 */
export function CountedTextArea({ limit, onChange, ...props }: ComponentPropsWithRef<'textarea'> & { limit: number }) {
  const [length, setLength] = useState<number | null>(null);
  const counterId = `${useId()}-count`;
  // Controlled, the value is what is shown (a form that empties it after sending); uncontrolled, what was typed.
  const shown = props.value !== undefined ? String(props.value).length : (length ?? String(props.defaultValue ?? '').length);
  const format = (count: number) => count.toLocaleString('en-US');
  const ref = props.ref;
  return (
    <>
      <TextArea
        {...props}
        ref={(element: HTMLTextAreaElement | null) => {
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
          // The value register() has just set (an edit form's stored text) is counted from the start.
          if (element && length === null && element.value.length > 0) setLength(element.value.length);
        }}
        aria-describedby={[props['aria-describedby'], counterId].filter(Boolean).join(' ')}
        onChange={(event) => {
          setLength(event.target.value.length);
          onChange?.(event);
        }}
      />
      <Counter id={counterId} $over={shown > limit} aria-label={`${format(shown)} of ${format(limit)} characters`}>
        {format(shown)} / {format(limit)}
      </Counter>
    </>
  );
}

/**
 * A form's submit button: disabled while the form is being sent, and deaf to the second click of a double-click,
 * so a request that failed at once (an e-mail already in use) is not sent again by that click (issue 21).
 */
export function SubmitButton({ submitting, label, busyLabel }: { submitting: boolean; label: string; busyLabel: string }) {
  return (
    <Button
      type="submit"
      disabled={submitting}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (event.detail > 1) event.preventDefault();
      }}
    >
      {submitting ? busyLabel : label}
    </Button>
  );
}

/** The props that tie a control to its label and its error message. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form control with its validation message under it (`error` as react-hook-form gives it) and an
 * optional `hint`. The caller renders the control (an input, a select, a password field) and spreads the id
 * and aria attributes it is given on it.
 */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error: { message?: string } | undefined;
  /** A note shown under the control, and read out with it. */
  hint?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const message = fieldMessage(label, error?.message);
  const describedBy = [message && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': !!message, 'aria-describedby': describedBy })}
      {message && <FieldError id={errorId}>{message}</FieldError>}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </Field>
  );
}
