import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, Toaster, ThemeProvider, theme, useToast, type ToastOptions } from './index';

function Trigger({ options, label }: { options: ToastOptions; label: string }) {
  const { toast } = useToast();
  return <button onClick={() => toast(options)}>{label}</button>;
}

function renderToaster(node: React.ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <Toaster>{node}</Toaster>
    </ThemeProvider>,
  );
}

/** The toasts on screen (Radix renders each as a list item in the notifications region). */
const shownToasts = () =>
  screen.queryByRole('region', { name: 'Notifications (F8)' })?.querySelectorAll('li') ?? [];

/** Clicks a button that shows a toast; the region is loaded with the first one. */
async function show(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await waitFor(() => expect(shownToasts().length).toBeGreaterThan(0));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('loads no notification region until the first toast', async () => {
    renderToaster(<Trigger label="Save" options={{ title: 'Saved' }} />);
    expect(screen.queryByRole('region')).toBeNull();
    await show('Save');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });

  it('shows a title and a description', async () => {
    renderToaster(
      <Trigger
        label="Save"
        options={{ title: 'User added successfully', description: 'The new team member has been created' }}
      />,
    );
    await show('Save');
    expect(shownToasts()).toHaveLength(1);
    expect(shownToasts()[0]!.textContent).toContain('User added successfully');
    expect(shownToasts()[0]!.textContent).toContain('The new team member has been created');
  });

  it('shows one toast at a time: a new one replaces the old', async () => {
    renderToaster(
      <>
        <Trigger label="First" options={{ title: 'First toast' }} />
        <Trigger label="Second" options={{ title: 'Second toast' }} />
      </>,
    );
    await show('First');
    fireEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(shownToasts()).toHaveLength(1);
    expect(shownToasts()[0]!.textContent).toContain('Second toast');
    expect(shownToasts()[0]!.textContent).not.toContain('First toast');
  });

  it('closes by itself after 5 seconds', async () => {
    renderToaster(<Trigger label="Save" options={{ title: 'Saved' }} />);
    await show('Save');
    vi.useFakeTimers();
    // A fresh toast, timed under fake timers.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(shownToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(shownToasts()).toHaveLength(0);
  });

  it('closes with its close button', async () => {
    renderToaster(<Trigger label="Save" options={{ title: 'Saved' }} />);
    await show('Save');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(shownToasts()).toHaveLength(0);
  });

  it('styles a failure (destructive) differently from a success', async () => {
    renderToaster(
      <>
        <Trigger label="Ok" options={{ title: 'Done' }} />
        <Trigger label="Fail" options={{ title: 'Error adding user', variant: 'destructive' }} />
      </>,
    );
    await show('Ok');
    const success = getComputedStyle(shownToasts()[0]!).backgroundColor;
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    const failure = getComputedStyle(shownToasts()[0]!).backgroundColor;
    expect(failure).not.toBe(success);
  });

  it('F8 moves focus to the notifications region', async () => {
    renderToaster(<Trigger label="Save" options={{ title: 'Saved' }} />);
    await show('Save');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it('tells a developer who forgot the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger label="x" options={{ title: 'x' }} />)).toThrow(/needs a <Toaster>/);
  });
});
