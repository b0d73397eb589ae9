import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RESET_LINK_INVALID } from '@agency/contracts';
import { CLIENT_TOKEN_KEY } from '@agency/web-kit';
import { answerRequests } from '@agency/web-kit/testing';
import { axeViolations, CONTACT, renderAt, resetPage } from '../../test-utils';

afterEach(resetPage);

describe("the e-mailed link's page, /clientportal/reset-password?token=", () => {
  it('checks the two passwords match, sets the password with the link’s token, signs in and takes the token out of the address', async () => {
    const server = answerRequests((request) =>
      request.url.pathname === '/api/client/auth/reset-password' ? { body: { token: 'client-session', contact: CONTACT } } : { body: [] },
    );
    renderAt('/clientportal/reset-password?token=link-id.mac');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    await userEvent.type(screen.getByLabelText('New Password'), 'a-long-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'a-long-secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(server.urls()).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'a-long-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your roles' })).toBeTruthy();
    expect(server.requests[0]).toMatchObject({ method: 'POST', body: { token: 'link-id.mac', newPassword: 'a-long-secret-1' } });
    expect(server.requests[0]!.url.pathname).toBe('/api/client/auth/reset-password');
    expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBe('client-session');
    expect(screen.getByTestId('location').textContent).toBe('/clientportal');
  });

  it("shows the server's reason for a link that no longer works, and stays", async () => {
    answerRequests(() => ({ status: 400, body: { message: RESET_LINK_INVALID } }));
    renderAt('/clientportal/reset-password?token=used.link');
    await userEvent.type(screen.getByLabelText('New Password'), 'a-long-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'a-long-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(RESET_LINK_INVALID));
    expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/clientportal/reset-password?token=used.link');
  });

  it('says what to do when the link has no token', () => {
    answerRequests(() => ({ body: null }));
    renderAt('/clientportal/reset-password');
    expect(screen.getByText(/This link is incomplete/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set Password' })).toBeNull();
  });
});
