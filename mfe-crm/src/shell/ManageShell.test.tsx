import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readToken } from '../shared/session/token';
import { administrator, recordRequests, recruiter, renderAt, resetPage, signIn } from '../test-utils';

afterEach(resetPage);

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Management' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('/manage without a session', () => {
  it('goes to /login without asking the server', async () => {
    const requests = recordRequests();
    renderAt('/manage/candidates');
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Team Login' })).toBeTruthy();
    expect(requests.urls()).toEqual([]);
    expect(document.title).toBe('Team Login · TalentBridge CRM');
  });

  it("shows 'Checking authentication...' while a stored token is checked", async () => {
    const requests = recordRequests();
    localStorage.setItem('auth_token', 'some-token');
    renderAt('/manage');
    expect(screen.getByText('Checking authentication...')).toBeTruthy();
    expect(requests.urls()).toEqual(['GET /api/auth/me']);
  });
});

describe('the management shell', () => {
  it('lists every section, and Users and Integrations only for administrators', async () => {
    recordRequests();
    await signIn(administrator);
    renderAt('/manage');
    expect(sidebarLinks()).toEqual([
      ['Dashboard', '/manage'],
      ['Candidates', '/manage/candidates'],
      ['Employers', '/manage/employers'],
      ['Job Roles', '/manage/job-roles'],
      ['Applications', '/manage/applications'],
      ['Interactions', '/manage/interactions'],
      ['Calendar', '/manage/calendar'],
      ['Pipeline', '/manage/pipeline'],
      ['Leads', '/manage/leads'],
      ['Import', '/manage/import'],
      ['Duplicates', '/manage/duplicates'],
      ['E-mail Templates', '/manage/email-templates'],
      ['Users', '/manage/users'],
      ['Custom Fields', '/manage/custom-fields'],
      ['Tags', '/manage/tags'],
      ['Integrations', '/manage/integrations'],
    ]);
  });

  it('has no Users or Integrations entry for a recruiter, and no Add User under Add New', async () => {
    recordRequests();
    await signIn(recruiter);
    renderAt('/manage');
    expect(sidebarLinks().map(([label]) => label)).not.toContain('Users');
    expect(sidebarLinks().map(([label]) => label)).not.toContain('Integrations');
    // Imports and merges are for managers and administrators, custom fields for administrators (decisions 0123, 0125, 0126).
    expect(sidebarLinks().map(([label]) => label)).not.toContain('Import');
    expect(sidebarLinks().map(([label]) => label)).not.toContain('Duplicates');
    expect(sidebarLinks().map(([label]) => label)).not.toContain('Custom Fields');
    await userEvent.click(screen.getByRole('button', { name: 'Add New' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(expect.arrayContaining(['Add Employer', 'Add Job Role']));
    expect(items).not.toContain('Add User');
  });

  it.each([
    ['Add Employer', 'Add New Employer'],
    ['Add Job Role', 'Add New Job Role'],
  ])('opens %s from Add New', async (item, dialog) => {
    recordRequests();
    await signIn(recruiter);
    renderAt('/manage');
    await userEvent.click(screen.getByRole('button', { name: 'Add New' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: item }));
    expect(await screen.findByRole('dialog', { name: dialog })).toBeTruthy();
  });

  it('shows who is signed in, a way back to the landing page, and the current section', async () => {
    recordRequests();
    await signIn(recruiter);
    renderAt('/manage/employers');
    expect(screen.getByText('Rita Recruiter')).toBeTruthy();
    expect(screen.getByText('Recruiter')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Landing Page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Employers' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it.each([
    ['/manage', 'Dashboard', "Welcome back! Here's your recruiting overview"],
    ['/manage/candidates', 'Candidates', 'Manage your candidate database'],
    ['/manage/employers', 'Employers', 'Manage your employer relationships'],
    ['/manage/job-roles', 'Job Roles', 'Track open positions and requirements'],
    ['/manage/interactions', 'Interactions', 'View all communication history'],
    ['/manage/calendar', 'Calendar', 'Schedule interviews and meetings'],
    ['/manage/pipeline', 'Pipeline', 'Track your sales pipeline and deals'],
    ['/manage/leads', 'Leads', 'Requests from the website, to answer within 24 hours'],
    ['/manage/users', 'User Management', 'Manage team members and their access'],
    ['/manage/integrations', 'Integrations', 'API keys and webhooks for the systems that connect to the agency'],
  ])('heads %s with %s', async (path, title, subtitle) => {
    recordRequests();
    await signIn(recruiter);
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(subtitle)).toBeTruthy();
  });

  it('has the search box of the spec', async () => {
    recordRequests();
    await signIn(recruiter);
    renderAt('/manage');
    const search = screen.getByRole('combobox', { name: 'Search' });
    expect(search.getAttribute('placeholder')).toBe('Search candidates, employers...');
    expect(search.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers Add User under Add New to administrators, opening its dialog and returning focus after', async () => {
    recordRequests();
    await signIn(administrator);
    renderAt('/manage');
    await userEvent.click(screen.getByRole('button', { name: 'Add New' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add User' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Team Member' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back to the button the dialog was opened from.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add New' }));
  });

  it("shows 'Page Not Found' for an address of no section", async () => {
    recordRequests();
    renderAt('/manage/nothing-here');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(document.title).toBe('Page Not Found · TalentBridge');
  });

  it("folds the sections behind 'Menu' on a narrow screen, and closes it once a section is chosen", async () => {
    recordRequests();
    await signIn(administrator);
    renderAt('/manage');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    const folded = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(within(folded).getByRole('navigation', { name: 'Management' })).toBeTruthy();
    expect(within(folded).getByRole('button', { name: 'Logout' })).toBeTruthy();

    await userEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(within(folded).getByRole('link', { name: 'Candidates' }));
    expect(screen.getByTestId('location').textContent).toBe('/manage/candidates');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it("titles the document after the section shown, e.g. 'Candidates · TalentBridge CRM'", async () => {
    for (const [path, title] of [
      ['/manage', 'Dashboard · TalentBridge CRM'],
      ['/manage/candidates', 'Candidates · TalentBridge CRM'],
      ['/manage/users', 'User Management · TalentBridge CRM'],
      ['/manage/integrations', 'Integrations · TalentBridge CRM'],
    ] as const) {
      resetPage();
      recordRequests();
      await signIn(administrator);
      renderAt(path);
      expect(await screen.findByRole('navigation', { name: 'Management' })).toBeTruthy();
      expect(document.title).toBe(title);
    }
  });

  it('logs out: the token is gone and the landing page is next', async () => {
    const requests = recordRequests();
    await signIn(recruiter);
    renderAt('/manage');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(readToken()).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
    // Only the dashboard's own load: logging out asks the server nothing.
    expect(requests.urls()).toEqual(['GET /api/dashboard/stats']);
  });
});
