import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerRequests, shownToast, type Answer, type Request } from '@agency/web-kit/testing';
import { readToken } from '../session/token';
import { aProfile, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

/** The dashboard of a candidate with or without a password; `save` answers the PUT (once saved, the account has one). */
function showDashboard(hasPassword: boolean, save: (request: Request) => Answer = () => ({ body: { token: 'fresh-token' } })) {
  signIn();
  let saved = false;
  const server = answerRequests((request) => {
    if (request.url.pathname === '/api/candidate/profile') return { body: aProfile() };
    if (request.method === 'PUT') {
      const answer = save(request);
      saved = !answer.status || answer.status < 400;
      return answer;
    }
    // As the server does: saving the password ended the session; only the token it answered works.
    if (saved && readToken() !== 'fresh-token') return { status: 401, body: { message: 'Your session has ended. Please sign in again.' } };
    return { body: { email: 'ada@example.test', hasPassword: hasPassword || saved } };
  });
  renderAt();
  return server;
}

async function fill(fields: Record<string, string>, within_: HTMLElement) {
  for (const [label, value] of Object.entries(fields))
    await userEvent.type(within(within_).getByLabelText(label), value);
}

describe('a candidate without a password (came in by applying)', () => {
  it('is asked on the dashboard to set one, and the card goes once it is set', async () => {
    const server = showDashboard(false);
    const card = await screen.findByRole('region', { name: 'Set a password' });
    expect(card.textContent).toContain('ada@example.test');
    expect(within(card).queryByLabelText('Current Password')).toBeNull();
    await fill({ 'New Password': 'a-long-secret', 'Confirm Password': 'a-long-secret' }, card);
    await userEvent.click(within(card).getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(shownToast()).toContain('Password set'));
    expect(server.requests.find((request) => request.method === 'PUT')!.body).toEqual({
      newPassword: 'a-long-secret',
    });
    expect(server.urls()).toContain('PUT /api/candidate/auth/password');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Set a password' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Change Password' })).toBeTruthy();
  });

  it('checks the length and the confirmation before sending', async () => {
    const server = showDashboard(false);
    const card = await screen.findByRole('region', { name: 'Set a password' });
    await fill({ 'New Password': 'short', 'Confirm Password': 'other' }, card);
    await userEvent.click(within(card).getByRole('button', { name: 'Set Password' }));
    expect(await within(card).findByText('Password must be at least 12 characters')).toBeTruthy();
    expect(within(card).getByText('Passwords do not match')).toBeTruthy();
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe('a candidate with a password', () => {
  it('has no prompt, and changes it from the Profile tab with the current one', async () => {
    const server = showDashboard(true);
    const card = await screen.findByRole('region', { name: 'Change Password' });
    expect(screen.queryByRole('region', { name: 'Set a password' })).toBeNull();
    await fill(
      {
        'Current Password': 'old-secret',
        'New Password': 'new-secret-1',
        'Confirm Password': 'new-secret-1',
      },
      card,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(shownToast()).toContain('Password changed'));
    expect(server.requests.find((request) => request.method === 'PUT')!.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-1',
    });
    expect((within(card).getByLabelText('Current Password') as HTMLInputElement).value).toBe('');
    // The change ended every session; the answer's token keeps this one signed in.
    expect(readToken()).toBe('fresh-token');
    expect(shownToast()).toContain('Your other devices have been signed out.');
  });

  it("shows the server's reason when the change is refused", async () => {
    showDashboard(true, () => ({ status: 400, body: { message: 'The current password is not correct.' } }));
    const card = await screen.findByRole('region', { name: 'Change Password' });
    await fill(
      { 'Current Password': 'wrong', 'New Password': 'new-secret-1', 'Confirm Password': 'new-secret-1' },
      card,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(shownToast()).toContain('Failed to change password'));
    expect(shownToast()).toContain('The current password is not correct.');
  });

  it('asks for the current password', async () => {
    const server = showDashboard(true);
    const card = await screen.findByRole('region', { name: 'Change Password' });
    await fill({ 'New Password': 'new-secret-1', 'Confirm Password': 'new-secret-1' }, card);
    await userEvent.click(within(card).getByRole('button', { name: 'Change Password' }));
    expect(await within(card).findByText('Current Password is required')).toBeTruthy();
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});
