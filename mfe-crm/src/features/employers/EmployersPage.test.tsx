import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Employer } from '@agency/contracts';
import { answerRequests, shownToast } from '@agency/web-kit/testing';
import { recordRequests, recruiter, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

const northwind: Employer = {
  id: '65f000000000000000000001',
  name: 'Northwind Technologies',
  industry: 'Software',
  location: 'Manchester',
  contactPerson: 'Priya Shah',
  contactEmail: 'priya@northwind.example',
  contactPhone: '+44 161 000 0000',
  website: 'northwind.example',
  status: 'active',
  description: 'Cloud software.',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const bare: Employer = {
  id: '65f000000000000000000002',
  name: 'Quiet Prospect Ltd',
  status: 'prospect',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const list = (items: Employer[], total = items.length) => ({ body: { items, total } });

async function openEmployers(path = '/manage/employers') {
  await signIn(recruiter);
  renderAt(path);
}

describe('/manage/employers', () => {
  it('asks the server for the first page and shows placeholder cards meanwhile', async () => {
    const requests = recordRequests();
    await openEmployers();
    expect(screen.getByLabelText('Loading employers')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search employers...')).toBeTruthy();
    expect(requests.urls()).toEqual(['GET /api/employers?limit=24&offset=0']);
  });

  it('shows every field of a card, and the fallbacks of an employer with few', async () => {
    answerRequests(() => list([northwind, bare]));
    await openEmployers();
    const card = within(await screen.findByRole('article', { name: 'Northwind Technologies' }));
    expect(card.getByText('Software')).toBeTruthy();
    expect(card.getByText('Active')).toBeTruthy();
    expect(card.getByRole('link', { name: 'priya@northwind.example' }).getAttribute('href')).toBe(
      'mailto:priya@northwind.example',
    );
    expect(card.getByRole('link', { name: '+44 161 000 0000' }).getAttribute('href')).toBe('tel:+441610000000');
    expect(card.getByText('Manchester')).toBeTruthy();
    const website = card.getByRole('link', { name: 'northwind.example' });
    expect(website.getAttribute('href')).toBe('https://northwind.example');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(card.getByText('Priya Shah').parentElement?.textContent).toBe('Contact: Priya Shah');

    const other = within(screen.getByRole('article', { name: 'Quiet Prospect Ltd' }));
    expect(other.getByText('No industry specified')).toBeTruthy();
    expect(other.getByText('Prospect')).toBeTruthy();
    expect(other.queryByText(/^Contact:/)).toBeNull();
    expect(screen.getByText('2 employers')).toBeTruthy();
  });

  it('invites to add the first employer when there is none', async () => {
    answerRequests(() => list([]));
    await openEmployers();
    expect(await screen.findByText('No employers found')).toBeTruthy();
    expect(screen.getByText('Get started by adding your first employer')).toBeTruthy();
  });

  it('searches on the server once typing settles, and suggests adjusting a search that finds nothing', async () => {
    const server = answerRequests(({ url }) => list(url.searchParams.get('q') ? [] : [northwind]));
    await openEmployers();
    await screen.findByRole('article', { name: 'Northwind Technologies' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search employers' }), 'zzz');
    expect(await screen.findByText('Try adjusting your search criteria')).toBeTruthy();
    expect(screen.getByText('No employers found')).toBeTruthy();
    // One request for the settled term, not one per keystroke.
    expect(server.urls()).toEqual([
      'GET /api/employers?limit=24&offset=0',
      'GET /api/employers?q=zzz&limit=24&offset=0',
    ]);
    // The router writes the address in a transition, which may land after the answer is shown.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/manage/employers?q=zzz'));
  });

  it("loads the next page with 'Load more' and says how many are shown", async () => {
    const server = answerRequests(({ url }) =>
      url.searchParams.get('offset') === '0' ? list([northwind], 2) : list([bare], 2),
    );
    await openEmployers();
    await screen.findByRole('article', { name: 'Northwind Technologies' });
    expect(screen.getByText('Showing 1 of 2 employers')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Quiet Prospect Ltd' });
    expect(screen.getByText('2 employers')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(server.urls()).toContain('GET /api/employers?limit=24&offset=1');
  });
});

describe("'Add New Employer' and 'Edit Employer'", () => {
  it('requires the company name and a valid contact email before sending anything', async () => {
    const server = answerRequests(() => list([]));
    await openEmployers();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Employer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Employer' }));
    expect((dialog.getByLabelText('Status') as HTMLSelectElement).value).toBe('active');
    expect(dialog.getByLabelText('Contact Email').getAttribute('type')).toBe('email');
    expect(dialog.getByLabelText('Website').getAttribute('type')).toBe('url');
    expect(dialog.getByLabelText('Contact Phone').getAttribute('type')).toBe('tel');
    await userEvent.type(dialog.getByLabelText('Contact Email'), 'not-an-email');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Employer' }));
    expect(await dialog.findByText('Company Name is required')).toBeTruthy();
    expect(dialog.getByText('Contact Email must be a valid email address')).toBeTruthy();
    expect(dialog.getByLabelText('Company Name *').getAttribute('aria-invalid')).toBe('true');
    expect(server.urls()).toEqual(['GET /api/employers?limit=24&offset=0']);
  });

  it('sends a new employer, tells the user, and reloads the list', async () => {
    let added = false;
    const server = answerRequests(({ method, body }) => {
      if (method === 'POST') {
        added = true;
        return { status: 201, body: { ...northwind, ...(body as object) } };
      }
      return list(added ? [northwind] : []);
    });
    await openEmployers();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Employer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Employer' }));
    await userEvent.type(dialog.getByLabelText('Company Name *'), 'Northwind Technologies');
    await userEvent.type(dialog.getByLabelText('Industry'), 'Software');
    await userEvent.selectOptions(dialog.getByLabelText('Status'), 'prospect');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Employer' }));
    await screen.findByRole('article', { name: 'Northwind Technologies' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(shownToast()).toContain('Employer added successfully'));
    expect(shownToast()).toContain('Success');
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Northwind Technologies',
      industry: 'Software',
      location: '',
      contactPerson: '',
      contactEmail: '',
      contactPhone: '',
      website: '',
      status: 'prospect',
      description: '',
    });
  });

  it('edits an employer from its menu, filled with what is stored', async () => {
    const server = answerRequests(({ method, body }) =>
      method === 'PUT' ? { body: { ...northwind, ...(body as object) } } : list([northwind]),
    );
    await openEmployers();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Northwind Technologies' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Employer' }));
    expect((dialog.getByLabelText('Contact Person') as HTMLInputElement).value).toBe('Priya Shah');
    await userEvent.clear(dialog.getByLabelText('Location'));
    await userEvent.type(dialog.getByLabelText('Location'), 'Leeds');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(shownToast()).toContain('Employer updated successfully'));
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/employers/${northwind.id}`);
    expect(put?.body).toMatchObject({ name: 'Northwind Technologies', location: 'Leeds', status: 'active' });
  });
});

describe("'Delete Employer'", () => {
  async function askToDelete() {
    await openEmployers();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Northwind Technologies' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    return screen.findByRole('alertdialog', { name: 'Delete Employer' });
  }

  it('asks first, and Cancel deletes nothing', async () => {
    const server = answerRequests(() => list([northwind]));
    const dialog = within(await askToDelete());
    // The name is in an element of its own (decision 0076).
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Are you sure you want to delete "Northwind Technologies"? This action cannot be undone.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.urls()).toEqual(['GET /api/employers?limit=24&offset=0']);
  });

  it("reads 'Deleting...' while the delete runs", async () => {
    const server = answerRequests(({ method }) => (method === 'DELETE' ? 'pending' : list([northwind])));
    const dialog = within(await askToDelete());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect((await dialog.findByRole('button', { name: 'Deleting...' })).hasAttribute('disabled')).toBe(true);
    expect(dialog.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect(server.urls()).toContain(`DELETE /api/employers/${northwind.id}`);
  });

  it("shows the server's reason when it refuses (the employer still has job roles)", async () => {
    const reason = 'Northwind Technologies still has 2 job roles. Delete them or move them to another employer first.';
    answerRequests(({ method }) =>
      method === 'DELETE' ? { status: 409, body: { message: reason } } : list([northwind]),
    );
    const dialog = within(await askToDelete());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shownToast()).toContain(`Failed to delete employer. ${reason}`));
    expect(shownToast()).toContain('Error');
    expect(screen.getByRole('article', { name: 'Northwind Technologies' })).toBeTruthy();
  });

  it('removes the employer and says so', async () => {
    let deleted = false;
    answerRequests(({ method }) => {
      if (method === 'DELETE') {
        deleted = true;
        return { status: 204 };
      }
      return list(deleted ? [] : [northwind]);
    });
    const dialog = within(await askToDelete());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No employers found')).toBeTruthy();
    await waitFor(() => expect(shownToast()).toContain('Employer deleted successfully'));
  });
});

describe('/manage/employers filters (decision 0134)', () => {
  it('filter by part of the industry and of the location, kept in the page address once typing settles', async () => {
    const server = answerRequests(({ url }) => (url.pathname === '/api/employers' ? { status: 200, body: { items: [], total: 0 } } : 'pending'));
    await signIn(recruiter);
    renderAt('/manage/employers?location=Leeds');
    await waitFor(() => expect(server.urls()).toContain('GET /api/employers?location=Leeds&limit=24&offset=0'));
    expect((screen.getByRole('textbox', { name: 'Location' }) as HTMLInputElement).value).toBe('Leeds');
    await userEvent.type(screen.getByRole('textbox', { name: 'Industry' }), 'Hospitality');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/manage/employers?location=Leeds&industry=Hospitality'));
    expect(server.urls().filter((url) => url.includes('industry='))).toEqual(['GET /api/employers?industry=Hospitality&location=Leeds&limit=24&offset=0']);
  });
});
