import { useState, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Input } from './form';
import { iconButtonStyles } from './primitives';

const Wrapper = styled.div`
  position: relative;
  input {
    padding-right: 2.75rem;
  }
`;

const Toggle = styled.button`
  ${iconButtonStyles}
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space(1)};
  transform: translateY(-50%);
`;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** A password field with a show/hide toggle; the toggle's name says what pressing it will do. */
export function PasswordInput(props: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Wrapper>
      <Input {...props} type={visible ? 'text' : 'password'} />
      <Toggle
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? 'Hide password' : 'Show password'}
      >
        <EyeIcon crossed={visible} />
      </Toggle>
    </Wrapper>
  );
}
