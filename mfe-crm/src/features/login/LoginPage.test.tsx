import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { recordRequests, renderAt, resetPage } from '../../test-utils';
import { INVALID_CREDENTIALS, loginErrorMessage } from './loginError';

afterEach(resetPage);

describe('/login', () => {
  it("shows the spec's texts, fields and a way back to the landing page", () => {
    recordRequests();
    renderAt('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'TalentBridge CRM' })).toBeTruthy();
    expect(screen.getByText('Sign in to access the management system')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Team Login' })).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Landing Page' }).getAttribute('href')).toBe('/');
  });

  it('shows and hides the password with a labelled toggle', async () => {
    recordRequests();
    renderAt('/login');
    const password = screen.getByLabelText('Password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('asks for both fields before sending anything', async () => {
    const requests = recordRequests();
    renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(requests.urls()).toEqual([]);
  });

  it("reads 'Signing in...' and is disabled while the sign-in is under way", async () => {
    const requests = recordRequests();
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), ' Ada@Example.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(requests.urls()).toEqual(['POST /api/auth/login']));
  });

  it('sends the email as the contract normalises it', async () => {
    recordRequests();
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), ' Ada@Example.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]!;
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ada@example.test', password: 'secret' });
  });
});

describe('the sign-in failure message', () => {
  it("is the server's message when it sent one", () => {
    expect(loginErrorMessage({ status: 401, message: '401: …', serverMessage: 'Invalid credentials' })).toBe(
      'Invalid credentials',
    );
    expect(
      loginErrorMessage({ status: 429, message: '429: …', serverMessage: 'Too many sign-in attempts' }),
    ).toBe('Too many sign-in attempts');
  });

  it("is 'Invalid credentials' for a refusal without a message", () => {
    expect(loginErrorMessage({ status: 401, message: '401: Unauthorized' })).toBe(INVALID_CREDENTIALS);
  });

  it('is the connection text when no usable answer came back', () => {
    const connection = 'Connection error. Please try again.';
    expect(loginErrorMessage({ status: 0, message: '0: Failed to fetch' })).toBe(connection);
    expect(loginErrorMessage({ status: 502, message: '502: <html>Bad Gateway</html>' })).toBe(connection);
    expect(loginErrorMessage({ name: 'Error', message: 'thrown' })).toBe(connection);
  });
});
