import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CandidateProfile, Education, Employment } from '@agency/contracts';
import { ThemeProvider, Toaster, theme } from '@agency/ui';
import { AtAddress, answerRequests, shownToast, type Answer, type Request } from '@agency/web-kit/testing';
import { profileApi } from '../../shared/api/profileApi';
import { portalApi, store } from '../../store';
import { aDocument, aFile } from '../../test-utils';
import { ProfileWizard } from './ProfileWizard';

const YEAR = new Date().getFullYear();
// Each test clicks and types through whole steps and dialogs: seconds on a busy two-core machine.
const SLOW_MACHINE_MS = 30_000;
const STAMP = '2026-11-23T10:00:00.000Z';

const profile: CandidateProfile = {
  id: 'c-1',
  name: 'Priya Shah',
  email: 'priya@example.test',
  currentRole: 'Data Analyst',
  location: null,
  skills: ['SQL'],
  availability: 'available',
  summary: null,
  profileCompleted: false,
  createdAt: STAMP,
  updatedAt: STAMP,
};

/**
 * A pretend candidates service: the education and employment lists kept in memory and changed by the POST,
 * PUT and DELETE calls as the real one does; the profile PUT answers the saved profile, or never (`pending`).
 */
function serveHistory(options: { profileSave?: 'pending' | 'refused'; upload?: Answer } = {}) {
  let next = 1;
  let education: Education[] = [];
  let employment: Employment[] = [];
  const stamp = { candidateId: profile.id, createdAt: STAMP, updatedAt: STAMP };
  return answerRequests(({ method, url, body }: Request) => {
    const [, , , kind, id] = url.pathname.split('/');
    const entry = body as Record<string, unknown>;
    if (kind === 'documents') return method === 'POST' ? (options.upload ?? { status: 500 }) : { body: [] };
    if (kind === 'profile') {
      if (options.profileSave === 'pending') return 'pending';
      if (options.profileSave === 'refused') return { status: 400, body: { message: 'Location is too long' } };
      return { body: { ...profile, ...entry } };
    }
    if (kind === 'education') {
      if (method === 'GET') return { body: education };
      if (method === 'DELETE') {
        education = education.filter((saved) => saved.id !== id);
        return { status: 204 };
      }
      if (entry.institution === 'Refused University') return { status: 400, body: { message: 'Start year must be 1900 or later' } };
      const saved = { ...stamp, ...entry, id: id ?? `e-${next++}` } as unknown as Education;
      education = id ? education.map((old) => (old.id === id ? saved : old)) : [...education, saved];
      return { status: id ? 200 : 201, body: saved };
    }
    if (method === 'GET') return { body: employment };
    if (method === 'DELETE') {
      employment = employment.filter((saved) => saved.id !== id);
      return { status: 204 };
    }
    // The contract's rule: a current role has no end.
    const ended = entry.isCurrent ? { endYear: null, endMonth: null } : {};
    const saved = { ...stamp, keyAchievements: [], ...entry, ...ended, id: id ?? `w-${next++}` } as unknown as Employment;
    employment = id ? employment.map((old) => (old.id === id ? saved : old)) : [...employment, saved];
    return { status: id ? 200 : 201, body: saved };
  });
}

function renderWizard(candidate: CandidateProfile = profile) {
  return render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <Toaster>
          <AtAddress path="/candidateportal?wizard=true&tab=x">
            <ProfileWizard profile={candidate} />
          </AtAddress>
        </Toaster>
      </ThemeProvider>
    </Provider>,
  );
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  store.dispatch(portalApi.util.resetApiState());
});

// No pause between keys: these tests type a lot.
const user = () => userEvent.setup({ delay: null });
const progress = () => screen.getByRole('progressbar', { name: 'Profile completion' });
const stepTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const sent = (server: { requests: Request[] }, method: string, path: string) =>
  server.requests.filter((request) => request.method === method && request.url.pathname === path).map((request) => request.body);
const skillNames = () =>
  within(screen.getByRole('list', { name: 'Added skills' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('ProfileWizard step 1: Profile Summary', { timeout: SLOW_MACHINE_MS }, () => {
  it('starts from the profile, adds skills by the Add button and by Enter (not blank, not twice), removes them, and keeps all when going back', async () => {
    const server = serveHistory();
    const u = user();
    renderWizard();

    expect(stepTitle()).toBe('Profile Summary');
    // The wizard is the page's main landmark (axe: landmark-one-main).
    expect(screen.getByRole('main').contains(screen.getByRole('heading', { level: 1, name: 'Complete Your Profile' }))).toBe(true);
    expect(progress().getAttribute('aria-valuenow')).toBe('1');
    expect(progress().getAttribute('aria-valuemax')).toBe('4');
    expect(progress().getAttribute('aria-valuetext')).toBe('Step 1 of 4: Profile Summary');
    expect((screen.getByLabelText('Current Role') as HTMLInputElement).value).toBe('Data Analyst');
    expect(skillNames()).toEqual(['SQL']);

    const skill = screen.getByLabelText('Skills');
    await u.type(skill, '  Python  ');
    await u.click(screen.getByRole('button', { name: 'Add skill' }));
    await u.type(skill, 'Tableau{Enter}');
    await u.type(skill, '   {Enter}');
    await u.click(screen.getByRole('button', { name: 'Add skill' }));
    await u.type(skill, 'python{Enter}');
    expect(skillNames()).toEqual(['SQL', 'Python', 'Tableau']);
    expect((skill as HTMLInputElement).value).toBe('');

    await u.click(screen.getByRole('button', { name: 'Remove SQL' }));
    expect(skillNames()).toEqual(['Python', 'Tableau']);

    await u.type(screen.getByLabelText('Professional Summary'), 'Ten years of numbers.');
    await u.type(screen.getByLabelText('Location'), 'Leeds');
    await u.click(screen.getByRole('button', { name: 'Next: Education' }));
    expect(stepTitle()).toBe('Education');
    expect(progress().getAttribute('aria-valuenow')).toBe('2');
    expect(screen.getByRole('heading', { name: 'Education' })).toBe(document.activeElement);

    await u.click(screen.getByRole('button', { name: 'Previous' }));
    expect(stepTitle()).toBe('Profile Summary');
    expect((screen.getByLabelText('Professional Summary') as HTMLTextAreaElement).value).toBe('Ten years of numbers.');
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('Leeds');
    expect(skillNames()).toEqual(['Python', 'Tableau']);
    // Nothing of step 1 is saved before 'Complete Profile' (decision 0066).
    expect(sent(server, 'PUT', '/api/candidate/profile')).toEqual([]);
  });
});

async function toStep(u: ReturnType<typeof user>, title: string) {
  const next = { Education: ['Next: Education'], Experience: ['Next: Education', 'Next: Experience'] }[title] ?? [
    'Next: Education',
    'Next: Experience',
    'Next: Complete Profile',
  ];
  for (const label of next) await u.click(screen.getByRole('button', { name: label }));
  expect(stepTitle()).toBe(title);
}

describe('ProfileWizard step 2: Education', { timeout: SLOW_MACHINE_MS }, () => {
  it('adds an entry with the current year as default, edits it in the same dialog, and deletes it, each saved at once', async () => {
    const server = serveHistory();
    const u = user();
    renderWizard();
    await toStep(u, 'Education');
    expect(await screen.findByText('No education added yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next: Experience' })).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Add Education' }));
    let dialog = screen.getByRole('dialog', { name: 'Add Education' });
    expect((within(dialog).getByLabelText('Start Year *') as HTMLInputElement).value).toBe(String(YEAR));
    expect((within(dialog).getByLabelText('End Year') as HTMLInputElement).value).toBe(String(YEAR));
    expect(within(dialog).getByLabelText('Grade (optional)')).toBeTruthy();

    await u.click(within(dialog).getByRole('button', { name: 'Add Education' }));
    expect(await within(dialog).findByText('Institution is required')).toBeTruthy();
    expect(within(dialog).getByText('Qualification is required')).toBeTruthy();

    await u.type(within(dialog).getByLabelText('Institution *'), 'University of Leeds');
    await u.type(within(dialog).getByLabelText('Qualification *'), 'BSc');
    await u.type(within(dialog).getByLabelText('Field of Study'), 'Statistics');
    const start = within(dialog).getByLabelText('Start Year *');
    await u.clear(start);
    await u.type(start, '2012');
    await u.clear(within(dialog).getByLabelText('End Year'));
    await u.type(within(dialog).getByLabelText('End Year'), '2015');
    await u.click(within(dialog).getByRole('button', { name: 'Add Education' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(server, 'POST', '/api/candidate/education')).toEqual([
      {
        institution: 'University of Leeds',
        qualification: 'BSc',
        fieldOfStudy: 'Statistics',
        startYear: 2012,
        endYear: 2015,
        grade: null,
        description: null,
      },
    ]);
    await waitFor(() => expect(shownToast()).toContain('Education entry added successfully'));
    const entries = await screen.findByRole('list', { name: 'Education' });
    expect(within(entries).getByText('BSc in Statistics')).toBeTruthy();
    expect(within(entries).getByText('2012 – 2015')).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Edit BSc, University of Leeds' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Education' });
    expect((within(dialog).getByLabelText('Institution *') as HTMLInputElement).value).toBe('University of Leeds');
    await u.type(within(dialog).getByLabelText('Grade (optional)'), 'First Class');
    await u.click(within(dialog).getByRole('button', { name: 'Update Education' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(server, 'PUT', '/api/candidate/education/e-1')).toEqual([
      expect.objectContaining({ institution: 'University of Leeds', startYear: 2012, endYear: 2015, grade: 'First Class' }),
    ]);
    await waitFor(() => expect(shownToast()).toContain('Education entry updated successfully'));
    expect(await screen.findByText('2012 – 2015 · First Class')).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Delete BSc, University of Leeds' }));
    await waitFor(() => expect(shownToast()).toContain('Education entry deleted successfully'));
    expect(server.urls()).toContain('DELETE /api/candidate/education/e-1');
    expect(await screen.findByText('No education added yet.')).toBeTruthy();
  });

  it("keeps the dialog open with what was typed and shows the server's message when a save is refused", async () => {
    serveHistory();
    const u = user();
    renderWizard();
    await toStep(u, 'Education');
    await u.click(screen.getByRole('button', { name: 'Add Education' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Education' });
    await u.type(within(dialog).getByLabelText('Institution *'), 'Refused University');
    await u.type(within(dialog).getByLabelText('Qualification *'), 'MSc');
    await u.click(within(dialog).getByRole('button', { name: 'Add Education' }));

    await waitFor(() => expect(shownToast()).toContain('Failed to add education entry'));
    expect(shownToast()).toContain('Start year must be 1900 or later');
    expect((within(screen.getByRole('dialog', { name: 'Add Education' })).getByLabelText('Qualification *') as HTMLInputElement).value).toBe('MSc');
  });
});

describe('ProfileWizard step 3: Experience', { timeout: SLOW_MACHINE_MS }, () => {
  it('defaults to January to December of this year, hides the end for a current role, adds achievements one at a time, edits and deletes', async () => {
    const server = serveHistory();
    const u = user();
    renderWizard();
    await toStep(u, 'Experience');
    expect(await screen.findByText('No work experience added yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next: Complete Profile' })).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Add Experience' }));
    let dialog = screen.getByRole('dialog', { name: 'Add Experience' });
    const value = (label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    expect([value('Start Month *'), value('Start Year *'), value('End Month'), value('End Year')]).toEqual([
      '1',
      String(YEAR),
      '12',
      String(YEAR),
    ]);
    expect(within(dialog).getAllByRole('option', { name: 'January' })).toHaveLength(2);
    expect(within(within(dialog).getByLabelText('Start Month *')).getAllByRole('option')).toHaveLength(12);

    await u.click(within(dialog).getByLabelText('This is my current role'));
    expect(within(dialog).queryByLabelText('End Month')).toBeNull();
    expect(within(dialog).queryByLabelText('End Year')).toBeNull();

    await u.type(within(dialog).getByLabelText('Organization *'), 'Acme Ltd');
    await u.type(within(dialog).getByLabelText('Role *'), 'Analyst');
    await u.selectOptions(within(dialog).getByLabelText('Start Month *'), 'March');
    await u.clear(within(dialog).getByLabelText('Start Year *'));
    await u.type(within(dialog).getByLabelText('Start Year *'), '2020');
    const achievement = within(dialog).getByLabelText('Key Achievements');
    await u.type(achievement, 'Cut reporting time by half{Enter}');
    await u.type(achievement, '   {Enter}');
    await u.type(achievement, 'Trained four juniors');
    await u.click(within(dialog).getByRole('button', { name: 'Add achievement' }));
    // Enter in the achievement field adds it; it does not submit the dialog.
    expect(sent(server, 'POST', '/api/candidate/employment')).toEqual([]);
    await u.click(within(dialog).getByRole('button', { name: 'Add Experience' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(server, 'POST', '/api/candidate/employment')).toEqual([
      {
        organization: 'Acme Ltd',
        role: 'Analyst',
        startMonth: 3,
        startYear: 2020,
        endMonth: null,
        endYear: null,
        isCurrent: true,
        keyAchievements: ['Cut reporting time by half', 'Trained four juniors'],
        description: null,
      },
    ]);
    await waitFor(() => expect(shownToast()).toContain('Employment entry added successfully'));
    expect(await screen.findByText('Mar 2020 – Present')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Key achievements at Acme Ltd' }).textContent).toContain('Trained four juniors');

    await u.click(screen.getByRole('button', { name: 'Edit Analyst, Acme Ltd' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Experience' });
    expect((within(dialog).getByLabelText('This is my current role') as HTMLInputElement).checked).toBe(true);
    await u.click(within(dialog).getByLabelText('This is my current role'));
    expect([value('End Month'), value('End Year')]).toEqual(['12', String(YEAR)]);
    await u.clear(within(dialog).getByLabelText('End Year'));
    await u.type(within(dialog).getByLabelText('End Year'), '2023');
    await u.click(within(dialog).getByRole('button', { name: 'Remove Trained four juniors' }));
    await u.click(within(dialog).getByRole('button', { name: 'Update Experience' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(server, 'PUT', '/api/candidate/employment/w-1')).toEqual([
      expect.objectContaining({
        isCurrent: false,
        endMonth: 12,
        endYear: 2023,
        keyAchievements: ['Cut reporting time by half'],
      }),
    ]);
    await waitFor(() => expect(shownToast()).toContain('Employment entry updated successfully'));
    expect(await screen.findByText('Mar 2020 – Dec 2023')).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Delete Analyst, Acme Ltd' }));
    await waitFor(() => expect(shownToast()).toContain('Employment entry deleted successfully'));
    expect(server.urls()).toContain('DELETE /api/candidate/employment/w-1');
    expect(await screen.findByText('No work experience added yet.')).toBeTruthy();
  });
});

describe('ProfileWizard step 4: Complete', { timeout: SLOW_MACHINE_MS }, () => {
  async function addEducation(u: ReturnType<typeof user>) {
    await u.click(screen.getByRole('button', { name: 'Add Education' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Education' });
    await u.type(within(dialog).getByLabelText('Institution *'), 'Open University');
    await u.type(within(dialog).getByLabelText('Qualification *'), 'Diploma');
    await u.click(within(dialog).getByRole('button', { name: 'Add Education' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }

  const count = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

  it("shows 'Almost Done!' with the counts, then saves the profile as completed and takes the wizard parameter out of the address", async () => {
    const server = serveHistory();
    const u = user();
    renderWizard();
    await u.type(screen.getByLabelText('Skills'), 'Excel{Enter}');
    await u.click(screen.getByRole('button', { name: 'Next: Education' }));
    await addEducation(u);
    await addEducation(u);
    await u.click(screen.getByRole('button', { name: 'Next: Experience' }));
    await u.click(screen.getByRole('button', { name: 'Next: Complete Profile' }));

    expect(screen.getByRole('heading', { name: 'Almost Done!' })).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('4');
    await waitFor(() => expect(count('Education entries')).toBe('2'));
    expect(count('Work experience entries')).toBe('0');
    expect(count('Skills')).toBe('2');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Complete Profile' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/candidateportal?tab=x'));
    expect(sent(server, 'PUT', '/api/candidate/profile')).toEqual([
      { summary: null, skills: ['SQL', 'Excel'], location: null, currentRole: 'Data Analyst', profileCompleted: true },
    ]);
    await waitFor(() => expect(shownToast()).toContain('Profile updated successfully'));
    // The portal switches to the dashboard on the saved profile, which replaced the cached one.
    expect(profileApi.endpoints.getProfile.select()(store.getState()).data?.profileCompleted).toBe(true);
  });

  it("reads 'Saving...' while it saves, and sends skills as null when there are none", async () => {
    const server = serveHistory({ profileSave: 'pending' });
    const u = user();
    renderWizard({ ...profile, skills: null, summary: 'Analyst.' });
    await toStep(u, 'Complete');
    await waitFor(() => expect(count('Skills')).toBe('0'));

    await u.click(screen.getByRole('button', { name: 'Complete Profile' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    expect(sent(server, 'PUT', '/api/candidate/profile')).toEqual([
      { summary: 'Analyst.', skills: null, location: null, currentRole: 'Data Analyst', profileCompleted: true },
    ]);
    expect(screen.getByTestId('location').textContent).toBe('/candidateportal?wizard=true&tab=x');
  });

  it("keeps the wizard and its parameter and shows the server's message when the save is refused", async () => {
    serveHistory({ profileSave: 'refused' });
    const u = user();
    renderWizard();
    await toStep(u, 'Complete');
    await u.click(screen.getByRole('button', { name: 'Complete Profile' }));
    await waitFor(() => expect(shownToast()).toContain('Failed to update profile'));
    expect(shownToast()).toContain('Location is too long');
    expect(await screen.findByRole('button', { name: 'Complete Profile' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/candidateportal?wizard=true&tab=x');
    await act(async () => {});
  });
});

describe("ProfileWizard step 1: 'Upload your CV to fill in your profile'", { timeout: SLOW_MACHINE_MS }, () => {
  const proposal = {
    currentRole: 'Senior Analyst',
    location: 'Leeds',
    skills: ['sql', 'Python'],
    education: [{ institution: 'Open University', qualification: null, fieldOfStudy: null, startYear: 2014, endYear: 2017 }],
    employment: [
      { role: 'Analyst', organization: 'Acme Ltd', startYear: 2019, startMonth: 4, endYear: 2022, endMonth: 8, isCurrent: false },
    ],
  };
  /** What the wizard says of the uploaded CV (the page's other status is the test's address). */
  const cvNote = () =>
    screen
      .getAllByRole('status')
      .filter((element) => element.tagName !== 'OUTPUT')
      .map((element) => element.textContent)
      .join('');
  const description = (input: HTMLElement) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join('');

  it('fills only the empty fields from the CV, marked, offers its entries in the later steps, and saves nothing before it is asked to', async () => {
    const server = serveHistory({ upload: { status: 201, body: { document: aDocument({ fileName: 'Priya CV.pdf' }), proposal } } });
    const u = user();
    renderWizard();
    expect(screen.getByRole('heading', { level: 3, name: 'Upload your CV to fill in your profile' })).toBeTruthy();
    await u.upload(screen.getByLabelText('Choose your CV'), aFile('Priya CV.pdf'));

    const location = screen.getByLabelText('Location') as HTMLInputElement;
    await waitFor(() => expect(location.value).toBe('Leeds'));
    expect(description(location)).toBe('From your CV');
    // The role the profile had stays: only empty fields take the CV's.
    const role = screen.getByLabelText('Current Role') as HTMLInputElement;
    expect(role.value).toBe('Data Analyst');
    expect(role.getAttribute('aria-describedby')).toBeNull();
    expect(skillNames()).toEqual(['SQL', 'Python']);
    expect(screen.getByText('Python', { selector: 'p' }).textContent).toBe('From your CVPython');
    expect(cvNote()).toBe(
      "Priya CV.pdf: We filled in the empty fields with what we found, marked 'From your CV': check them and change what is not right." +
        ' We also found 1 education entry and 1 work experience entry: you can add them in the next steps.',
    );

    // Changed by the candidate, it is theirs: no mark.
    await u.type(location, ' (hybrid)');
    expect(location.getAttribute('aria-describedby')).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Next: Education' }));
    const education = within(await screen.findByRole('list', { name: 'Education found in your CV' }));
    expect(education.getByRole('button', { name: 'Complete and add Open University' })).toBeTruthy();
    await u.click(education.getByRole('button', { name: 'Drop Open University' }));
    expect(screen.queryByRole('list', { name: 'Education found in your CV' })).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Next: Experience' }));
    await u.click(await screen.findByRole('button', { name: 'Add Analyst at Acme Ltd' }));
    await waitFor(() => expect(shownToast()).toContain('Employment entry added successfully'));
    expect(sent(server, 'POST', '/api/candidate/employment')).toEqual([
      {
        organization: 'Acme Ltd',
        role: 'Analyst',
        startYear: 2019,
        startMonth: 4,
        endYear: 2022,
        endMonth: 8,
        isCurrent: false,
        keyAchievements: [],
        description: null,
      },
    ]);
    expect(await within(await screen.findByRole('list', { name: 'Experience' })).findByText('Apr 2019 – Aug 2022')).toBeTruthy();
    expect(sent(server, 'POST', '/api/candidate/education')).toEqual([]);
    expect(sent(server, 'PUT', '/api/candidate/profile')).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Next: Complete Profile' }));
    await u.click(screen.getByRole('button', { name: 'Complete Profile' }));
    await waitFor(() => expect(sent(server, 'PUT', '/api/candidate/profile')).toHaveLength(1));
    expect(sent(server, 'PUT', '/api/candidate/profile')).toEqual([
      { summary: null, skills: ['SQL', 'Python'], location: 'Leeds (hybrid)', currentRole: 'Data Analyst', profileCompleted: true },
    ]);
  });

  it('keeps what the CV filled in and what was typed over a reload, until the profile is completed (issue 31)', async () => {
    const server = serveHistory({ upload: { status: 201, body: { document: aDocument({ fileName: 'Priya CV.pdf' }), proposal } } });
    const u = user();
    renderWizard();
    await u.upload(screen.getByLabelText('Choose your CV'), aFile('Priya CV.pdf'));
    await waitFor(() => expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('Leeds'));
    await u.type(screen.getByLabelText('Professional Summary'), 'Ten years of data.');
    await u.click(screen.getByRole('button', { name: 'Next: Education' }));
    await screen.findByRole('list', { name: 'Education found in your CV' });

    // The reload: the wizard starts again from the same profile, on the step it was on.
    cleanup();
    renderWizard();
    expect(stepTitle()).toBe('Education');
    expect(within(screen.getByRole('list', { name: 'Education found in your CV' })).getByText(/Open University/)).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Previous' }));
    const location = screen.getByLabelText('Location') as HTMLInputElement;
    expect(location.value).toBe('Leeds');
    expect(description(location)).toBe('From your CV');
    expect((screen.getByLabelText('Professional Summary') as HTMLTextAreaElement).value).toBe('Ten years of data.');
    expect(skillNames()).toEqual(['SQL', 'Python']);
    expect(cvNote()).toContain("Priya CV.pdf: We filled in the empty fields with what we found, marked 'From your CV'");
    // Nothing was uploaded again, and nothing saved.
    expect(sent(server, 'POST', '/api/candidate/documents')).toHaveLength(1);
    expect(sent(server, 'PUT', '/api/candidate/profile')).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Next: Education' }));
    await u.click(screen.getByRole('button', { name: 'Next: Experience' }));
    await u.click(screen.getByRole('button', { name: 'Next: Complete Profile' }));
    await u.click(screen.getByRole('button', { name: 'Complete Profile' }));
    await waitFor(() => expect(sent(server, 'PUT', '/api/candidate/profile')).toHaveLength(1));
    expect(sent(server, 'PUT', '/api/candidate/profile')[0]).toMatchObject({ summary: 'Ten years of data.', location: 'Leeds' });
    await waitFor(() => expect(sessionStorage.getItem('candidateWizardDraft')).toBeNull());
  });

  it("shows a one-year course completed from the CV's year as that year, not '2022 – 2022' (issue 31)", async () => {
    const graduated = { institution: 'Open University', qualification: null, fieldOfStudy: null, startYear: null, endYear: 2022 };
    const server = serveHistory({ upload: { status: 201, body: { document: aDocument(), proposal: { ...proposal, education: [graduated] } } } });
    const u = user();
    renderWizard();
    await u.upload(screen.getByLabelText('Choose your CV'), aFile());
    await waitFor(() => expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('Leeds'));
    await u.click(screen.getByRole('button', { name: 'Next: Education' }));
    const found = within(await screen.findByRole('list', { name: 'Education found in your CV' }));
    expect(found.getByText('Start not found – 2022')).toBeTruthy();
    await u.click(found.getByRole('button', { name: 'Complete and add Open University' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Education' }));
    await u.type(dialog.getByLabelText('Qualification *'), 'Certificate');
    await u.type(dialog.getByLabelText('Start Year *'), '2022');
    await u.click(dialog.getByRole('button', { name: 'Add Education' }));
    await waitFor(() => expect(sent(server, 'POST', '/api/candidate/education')).toHaveLength(1));
    expect(sent(server, 'POST', '/api/candidate/education')[0]).toMatchObject({ startYear: 2022, endYear: 2022 });
    const saved = within(await screen.findByRole('list', { name: 'Education' }));
    expect(await saved.findByText('2022')).toBeTruthy();
    expect(saved.queryByText(/2022 – 2022/)).toBeNull();
  });

  it("says why nothing was filled in when the CV's text could not be read", async () => {
    serveHistory({ upload: { status: 201, body: { document: aDocument({ fileName: 'Scan.pdf', textStatus: 'no-text' }), proposal: null } } });
    renderWizard();
    await user().upload(screen.getByLabelText('Choose your CV'), aFile('Scan.pdf'));
    await waitFor(() => expect(cvNote()).toBe('Scan.pdf: No text could be read (a scanned PDF?). Please fill in your profile below.'));
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('');
  });
});
