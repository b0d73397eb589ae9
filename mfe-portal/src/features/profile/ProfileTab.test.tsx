import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CandidateProfile } from '@agency/contracts';
import { answerRequests, shownToast, type Answer, type Request } from '@agency/web-kit/testing';
import { store } from '../../store';
import { aProfile, renderAt, resetPage, signIn } from '../../test-utils';
import { availabilityLabel } from './availability';
import { PROFILE_CACHE_SECONDS, profileApi } from '../../shared/api/profileApi';

afterEach(resetPage);

/** A signed-in candidate with this profile on the dashboard's Profile tab; `save` answers the PUT. */
function showProfile(
  profile: CandidateProfile,
  save: (request: Request) => Answer | 'pending' = () => ({ body: profile }),
) {
  signIn();
  const server = answerRequests((request) => {
    if (request.url.pathname === '/api/candidate/auth/account')
      return { body: { email: profile.email, hasPassword: true } };
    if (request.url.pathname === '/api/candidate/education') return { body: [anEducation] };
    if (request.url.pathname === '/api/candidate/employment') return { body: [] };
    if (request.method === 'PUT') return save(request);
    return { body: profile };
  });
  renderAt();
  return server;
}

const anEducation = {
  id: 'e1',
  candidateId: 'c1',
  institution: 'Yale University',
  qualification: 'PhD',
  fieldOfStudy: 'Mathematics',
  startYear: 1930,
  endYear: 1934,
  grade: null,
  description: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('the Profile tab', () => {
  it("shows 'Profile Information' with every field, the availability's label and the skills", async () => {
    showProfile(aProfile());
    expect(await screen.findByRole('heading', { name: 'Profile Information' })).toBeTruthy();
    expect(fact('Full Name')).toBe('Ada Lovelace');
    expect(fact('Email')).toBe('ada@example.test');
    expect(fact('Phone')).toBe('+44 20 7946 0000');
    expect(fact('Location')).toBe('London');
    expect(fact('Current Role')).toBe('Analyst');
    expect(fact('Availability')).toBe('In Process');
    expect(fact('Professional Summary')).toBe('Writes programs for engines.');
    expect(fact('Skills')).toBe('TypeScriptMathematics');
  });

  it('shows the education and work experience the wizard collected, with their own lists', async () => {
    showProfile(aProfile());
    const education = await screen.findByRole('region', { name: 'Education' });
    expect(await within(education).findByRole('heading', { name: 'PhD in Mathematics' })).toBeTruthy();
    expect(within(education).getByRole('button', { name: 'Edit PhD, Yale University' })).toBeTruthy();
    const experience = screen.getByRole('region', { name: 'Work Experience' });
    expect(await within(experience).findByText('No work experience added yet.')).toBeTruthy();
  });

  it("shows 'Not provided' for each empty value", async () => {
    showProfile(
      aProfile({
        phone: null,
        location: '',
        currentRole: undefined,
        summary: null,
        skills: null,
        availability: 'available',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Profile Information' })).toBeTruthy();
    for (const label of ['Phone', 'Location', 'Current Role', 'Professional Summary', 'Skills']) {
      expect(fact(label)).toBe('Not provided');
    }
    expect(fact('Availability')).toBe('Available');
  });

  it("'Edit Profile' opens the form filled in; 'Save Changes' sends the fields, emptied ones as null, and shows the saved profile", async () => {
    const saved = aProfile({ name: 'Ada King', phone: null });
    const server = showProfile(aProfile(), () => ({ body: saved }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((screen.getByLabelText('Professional Summary') as HTMLTextAreaElement).value).toBe(
      'Writes programs for engines.',
    );
    await userEvent.clear(screen.getByLabelText('Full Name'));
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada King');
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(shownToast()).toContain('Profile updated successfully'));
    const put = server.requests.find((request) => request.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/candidate/profile');
    expect(put.body).toEqual({
      name: 'Ada King',
      email: 'ada@example.test',
      phone: null,
      location: 'London',
      currentRole: 'Analyst',
      summary: 'Writes programs for engines.',
    });
    expect(await screen.findByRole('heading', { name: 'Profile Information' })).toBeTruthy();
    expect(fact('Phone')).toBe('Not provided');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada King' })).toBeTruthy();
  });

  it("reads 'Saving...' while saving", async () => {
    showProfile(aProfile(), () => 'pending');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(((await screen.findByRole('button', { name: 'Saving...' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("keeps the form open with 'Failed to update profile' and the server's reason when the save is refused", async () => {
    showProfile(aProfile(), () => ({
      status: 409,
      body: { message: 'That email address is already in use.' },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(shownToast()).toContain('Failed to update profile'));
    expect(shownToast()).toContain('That email address is already in use.');
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('asks for the current password only when the e-mail changes, and sends it with the new e-mail', async () => {
    const server = showProfile(aProfile(), (request) => ({
      body: aProfile({ email: (request.body as { email: string }).email }),
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const passwordLabel = 'Current Password (to change your email)';
    expect(screen.queryByLabelText(passwordLabel)).toBeNull();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ada.new@example.test');
    await userEvent.type(screen.getByLabelText(passwordLabel), 'Analytical-Engine-1843');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(shownToast()).toContain('Profile updated successfully'));
    const put = server.requests.find((request) => request.method === 'PUT')!;
    expect(put.body).toMatchObject({
      email: 'ada.new@example.test',
      currentPassword: 'Analytical-Engine-1843',
    });
  });

  it("checks the form with the contract's rules before sending, and Cancel goes back unchanged", async () => {
    const server = showProfile(aProfile());
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText('Full Name'));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Full Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fact('Full Name')).toBe('Ada Lovelace');
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe('the availability badge', () => {
  it("reads the spec's labels, and 'Available' for a missing or unknown value", () => {
    expect(
      ['available', 'in_process', 'placed', 'not_available', null, 'unknown'].map(availabilityLabel),
    ).toEqual(['Available', 'In Process', 'Placed', 'Not Available', 'Available', 'Available']);
  });
});

describe('the profile query', () => {
  it('is asked once and not retried after a failure', async () => {
    signIn();
    const server = answerRequests(() => ({ status: 503, body: { message: 'Down for a moment' } }));
    const result = await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(result.isError).toBe(true);
    expect(server.urls()).toEqual(['GET /api/candidate/profile']);
  });

  it('is kept 5 minutes after its last user, then dropped', async () => {
    signIn();
    answerRequests(() => ({ body: aProfile() }));
    const subscription = store.dispatch(profileApi.endpoints.getProfile.initiate());
    await subscription;
    vi.useFakeTimers();
    subscription.unsubscribe();
    const cached = () => profileApi.endpoints.getProfile.select()(store.getState()).data;
    expect(PROFILE_CACHE_SECONDS).toBe(300);
    await vi.advanceTimersByTimeAsync(299_000);
    expect(cached()?.name).toBe('Ada Lovelace');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(cached()).toBeUndefined();
  });
});

describe('the failure of the profile read', () => {
  it('says so with the reason and tries again on request', async () => {
    signIn();
    let fail = true;
    answerRequests(({ url }) =>
      url.pathname === '/api/candidate/profile'
        ? fail
          ? { status: 503, body: { message: 'Down for a moment' } }
          : { body: aProfile() }
        : { body: { email: 'ada@example.test', hasPassword: true } },
    );
    renderAt();
    const problem = await screen.findByText(/Your profile could not be loaded/);
    expect(problem.textContent).toContain('Down for a moment');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' })).toBeTruthy();
    expect(
      within(screen.getByRole('tablist')).getByRole('tab', { name: 'Profile', selected: true }),
    ).toBeTruthy();
  });
});

describe("the Profile tab's 'E-mail Preferences' (decision 0099)", () => {
  /** The candidate's profile page, with their preferences as the server keeps them; `saved` answers each PUT. */
  function showPreferences(saved: (request: Request) => Answer) {
    signIn();
    let preferences = { interviewReminders: true, messageAlerts: true };
    const server = answerRequests((request) => {
      if (request.url.pathname === '/api/candidate/auth/account') return { body: { email: 'ada@example.test', hasPassword: false } };
      if (request.url.pathname === '/api/candidate/education' || request.url.pathname === '/api/candidate/employment') return { body: [] };
      if (request.url.pathname === '/api/candidate/email-preferences') {
        if (request.method !== 'PUT') return { body: preferences };
        const answer = saved(request);
        if (!answer.status) preferences = answer.body as typeof preferences;
        return answer;
      }
      return { body: aProfile() };
    });
    renderAt();
    return server;
  }

  it('turns interview reminders off when unticked, saved at once, and says so', async () => {
    const server = showPreferences((request) => ({ body: { interviewReminders: true, messageAlerts: true, ...(request.body as object) } }));
    const reminders = await screen.findByRole('checkbox', { name: 'Interview reminders' });
    expect((reminders as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'New message alerts' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(reminders);
    await waitFor(() => expect(shownToast()).toContain('E-mail preferences saved'));
    expect((reminders as HTMLInputElement).checked).toBe(false);
    expect(server.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([{ interviewReminders: false }]);
  });

  it("keeps the box as it was and tells why when the save fails", async () => {
    showPreferences(() => ({ status: 503, body: { message: 'The notifications service is unavailable.' } }));
    const alerts = await screen.findByRole('checkbox', { name: 'New message alerts' });
    await userEvent.click(alerts);
    await waitFor(() => expect(shownToast()).toContain('Failed to save e-mail preferences'));
    expect(shownToast()).toContain('The notifications service is unavailable.');
    // Ticked off at once, then put back once the save failed.
    await waitFor(() => expect((alerts as HTMLInputElement).checked).toBe(true));
  });
});
