import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountedTextArea, fieldMessage, FormField, SubmitButton, ThemeProvider, theme } from './index';

const withTheme = (node: React.ReactNode) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

afterEach(cleanup);

describe('fieldMessage', () => {
  it("puts the field's name before a message that continues it, and leaves sentences alone", () => {
    expect(fieldMessage('Email', 'is required')).toBe('Email is required');
    expect(fieldMessage('Full Name', 'Full Name is required')).toBe('Full Name is required');
    expect(fieldMessage('Email', undefined)).toBeUndefined();
  });

  it("names a required field without its marker: 'Full Name must be…', not 'Full Name * must be…' (issue 21)", () => {
    expect(fieldMessage('Full Name *', 'must be at most 200 characters')).toBe('Full Name must be at most 200 characters');
    expect(fieldMessage('Job Title *', 'is required')).toBe('Job Title is required');
  });
});

describe('CountedTextArea (issue 21)', () => {
  it("counts what is typed against the field's limit, '12 / 5,000', and is read with the field", async () => {
    withTheme(
      <FormField label="Summary" error={undefined}>
        {(control) => <CountedTextArea {...control} limit={5_000} />}
      </FormField>,
    );
    const field = screen.getByLabelText('Summary');
    expect(screen.getByText('0 / 5,000')).toBeTruthy();
    await userEvent.type(field, 'Head chef...');
    const counter = screen.getByText('12 / 5,000');
    expect(field.getAttribute('aria-describedby')).toContain(counter.id);
    expect(counter.getAttribute('aria-label')).toBe('12 of 5,000 characters');
  });

  it('counts a stored text from the start (an edit form), also one set through the ref as register() does', () => {
    withTheme(<CountedTextArea aria-label="Notes" limit={10} defaultValue="Hello there, world" />);
    expect(screen.getByText('18 / 10')).toBeTruthy();
    cleanup();
    const setByRegister = (element: HTMLTextAreaElement | null) => {
      if (element && element.value === '') element.value = 'Stored';
    };
    withTheme(<CountedTextArea aria-label="Notes" limit={10} ref={setByRegister} />);
    expect(screen.getByText('6 / 10')).toBeTruthy();
  });
});

describe('SubmitButton (issue 21)', () => {
  function Form() {
    const [sent, setSent] = useState(0);
    const [busy, setBusy] = useState(false);
    const count = useRef(0);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          count.current += 1;
          setSent(count.current);
          setBusy(true);
          // A refusal that comes back at once: the button is ready again before the second click.
          setTimeout(() => setBusy(false), 10);
        }}
      >
        <output>sent {sent}</output>
        <SubmitButton submitting={busy} label="Save" busyLabel="Saving..." />
      </form>
    );
  }

  it('is disabled and says so while the form is sent', () => {
    withTheme(<SubmitButton submitting label="Save" busyLabel="Saving..." />);
    expect((screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends once for a double-click, even when the first send is over before the second click', async () => {
    withTheme(<Form />);
    await userEvent.setup({ delay: 50 }).dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('sent 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('sent 2')).toBeTruthy();
  });
});
