import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Employer, JobRole } from '@agency/contracts';
import { answerRequests, shownToast } from '@agency/web-kit/testing';
import { recordRequests, recruiter, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

const chef: JobRole = {
  id: '65f0000000000000000000a1',
  slug: 'head-chef',
  employerId: '65f000000000000000000001',
  title: 'Head Chef',
  description: 'Lead the kitchen brigade.',
  requirements: 'Ten years in fine dining',
  salaryRange: '£55,000 - £65,000',
  location: 'London',
  status: 'open',
  priority: 'urgent',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  employer: { id: '65f000000000000000000001', name: 'The Grand Meridian Hotel' },
};
const orphan: JobRole = {
  ...chef,
  id: '65f0000000000000000000a2',
  slug: 'porter',
  title: 'Porter',
  description: null,
  salaryRange: null,
  location: null,
  status: 'on_hold',
  priority: 'low',
  employer: null,
};
const meridian: Employer = {
  id: '65f000000000000000000001',
  name: 'The Grand Meridian Hotel',
  industry: 'Hospitality',
  location: 'London',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const roles = (items: JobRole[]) => ({ body: { items, total: items.length } });
const employers = (items: Employer[]) => ({ body: { items, total: items.length } });

async function openJobRoles(path = '/manage/job-roles') {
  await signIn(recruiter);
  renderAt(path);
}

describe('/manage/job-roles', () => {
  it('starts from the search in the address (where the header search sends a recruiter)', async () => {
    const requests = recordRequests();
    await openJobRoles('/manage/job-roles?q=Head+Chef');
    expect((screen.getByPlaceholderText('Search job roles...') as HTMLInputElement).value).toBe('Head Chef');
    expect(screen.getByLabelText('Loading job roles')).toBeTruthy();
    expect(requests.urls()).toEqual(['GET /api/job-roles?q=Head+Chef&limit=24&offset=0']);
  });

  it('takes the search of a header search result chosen while the page is open', async () => {
    const server = answerRequests(({ url }) =>
      url.pathname === '/api/job-roles' ? roles(url.searchParams.get('q') ? [chef] : [chef, orphan]) : employers([]),
    );
    await openJobRoles();
    await screen.findByRole('article', { name: 'Porter' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'chef');
    await userEvent.click(await screen.findByRole('option', { name: /Head Chef/ }));
    expect(screen.getByTestId('location').textContent).toBe('/manage/job-roles?q=Head+Chef');
    expect((screen.getByPlaceholderText('Search job roles...') as HTMLInputElement).value).toBe('Head Chef');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Porter' })).toBeNull());
    expect(server.urls()).toContain('GET /api/job-roles?q=Head+Chef&limit=24&offset=0');
  });

  it("shows the employer's name, both badges, salary, location and description; 'Unknown Employer' only without one", async () => {
    answerRequests(() => roles([chef, orphan]));
    await openJobRoles();
    const card = within(await screen.findByRole('article', { name: 'Head Chef' }));
    expect(card.getByText('The Grand Meridian Hotel')).toBeTruthy();
    expect(card.getByText('Open')).toBeTruthy();
    expect(card.getByText('Urgent priority')).toBeTruthy();
    expect(card.getByText('£55,000 - £65,000')).toBeTruthy();
    expect(card.getByText('London')).toBeTruthy();
    expect(card.getByText('Lead the kitchen brigade.')).toBeTruthy();
    expect(card.queryByText('Unknown Employer')).toBeNull();

    const other = within(screen.getByRole('article', { name: 'Porter' }));
    expect(other.getByText('Unknown Employer')).toBeTruthy();
    expect(other.getByText('On Hold')).toBeTruthy();
    expect(other.getByText('Low priority')).toBeTruthy();
  });

  it('invites to add the first role, or to adjust a search that finds nothing', async () => {
    answerRequests(() => roles([]));
    await openJobRoles();
    expect(await screen.findByText('Get started by adding your first job role')).toBeTruthy();
    expect(screen.getByText('No job roles found')).toBeTruthy();
    resetPage();
    answerRequests(() => roles([]));
    await openJobRoles('/manage/job-roles?q=nothing');
    expect(await screen.findByText('Try adjusting your search criteria')).toBeTruthy();
  });

  it("asks before deleting: 'Delete Job Role', and the failure with the spec's text", async () => {
    const server = answerRequests(({ method }) =>
      method === 'DELETE' ? { status: 500, body: { message: 'Database unavailable' } } : roles([chef]),
    );
    await openJobRoles();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Head Chef' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Job Role' }));
    // The name is in an element of its own (decision 0076).
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Are you sure you want to delete "Head Chef"? This action cannot be undone.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shownToast()).toContain('Failed to delete job role. Database unavailable'));
    expect(server.urls()).toContain(`DELETE /api/job-roles/${chef.id}`);
  });
});

describe("'Add New Job Role' and 'Edit Job Role'", () => {
  async function openAddDialog() {
    await openJobRoles();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Job Role' }));
    return within(await screen.findByRole('dialog', { name: 'Add New Job Role' }));
  }

  it('requires an employer and a title; a new role is open, of medium priority', async () => {
    const server = answerRequests(() => roles([]));
    const dialog = await openAddDialog();
    expect((dialog.getByLabelText('Status') as HTMLSelectElement).value).toBe('open');
    expect((dialog.getByLabelText('Priority') as HTMLSelectElement).value).toBe('medium');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Job Role' }));
    expect(await dialog.findByText('Employer is required')).toBeTruthy();
    expect(dialog.getByText('Job Title is required')).toBeTruthy();
    expect(dialog.getByRole('combobox', { name: 'Employer *' }).getAttribute('aria-invalid')).toBe('true');
    expect(server.urls()).toEqual(['GET /api/job-roles?limit=24&offset=0', 'GET /api/team-members']);
  });

  it('finds the employer on the server as the user types, and sends the role with its id', async () => {
    const server = answerRequests(({ method, url, body }) => {
      if (url.pathname === '/api/employers') return employers(url.searchParams.get('q') === 'Meri' ? [meridian] : []);
      if (method === 'POST') return { status: 201, body: { ...chef, ...(body as object) } };
      return roles([]);
    });
    const dialog = await openAddDialog();
    const picker = dialog.getByRole('combobox', { name: 'Employer *' });
    await userEvent.type(picker, 'Meri');
    await userEvent.click(await dialog.findByRole('option', { name: /The Grand Meridian Hotel/ }));
    expect((picker as HTMLInputElement).value).toBe('The Grand Meridian Hotel');
    await userEvent.type(dialog.getByLabelText('Job Title *'), 'Sous Chef');
    await userEvent.selectOptions(dialog.getByLabelText('Priority'), 'high');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Job Role' }));
    await waitFor(() => expect(shownToast()).toContain('Job role added successfully'));
    expect(server.urls()).toContain('GET /api/employers?q=Meri&limit=8&offset=0');
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      employerId: meridian.id,
      title: 'Sous Chef',
      description: '',
      requirements: '',
      salaryRange: '',
      location: '',
      status: 'open',
      priority: 'high',
      // A new role is its creator's unless another owner is chosen (decision 0120).
      ownerId: recruiter.id,
    });
  });

  it("previews the public job page from what is typed, before the role is saved (and so before it is public)", async () => {
    const server = answerRequests(({ url }) => (url.pathname === '/api/employers' ? employers([meridian]) : roles([])));
    const dialog = await openAddDialog();
    await userEvent.type(dialog.getByRole('combobox', { name: 'Employer *' }), 'Meri');
    await userEvent.click(await dialog.findByRole('option', { name: /The Grand Meridian Hotel/ }));
    await userEvent.type(dialog.getByLabelText('Job Title *'), 'Sous Chef');
    await userEvent.type(dialog.getByLabelText('Location'), 'Bath');
    await userEvent.type(dialog.getByLabelText('Description'), 'Run the pass.{Enter}Train the team.');
    await userEvent.type(dialog.getByLabelText('Requirements'), 'Five years in a kitchen');
    await userEvent.click(dialog.getByRole('button', { name: 'Preview job page' }));

    const preview = within(await screen.findByRole('dialog', { name: 'Job page preview' }));
    expect(preview.getByRole('heading', { level: 3, name: 'Sous Chef' })).toBeTruthy();
    expect(preview.getByText('The Grand Meridian Hotel via TalentBridge')).toBeTruthy();
    expect(preview.getByText('Bath')).toBeTruthy();
    expect(preview.getByText('Open')).toBeTruthy();
    expect(preview.getByRole('heading', { level: 4, name: 'About the Role' })).toBeTruthy();
    expect(preview.getByText('Run the pass.')).toBeTruthy();
    expect(preview.getByText('Train the team.')).toBeTruthy();
    expect(preview.getByText('Five years in a kitchen')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    // Back to the form with what was typed; nothing was saved.
    expect(await screen.findByRole('dialog', { name: 'Add New Job Role' })).toBeTruthy();
    expect((dialog.getByLabelText('Job Title *') as HTMLInputElement).value).toBe('Sous Chef');
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('picks with the keyboard, and Escape closes the list without closing the dialog', async () => {
    answerRequests(({ url }) => (url.pathname === '/api/employers' ? employers([meridian]) : roles([])));
    const dialog = await openAddDialog();
    const picker = dialog.getByRole('combobox', { name: 'Employer *' });
    await userEvent.click(picker);
    await dialog.findByRole('option', { name: /The Grand Meridian Hotel/ });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Add New Job Role' })).toBeTruthy();
    expect(dialog.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    await dialog.findByRole('option', { name: /The Grand Meridian Hotel/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect((picker as HTMLInputElement).value).toBe('The Grand Meridian Hotel');
    expect(dialog.queryByRole('listbox')).toBeNull();
  });

  it('edits a role filled with what is stored, its employer shown by name', async () => {
    const server = answerRequests(({ method, body }) =>
      method === 'PUT' ? { body: { ...chef, ...(body as object) } } : roles([chef]),
    );
    await openJobRoles();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Head Chef' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Job Role' }));
    expect((dialog.getByRole('combobox', { name: 'Employer *' }) as HTMLInputElement).value).toBe(
      'The Grand Meridian Hotel',
    );
    await userEvent.selectOptions(dialog.getByLabelText('Status'), 'filled');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(shownToast()).toContain('Job role updated successfully'));
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      employerId: chef.employerId,
      title: 'Head Chef',
      status: 'filled',
      priority: 'urgent',
    });
  });

  it("offers the team as the role's owner, keeps the owner it has, and sends 'No owner' as none (decision 0120)", async () => {
    const olivia = { id: '65a0000000000000000000a2', name: 'Olivia Owner' };
    const server = answerRequests(({ method, url, body }) => {
      if (url.pathname === '/api/team-members') return { body: [{ id: recruiter.id, name: recruiter.name }, olivia] };
      return method === 'PUT' ? { body: { ...chef, ...(body as object) } } : roles([{ ...chef, owner: olivia }]);
    });
    await openJobRoles();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Head Chef' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Job Role' }));
    const owner = dialog.getByLabelText('Owner') as HTMLSelectElement;
    expect(owner.value).toBe(olivia.id);
    await waitFor(() => expect([...owner.options].map((option) => option.text)).toEqual(['No owner (the administrators)', 'Rita Recruiter', 'Olivia Owner']));
    await userEvent.selectOptions(owner, '');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(shownToast()).toContain('Job role updated successfully'));
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ ownerId: null });
  });

  it('asks for an employer again when editing a role whose employer is gone', async () => {
    const server = answerRequests(() => roles([orphan]));
    await openJobRoles();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Porter' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Job Role' }));
    expect((dialog.getByRole('combobox', { name: 'Employer *' }) as HTMLInputElement).value).toBe('');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('Employer is required')).toBeTruthy();
    expect(server.urls().filter((url) => url.startsWith('PUT'))).toEqual([]);
  });
});

describe('/manage/job-roles filters (decision 0134)', () => {
  it('filter by priority and by the roles one owns, kept in the page address', async () => {
    const server = answerRequests(({ url }) => (url.pathname === '/api/job-roles' ? { status: 200, body: { items: [], total: 0 } } : 'pending'));
    await signIn(recruiter);
    renderAt('/manage/job-roles?priority=urgent');
    await waitFor(() => expect(server.urls()).toContain('GET /api/job-roles?priority=urgent&limit=24&offset=0'));
    expect((screen.getByRole('combobox', { name: 'Priority' }) as HTMLSelectElement).value).toBe('urgent');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mine only' }));
    await waitFor(() => expect(server.urls()).toContain('GET /api/job-roles?priority=urgent&owner=me&limit=24&offset=0'));
    expect(screen.getByTestId('location').textContent).toBe('/manage/job-roles?priority=urgent&owner=me');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'All priorities');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/manage/job-roles?owner=me'));
  });
});
