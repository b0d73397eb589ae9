import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_TOKEN_KEY } from '@agency/web-kit';
import { answerRequests, shownToast } from '@agency/web-kit/testing';
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

describe("'Forgot password?' and the e-mailed link (decision 0100)", () => {
  it('asks for the email and shows the answer the server gives for every address', async () => {
    const server = answerRequests(() => ({ status: 202, body: { message: 'If an account exists for that address, we have sent it a link.' } }));
    renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Forgot password?' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('If an account exists for that address, we have sent it a link.')).toBeTruthy();
    expect(server.requests.map((request) => [request.method, request.url.pathname, request.body])).toEqual([['POST', '/api/auth/forgot-password', { email: 'ada@example.test' }]]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('heading', { name: 'Team Login' })).toBeTruthy();
  });

  it('opens "Choose a new password" from the link, checks the two match, and signs in with the new password', async () => {
    const user = { id: 'u1', name: 'Ada Admin', email: 'ada@example.test', role: 'administrator' };
    const server = answerRequests((request) => (request.url.pathname === '/api/auth/reset-password' ? { body: { token: 'new-session', user } } : { body: user }));
    renderAt('/login#reset=link%2Etoken');
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New Password'), 'a-new-team-secret-8');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'a-different-one-8');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(server.requests).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'a-new-team-secret-8');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/manage'));
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: expect.objectContaining({ pathname: '/api/auth/reset-password' }), body: { token: 'link.token', newPassword: 'a-new-team-secret-8' } });
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBe('new-session');
    await waitFor(() => expect(shownToast()).toContain('Password set'));
  });
});
