import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@agency/contracts';
import { answerBackgroundRequest, answerRequests, shownToast } from '@agency/web-kit/testing';
import { recruiter, renderAt, resetPage, signIn } from '../../test-utils';
import { searchOfAddress } from './savedSearchesApi';

afterEach(() => {
  resetPage();
  // Every page asks for them (test-setup.ts): none again for the next test.
  answerBackgroundRequest('GET /api/saved-searches', { body: { items: [] } });
});

const at = '2026-12-01T09:00:00.000Z';
const search = (fields: Partial<SavedSearch>): SavedSearch => ({
  id: '65a0000000000000000000b1',
  name: 'Python in Leeds',
  query: 'q=python&location=Leeds',
  shared: false,
  alert: 'off',
  ownerId: recruiter.id,
  ownerName: recruiter.name,
  mine: true,
  createdAt: at,
  updatedAt: at,
  ...fields,
});
const mine = search({});
const theirs = search({ id: '65a0000000000000000000b2', name: 'Team hot list', query: 'tags=hot', shared: true, ownerId: '65a0000000000000000000cc', ownerName: 'Sam Smith', mine: false });

/**
 * The saved searches API over a list kept here (the list itself, asked on every page, as a background request);
 * everything else the page asks stays unanswered.
 */
function savedSearchesServer(items: SavedSearch[]) {
  let stored = [...items];
  answerBackgroundRequest('GET /api/saved-searches', { body: { items: stored } });
  const server = answerRequests((request) => {
    const path = request.url.pathname;
    if (!path.startsWith('/api/saved-searches')) return 'pending';
    if (request.method === 'POST') {
      const added = search({ ...(request.body as Partial<SavedSearch>), id: '65a0000000000000000000b9' });
      stored = [added, ...stored];
      return { status: 201, body: added };
    }
    const id = path.split('/').pop();
    if (request.method === 'PATCH') {
      const changed = { ...stored.find((each) => each.id === id)!, ...(request.body as Partial<SavedSearch>) };
      stored = stored.map((each) => (each.id === id ? changed : each));
      return { body: changed };
    }
    stored = stored.filter((each) => each.id !== id);
    return { status: 204 };
  });
  return { ...server, bodies: (method: string) => server.requests.filter((request) => request.method === method).map((request) => request.body) };
}

const sidebarList = async () => within((await screen.findByRole('heading', { name: 'Saved searches' })).closest('section')!);

describe('saved searches in the sidebar', () => {
  it("lists the member's own and the team's shared ones, each a link to the candidate list with its search; only one's own can be edited or deleted", async () => {
    savedSearchesServer([mine, theirs]);
    await signIn(recruiter);
    renderAt('/manage/leads');
    const list = await sidebarList();
    expect(list.getByRole('link', { name: 'Python in Leeds' }).getAttribute('href')).toBe('/manage/candidates?q=python&location=Leeds');
    expect(list.getByRole('link', { name: /Team hot list/ }).getAttribute('href')).toBe('/manage/candidates?tags=hot');
    expect(list.getByText('Shared by Sam Smith')).toBeTruthy();
    expect(list.getByRole('button', { name: 'Edit saved search Python in Leeds' })).toBeTruthy();
    expect(list.queryByRole('button', { name: 'Edit saved search Team hot list' })).toBeNull();
    expect(list.queryByRole('button', { name: 'Delete saved search Team hot list' })).toBeNull();
  });

  it('edits one of its own (its alert) and deletes it after confirming', async () => {
    const server = savedSearchesServer([mine]);
    await signIn(recruiter);
    renderAt('/manage/leads');
    const list = await sidebarList();
    await userEvent.click(list.getByRole('button', { name: 'Edit saved search Python in Leeds' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Saved Search' }));
    expect((dialog.getByLabelText('Name *') as HTMLInputElement).value).toBe('Python in Leeds');
    await userEvent.selectOptions(dialog.getByLabelText('E-mail me new matches'), 'daily');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(shownToast()).toContain('Saved search updated'));
    expect(server.bodies('PATCH')).toEqual([{ name: 'Python in Leeds', shared: false, alert: 'daily' }]);

    await userEvent.click(list.getByRole('button', { name: 'Delete saved search Python in Leeds' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete Saved Search' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Saved searches' })).toBeNull());
    expect(server.urls()).toContain(`DELETE /api/saved-searches/${mine.id}`);
  });
});

describe("'Save Search'", () => {
  it("keeps the candidate list's search and filters (not where it is paged to) under a name, shared and with an alert", async () => {
    const server = savedSearchesServer([]);
    await signIn(recruiter);
    renderAt('/manage/candidates?q=python%20AND%20django&availability=available');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save Search' }));
    await userEvent.type(dialog.getByLabelText('Name *'), 'Django developers');
    await userEvent.click(dialog.getByLabelText('Share with the team'));
    await userEvent.selectOptions(dialog.getByLabelText('E-mail me new matches'), 'instant');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Search' }));
    await waitFor(() => expect(shownToast()).toContain('Search saved'));
    expect(server.bodies('POST')).toEqual([{ name: 'Django developers', shared: true, alert: 'instant', query: 'q=python+AND+django&availability=available' }]);
    // The sidebar lists it at once.
    expect((await sidebarList()).getByRole('link', { name: 'Django developers' })).toBeTruthy();
  });

  it('asks for a name, and shows the server’s reason when it refuses', async () => {
    answerRequests((request) =>
      request.url.pathname === '/api/saved-searches' ? { status: 400, body: { message: 'You can keep up to 50 saved searches. Delete one you no longer use first.' } } : 'pending',
    );
    await signIn(recruiter);
    renderAt('/manage/candidates?q=java');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save Search' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Search' }));
    expect(await dialog.findByText('Give the search a name.')).toBeTruthy();
    await userEvent.type(dialog.getByLabelText('Name *'), 'Java');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Search' }));
    await waitFor(() => expect(shownToast()).toContain('You can keep up to 50 saved searches'));
    expect(screen.getByRole('dialog', { name: 'Save Search' })).toBeTruthy();
  });

  it('leaves paging out of the kept query', () => {
    expect(searchOfAddress('?q=python&offset=48&limit=24&tags=hot')).toBe('q=python&tags=hot');
  });
});
