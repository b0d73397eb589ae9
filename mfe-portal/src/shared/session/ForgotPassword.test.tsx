import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_SENT, RESET_LINK_INVALID } from '@agency/contracts';
import { answerRequests, shownToast } from '@agency/web-kit/testing';
import { renderAt, resetPage } from '../../test-utils';
import { page } from './reloadPage';
import { readToken } from './token';

afterEach(() => {
  resetPage();
  window.history.replaceState(null, '', '/');
});

describe("'Forgot password?' on the sign-in card", () => {
  it('sends the e-mail and shows the answer that says nothing about whether the address is known', async () => {
    const server = answerRequests(() => ({ status: 202, body: { message: FORGOT_PASSWORD_SENT } }));
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(server.urls()).toEqual([]);

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Link' }));
    expect((await screen.findByText(FORGOT_PASSWORD_SENT)).getAttribute('role')).toBe('status');
    expect(server.urls()).toEqual(['POST /api/candidate/auth/forgot-password']);
    expect(server.requests[0]!.body).toEqual({ email: 'ada@example.test' });

    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});

describe("the e-mailed link's page (#reset=)", () => {
  it('sets the password with the token, signs in, takes the token out of the address and reloads into the portal', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    window.history.replaceState(null, '', '/candidateportal#reset=link-id.mac');
    const server = answerRequests(() => ({ body: { token: 'signed-in-token' } }));
    renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();

    await userEvent.type(screen.getByLabelText('New Password'), 'a-long-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'a-long-secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(server.urls()).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'a-long-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(server.requests.map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['POST', '/api/candidate/auth/reset-password', { token: 'link-id.mac', newPassword: 'a-long-secret-1' }],
    ]);
    expect(readToken()).toBe('signed-in-token');
    expect(shownToast()).toContain('Password set');
    expect(window.location.hash).toBe('');
  });

  it("shows the server's reason for a link that no longer works, and stays", async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    window.history.replaceState(null, '', '/candidateportal#reset=used.link');
    answerRequests(() => ({ status: 400, body: { message: RESET_LINK_INVALID } }));
    renderAt();
    await userEvent.type(screen.getByLabelText('New Password'), 'a-long-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'a-long-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(shownToast()).toContain('Failed to set password'));
    expect(shownToast()).toContain(RESET_LINK_INVALID);
    expect(readToken()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
