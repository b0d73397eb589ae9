import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_SENT } from '@agency/contracts';
import { CANDIDATE_TOKEN_KEY, CLIENT_TOKEN_KEY, STAFF_TOKEN_KEY } from '@agency/web-kit';
import { answerRequests } from '@agency/web-kit/testing';
import { aRole, axeViolations, CONTACT, renderAt, resetPage } from '../../test-utils';

afterEach(resetPage);

describe('/clientportal signed out', () => {
  it("shows the client's sign-in card: heading, fields, 'Sign In' and 'Forgot password?', axe clean", async () => {
    answerRequests(() => ({ body: null }));
    renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeTruthy();
    expect(screen.getByText('Sign in to see your roles and the candidates we put forward')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for both fields before sending anything', async () => {
    const server = answerRequests(() => ({ body: null }));
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(server.urls()).toEqual([]);
  });

  it("signs in with the client's API, keeps the token as clientToken only, and sends it to the client's roles", async () => {
    localStorage.setItem(STAFF_TOKEN_KEY, 'staff-token');
    localStorage.setItem(CANDIDATE_TOKEN_KEY, 'candidate-token');
    const server = answerRequests((request) =>
      request.url.pathname === '/api/client/auth/login' ? { body: { token: 'client-session', contact: CONTACT } } : { body: [aRole()] },
    );
    renderAt();
    await userEvent.type(screen.getByLabelText('Email'), ' Grace@Acme.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'a-client-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your roles' })).toBeTruthy();
    // The contact the sign-in answered names the employer: no second call for it.
    expect(await screen.findByText(/^Acme Ltd/)).toBeTruthy();
    await waitFor(() => expect(server.urls()).toHaveLength(3));
    expect(server.urls()[0]).toBe('POST /api/client/auth/login');
    expect(server.urls().slice(1).sort()).toEqual(['GET /api/client/job-roles', 'GET /api/client/submissions']);
    expect(server.requests[0]!.body).toEqual({ email: 'grace@acme.test', password: 'a-client-secret-1' });
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect(server.requests.slice(1).map((request) => request.headers.authorization)).toEqual(['Bearer client-session', 'Bearer client-session']);
    expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBe('client-session');
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBe('staff-token');
    expect(localStorage.getItem(CANDIDATE_TOKEN_KEY)).toBe('candidate-token');
  });

  it("shows a refusal in the card ('Invalid credentials', or the server's reason) and stores nothing", async () => {
    let answer = { status: 401, body: { message: 'Invalid credentials' } };
    answerRequests(() => answer);
    renderAt();
    await userEvent.type(screen.getByLabelText('Email'), 'grace@acme.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
    answer = { status: 429, body: { message: 'Too many sign-in attempts. Try again in 15 minutes.' } };
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many sign-in attempts. Try again in 15 minutes.'));
    expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBeNull();
  });

  it("'Forgot password?' sends the address to the client's API and shows the answer that tells nothing", async () => {
    const server = answerRequests(() => ({ status: 202, body: { message: FORGOT_PASSWORD_SENT } }));
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), 'grace@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Link' }));
    expect((await screen.findByText(FORGOT_PASSWORD_SENT)).getAttribute('role')).toBe('status');
    expect(server.requests.map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['POST', '/api/client/auth/forgot-password', { email: 'grace@acme.test' }],
    ]);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});
