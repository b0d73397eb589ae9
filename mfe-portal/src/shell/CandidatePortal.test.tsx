import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests, shownToast } from '@agency/web-kit/testing';
import { page } from '../shared/session/reloadPage';
import { WIZARD_DRAFT_KEY, readToken } from '../shared/session/token';
import { aProfile, renderAt, resetPage, signIn } from '../test-utils';

afterEach(resetPage);

function watchReload() {
  return vi.spyOn(page, 'reload').mockImplementation(() => {});
}

async function submitSignIn(email = 'ada@example.test', password = 'correct horse') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/candidateportal signed out', () => {
  it("shows the 'Candidate Portal' card with the spec's texts and asks for nothing", () => {
    const server = answerRequests(() => 'pending');
    renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Candidate Portal' })).toBeTruthy();
    expect(screen.getByText('Sign in to access your account')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByText("Don't have an account? Contact your recruiter to get started.")).toBeTruthy();
    expect(server.urls()).toEqual([]);
    expect(document.title).toBe('Candidate Portal · TalentBridge');
    // A way back to the website above the portal.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'TalentBridge' }).getAttribute('href')).toBe('/');
  });

  it('asks for both fields before sending anything', async () => {
    const server = answerRequests(() => 'pending');
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(server.urls()).toEqual([]);
  });

  it("reads 'Signing in...' and is disabled while the sign-in runs", async () => {
    const server = answerRequests(() => 'pending');
    renderAt();
    await submitSignIn(' Ada@Example.test ');
    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(server.urls()).toEqual(['POST /api/candidate/auth/login']);
    expect(server.requests[0]!.body).toEqual({ email: 'ada@example.test', password: 'correct horse' });
  });

  it("stores the token as candidateToken, says 'Logged in successfully' and reloads the page", async () => {
    const reload = watchReload();
    answerRequests(() => ({ body: { token: 'new-token' } }));
    renderAt();
    await submitSignIn();
    await waitFor(() => expect(shownToast()).toContain('Logged in successfully'));
    expect(localStorage.getItem('candidateToken')).toBe('new-token');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it("shows 'Invalid credentials' in a destructive toast when the server refuses", async () => {
    answerRequests(() => ({ status: 401, body: { message: 'Invalid credentials' } }));
    renderAt();
    await submitSignIn();
    await waitFor(() => expect(shownToast()).toContain('Invalid credentials'));
    expect(readToken()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it("shows 'Login failed' when the answer carries no token", async () => {
    const reload = watchReload();
    answerRequests(() => ({ body: {} }));
    renderAt();
    await submitSignIn();
    await waitFor(() => expect(shownToast()).toContain('Login failed'));
    expect(readToken()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('/candidateportal signed in', () => {
  it("shows 'Loading...' while the profile loads", () => {
    signIn();
    const server = answerRequests(() => 'pending');
    renderAt();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(server.urls()).toEqual(['GET /api/candidate/profile']);
  });

  it('shows the wizard for a profile not completed', async () => {
    signIn();
    answerRequests(({ url }) =>
      url.pathname === '/api/candidate/profile'
        ? { body: aProfile({ profileCompleted: false }) }
        : { body: [] },
    );
    renderAt('/candidateportal?wizard=true');
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Welcome/ })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/candidateportal?wizard=true');
  });

  it('shows the dashboard for a completed profile, and drops ?wizard=true from the address', async () => {
    signIn();
    answerRequests(({ url }) =>
      url.pathname === '/api/candidate/profile'
        ? { body: aProfile() }
        : { body: { email: 'ada@example.test', hasPassword: true } },
    );
    renderAt('/candidateportal?wizard=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('Candidate Portal')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Job Matches',
      'My Applications',
      'Appointments',
      'Messages',
    ]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/candidateportal'));
  });

  it('keeps the chosen tab in the address', async () => {
    signIn();
    answerRequests(({ url }) =>
      url.pathname === '/api/candidate/profile'
        ? { body: aProfile() }
        : url.pathname === '/api/candidate/auth/account'
          ? { body: { email: 'ada@example.test', hasPassword: true } }
          : { body: [] },
    );
    renderAt('/candidateportal?tab=messages');
    expect(await screen.findByRole('tab', { name: 'Messages', selected: true })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Appointments' }));
    expect(screen.getByTestId('location').textContent).toBe('/candidateportal?tab=appointments');
    expect(await screen.findByText('No appointments scheduled')).toBeTruthy();
  });

  it("'Sign Out' removes the token and the wizard's unsaved draft, and goes back to the sign-in card at /candidateportal", async () => {
    signIn();
    sessionStorage.setItem(WIZARD_DRAFT_KEY, '{"candidateId":"c-1"}');
    answerRequests(({ url }) =>
      url.pathname === '/api/candidate/profile'
        ? { body: aProfile() }
        : { body: { email: 'ada@example.test', hasPassword: true } },
    );
    renderAt('/candidateportal?tab=profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(readToken()).toBeNull();
    expect(sessionStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
    expect(screen.getByText('Sign in to access your account')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/candidateportal');
  });

  it("'Sign out everywhere' ends every session at the server, removes the token and shows the sign-in card saying so", async () => {
    signIn();
    const server = answerRequests(({ url, method }) => {
      if (method === 'DELETE') return { status: 204 };
      return url.pathname === '/api/candidate/profile' ? { body: aProfile() } : { body: { email: 'ada@example.test', hasPassword: true } };
    });
    renderAt('/candidateportal?tab=profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Sign in to access your account')).toBeTruthy();
    expect(server.urls()).toContain('DELETE /api/candidate/auth/sessions');
    expect(readToken()).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('You have been signed out on every device. Sign in again to continue.');
    expect(screen.getByTestId('location').textContent).toBe('/candidateportal');
  });

  it("'Sign out everywhere' keeps the candidate signed in with the server's reason when it fails", async () => {
    signIn();
    answerRequests(({ url, method }) => {
      if (method === 'DELETE') return { status: 503, body: { message: 'The auth service is unavailable right now. Please try again shortly.' } };
      return url.pathname === '/api/candidate/profile' ? { body: aProfile() } : { body: { email: 'ada@example.test', hasPassword: true } };
    });
    renderAt('/candidateportal?tab=profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(shownToast()).toContain('Failed to sign out everywhere'));
    expect(shownToast()).toContain('The auth service is unavailable right now.');
    expect(readToken()).toBe('candidate-token');
    expect(await screen.findByRole('button', { name: 'Sign out everywhere' })).toBeTruthy();
  });

  it("signs out with the server's reason when the profile read is refused (an erased candidate)", async () => {
    signIn();
    const reason = 'Your candidate account no longer exists. Please contact your recruiter.';
    answerRequests(() => ({ status: 401, body: { message: reason } }));
    renderAt();
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(readToken()).toBeNull();
  });
});
