import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { recruiter, renderAt, resetPage, signIn } from '../../../test-utils';
import { FIRST_PAGE, candidate, serveApi } from '../../../shared/test-fixtures/candidates';

afterEach(resetPage);

const TAGS = 'GET /api/tags/candidates';
const TEAM = 'GET /api/team-members';
const registry = [
  { id: 'a'.repeat(24), name: 'Hot', colour: 'red', count: 3, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
  { id: 'b'.repeat(24), name: 'Relocating', colour: 'blue', count: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
];
const team = [{ id: 'd'.repeat(24), name: 'Dana Owner' }];
const location = () => screen.getByTestId('location').textContent;
const count = () => screen.getByText(/ of .* candidates$/).textContent;

describe('the candidate list’s filters (decision 0134)', () => {
  it('are read from the address, sent with the search, and counted as matches of every candidate', async () => {
    const api = serveApi({
      'GET /api/candidates?q=chef&availability=placed&tags=Hot&limit=24&offset=0': [200, { items: [candidate(1, { tags: ['Hot'] })], total: 12, of: 4310 }],
      [TAGS]: [200, registry],
      [TEAM]: [200, team],
    });
    await signIn(recruiter);
    renderAt('/manage/candidates?q=chef&availability=placed&tags=Hot');
    await screen.findByRole('article', { name: 'Candidate 1' });
    expect(count()).toBe('12 of 4,310 candidates');
    expect(api.urls()).toContain('GET /api/candidates?q=chef&availability=placed&tags=Hot&limit=24&offset=0');
    // The panel starts open, showing what the address holds; the card shows its tag.
    const panel = screen.getByRole('group', { name: 'Filters' });
    expect((within(panel).getByLabelText('Availability') as HTMLSelectElement).value).toBe('placed');
    expect(within(within(panel).getByRole('list', { name: 'Tags chosen' })).getByText('Hot')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filters (2)' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByRole('article', { name: 'Candidate 1' })).getByRole('list', { name: 'Tags' }).textContent).toBe('Hot');
  });

  it('write each choice to the address, and Clear all takes every filter and the search away', async () => {
    const api = serveApi({
      [FIRST_PAGE]: [200, { items: [candidate(1)], total: 1, of: 1 }],
      'GET /api/candidates?owner=me&limit=24&offset=0': [200, { items: [], total: 0, of: 1 }],
      'GET /api/candidates?owner=me&hasCv=yes&limit=24&offset=0': [200, { items: [], total: 0, of: 1 }],
      'GET /api/candidates?location=Leeds&owner=me&hasCv=yes&limit=24&offset=0': [200, { items: [candidate(1)], total: 1, of: 1 }],
      [TAGS]: [200, registry],
      [TEAM]: [200, team],
    });
    await signIn(recruiter);
    renderAt('/manage/candidates');
    await screen.findByRole('article', { name: 'Candidate 1' });
    // Closed, the panel asks the server nothing.
    expect(api.urls()).toEqual([FIRST_PAGE]);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('group', { name: 'Filters' });
    await userEvent.selectOptions(within(panel).getByLabelText('Owner'), 'Mine');
    await waitFor(() => expect(location()).toBe('/manage/candidates?owner=me'));
    await userEvent.selectOptions(within(panel).getByLabelText('Has CV'), 'Yes');
    await waitFor(() => expect(location()).toBe('/manage/candidates?owner=me&hasCv=yes'));
    expect(await screen.findByText('0 of 1 candidates')).toBeTruthy();
    // Typing settles before the address (and the server) hear of it.
    await userEvent.type(within(panel).getByLabelText('Location'), 'Leeds');
    await waitFor(() => expect(location()).toBe('/manage/candidates?owner=me&hasCv=yes&location=Leeds'));
    await screen.findByRole('article', { name: 'Candidate 1' });
    expect(api.urls().filter((url) => url.includes('location='))).toEqual(['GET /api/candidates?location=Leeds&owner=me&hasCv=yes&limit=24&offset=0']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(location()).toBe('/manage/candidates'));
    expect((within(panel).getByLabelText('Location') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('add tags one by one from the registry, each removable', async () => {
    serveApi({
      [FIRST_PAGE]: [200, { items: [], total: 0, of: 0 }],
      'GET /api/candidates?tags=Hot&limit=24&offset=0': [200, { items: [], total: 0, of: 0 }],
      'GET /api/candidates?tags=Hot%2CRelocating&limit=24&offset=0': [200, { items: [], total: 0, of: 0 }],
      [TAGS]: [200, registry],
      [TEAM]: [200, team],
    });
    await signIn(recruiter);
    renderAt('/manage/candidates');
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const tags = within(screen.getByRole('group', { name: 'Filters' })).getByLabelText('Tags');
    await screen.findByRole('option', { name: 'Relocating' });
    await userEvent.selectOptions(tags, 'Hot');
    await waitFor(() => expect(location()).toBe('/manage/candidates?tags=Hot'));
    await userEvent.selectOptions(tags, 'Relocating');
    await waitFor(() => expect(location()).toBe('/manage/candidates?tags=Hot%2CRelocating'));
    await userEvent.click(screen.getByRole('button', { name: 'Stop filtering by tag Hot' }));
    await waitFor(() => expect(location()).toBe('/manage/candidates?tags=Relocating'));
  });
});
