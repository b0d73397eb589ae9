import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { recruiter, renderAt, resetPage, signIn } from '../../test-utils';
import { FIRST_PAGE, candidate, serveApi } from '../../shared/test-fixtures/candidates';

afterEach(resetPage);

const card = (name: string) => screen.getByRole('article', { name });
/** How many candidates there are in all, asked while a search is shown. */
const EVERYONE = 'GET /api/candidates?limit=1&offset=0';
const count = () => screen.getByText(/^\d+ of \d+ candidates$/).textContent;

describe('/manage/candidates', () => {
  it('isolates what candidates typed, so a name stored with U+202E cannot reorder the text around it (0076)', async () => {
    const spoofed = '\u202EMallory Spoof';
    serveApi({
      [FIRST_PAGE]: [200, { items: [candidate(1, { name: spoofed, currentRole: '\u202EChef' })], total: 1 }],
    });
    await signIn(recruiter);
    renderAt('/manage/candidates');
    await screen.findByRole('article', { name: spoofed });

    for (const text of [spoofed, '\u202EChef', 'Leeds', 'Cooking']) {
      const shown = within(card(spoofed)).getByText(text);
      expect(shown.tagName, text).toBe('BDI');
      expect(getComputedStyle(shown).unicodeBidi, text).toBe('isolate');
    }
  });

  it('asks the server for the first page and shows six skeleton cards meanwhile', async () => {
    const api = serveApi({});
    await signIn(recruiter);
    renderAt('/manage/candidates');
    const loading = screen.getByLabelText('Loading candidates');
    expect(within(loading).getAllByRole('article')).toHaveLength(6);
    expect(screen.getByPlaceholderText('Search candidates...')).toBeTruthy();
    expect(api.urls()).toEqual([FIRST_PAGE]);
  });

  it('shows each candidate as a card: role or its fallback, availability, contact details, three skills and +N more', async () => {
    serveApi({
      [FIRST_PAGE]: [
        200,
        {
          items: [
            candidate(1, {
              skills: ['React', 'TypeScript', 'Node.js', 'GraphQL', 'Docker'],
              availability: 'in_process',
            }),
            candidate(2, { currentRole: null, skills: [], email: null, availability: 'not_available' }),
          ],
          total: 2,
        },
      ],
    });
    await signIn(recruiter);
    renderAt('/manage/candidates');
    await screen.findByRole('article', { name: 'Candidate 1' });

    const first = within(card('Candidate 1'));
    expect(first.getByText('Chef')).toBeTruthy();
    expect(first.getByText('In Process')).toBeTruthy();
    expect(first.getByRole('link', { name: 'candidate1@example.test' }).getAttribute('href')).toBe(
      'mailto:candidate1@example.test',
    );
    expect(first.getByText('+44 20 7946 0000')).toBeTruthy();
    expect(first.getByText('Leeds')).toBeTruthy();
    const skills = within(first.getByRole('list', { name: 'Skills' })).getAllByRole('listitem');
    expect(skills.map((skill) => skill.textContent)).toEqual(['React', 'TypeScript', 'Node.js', '+2 more']);

    const second = within(card('Candidate 2'));
    expect(second.getByText('No role specified')).toBeTruthy();
    expect(second.getByText('Not Available')).toBeTruthy();
    expect(second.queryByRole('list', { name: 'Skills' })).toBeNull();
    expect(second.queryByText(/more$/)).toBeNull();
    expect(count()).toBe('2 of 2 candidates');
  });

  it("counts 'X of Y candidates' (matched of all) and loads the server's next page with 'Load more'", async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => candidate(from + i));
    const api = serveApi({
      [FIRST_PAGE]: [200, { items: page(1, 24), total: 30 }],
      'GET /api/candidates?limit=24&offset=24': [200, { items: page(25, 6), total: 30 }],
    });
    await signIn(recruiter);
    renderAt('/manage/candidates');
    await screen.findByRole('article', { name: 'Candidate 24' });
    expect(screen.queryByRole('article', { name: 'Candidate 25' })).toBeNull();
    expect(count()).toBe('30 of 30 candidates');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Candidate 30' });
    expect(count()).toBe('30 of 30 candidates');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.urls()).toEqual([FIRST_PAGE, 'GET /api/candidates?limit=24&offset=24']);
  });

  it('searches on the server once typing settles, keeps the search in the address, and counts matches of all candidates', async () => {
    const api = serveApi({
      [FIRST_PAGE]: [200, { items: [candidate(1), candidate(2, { name: 'Priya Patel' })], total: 2 }],
      [EVERYONE]: [200, { items: [candidate(1)], total: 2 }],
      'GET /api/candidates?q=priya&limit=24&offset=0': [
        200,
        { items: [candidate(2, { name: 'Priya Patel' })], total: 1 },
      ],
      'GET /api/candidates?q=nobody&limit=24&offset=0': [200, { items: [], total: 0 }],
    });
    await signIn(recruiter);
    renderAt('/manage/candidates');
    await screen.findByRole('article', { name: 'Priya Patel' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'priya');
    await waitFor(() => expect(count()).toBe('1 of 2 candidates'));
    expect(screen.queryByRole('article', { name: 'Candidate 1' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/manage/candidates?q=priya'),
    );
    // One request for the settled term, none for each keystroke.
    expect(api.urls()).toEqual([FIRST_PAGE, 'GET /api/candidates?q=priya&limit=24&offset=0', EVERYONE]);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search candidates' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'nobody');
    expect(await screen.findByText('No candidates found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria')).toBeTruthy();
    // Nothing matched, of every candidate there is (issue 31: it read '0 of 0 candidates').
    expect(count()).toBe('0 of 2 candidates');
  });

  it('starts from the search in the address (the header search opens the page that way)', async () => {
    const api = serveApi({
      'GET /api/candidates?q=Priya+Patel&limit=24&offset=0': [
        200,
        { items: [candidate(2, { name: 'Priya Patel' })], total: 1 },
      ],
      [EVERYONE]: [200, { items: [candidate(1)], total: 17 }],
    });
    await signIn(recruiter);
    renderAt('/manage/candidates?q=Priya+Patel');
    await screen.findByRole('article', { name: 'Priya Patel' });
    await waitFor(() => expect(count()).toBe('1 of 17 candidates'));
    expect((screen.getByRole('searchbox', { name: 'Search candidates' }) as HTMLInputElement).value).toBe(
      'Priya Patel',
    );
    expect(api.urls()).toEqual(['GET /api/candidates?q=Priya+Patel&limit=24&offset=0', EVERYONE]);
  });

  it("shows under a card the CV words the search matched: 'In CV (file name): …snippet…', the searched words marked", async () => {
    serveApi({
      'GET /api/candidates?q=kubernetes+go&limit=24&offset=0': [
        200,
        {
          items: [
            {
              ...candidate(1, { name: 'Priya Patel' }),
              cvMatch: {
                documentId: 'd0c0000000000000000000d1',
                fileName: 'Priya Patel CV.pdf',
                text: 'ran Kubernetes clusters and wrote Go services for',
              },
            },
            candidate(2, { name: 'Sam Smith' }),
          ],
          total: 2,
          // The words the search matched, folded (decision 0133): marked in the snippet.
          highlight: ['kubernetes', 'go'],
        },
      ],
    });
    await signIn(recruiter);
    renderAt('/manage/candidates?q=kubernetes+go');
    await screen.findByRole('article', { name: 'Priya Patel' });

    const match = within(card('Priya Patel')).getByLabelText('Found in CV Priya Patel CV.pdf');
    expect(match.textContent).toBe('In CV (Priya Patel CV.pdf): …ran Kubernetes clusters and wrote Go services for…');
    expect(Array.from(match.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['Kubernetes', 'Go']);
    expect(within(card('Sam Smith')).queryByText(/In CV/)).toBeNull();
  });

  it('ticks cards, or every match of the search, for a bulk action (decision 0137)', async () => {
    serveApi({
      [FIRST_PAGE]: [200, { items: [candidate(1, { name: 'Priya Patel', currentRole: 'Python Developer' }), candidate(2, { name: 'Sam Smith' })], total: 30 }],
      [EVERYONE]: [200, { items: [], total: 30 }],
    });
    const user = userEvent.setup();
    await signIn(recruiter);
    renderAt('/manage/candidates');
    await screen.findByRole('article', { name: 'Priya Patel' });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select Priya Patel' }));
    expect(within(screen.getByRole('region', { name: 'Bulk actions' })).getByText('1 selected')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(within(screen.getByRole('region', { name: 'Bulk actions' })).getByText('2 selected')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Select all 30 matches' }));
    expect(within(screen.getByRole('region', { name: 'Bulk actions' })).getByText('All 30 matches of the search')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select Sam Smith' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('marks on the card the words the search matched, from the answer', async () => {
    serveApi({
      'GET /api/candidates?q=python+AND+NOT+php&limit=24&offset=0': [200, { items: [candidate(1, { name: 'Priya Patel', currentRole: 'Python Developer' })], total: 1, highlight: ['python'] }],
      [EVERYONE]: [200, { items: [], total: 30 }],
    });
    await signIn(recruiter);
    renderAt('/manage/candidates?q=python+AND+NOT+php');
    await screen.findByRole('article', { name: 'Priya Patel' });
    expect(Array.from(card('Priya Patel').querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['Python']);
  });

  it('says why when the list cannot be loaded, with no count and no empty state', async () => {
    serveApi({ [FIRST_PAGE]: [503, { message: 'The candidates service is unavailable right now.' }] });
    await signIn(recruiter);
    renderAt('/manage/candidates');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The candidates service is unavailable right now.',
    );
    expect(screen.queryByText(/^\d+ of \d+ candidates$/)).toBeNull();
    expect(screen.queryByText('No candidates found')).toBeNull();
  });

  it('invites adding the first candidate when there are none at all', async () => {
    serveApi({ [FIRST_PAGE]: [200, { items: [], total: 0 }] });
    await signIn(recruiter);
    renderAt('/manage/candidates');
    expect(await screen.findByText('No candidates found')).toBeTruthy();
    expect(screen.getByText('Get started by adding your first candidate')).toBeTruthy();
  });

  it('deletes a candidate after the confirmation, and the list reloads', async () => {
    let listed = [candidate(1), candidate(2)];
    const api = serveApi({
      [FIRST_PAGE]: () => [200, { items: listed, total: listed.length }],
      [`DELETE /api/candidates/${candidate(1).id}`]: () => {
        listed = [candidate(2)];
        return [204, null];
      },
    });
    await signIn(recruiter);
    renderAt('/manage/candidates');
    await screen.findByRole('article', { name: 'Candidate 1' });

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Candidate 1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Candidate' });
    expect(confirm.textContent).toContain(
      'Are you sure you want to delete "Candidate 1"? This action cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Candidate deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Candidate 1' })).toBeNull());
    expect(count()).toBe('1 of 1 candidates');
    expect(api.urls()).toContain(`DELETE /api/candidates/${candidate(1).id}`);
  });

  it("is a source of the header search: a hit opens this screen searching for the candidate's name", async () => {
    serveApi({
      'GET /api/candidates?q=pri&limit=5&offset=0': [
        200,
        {
          items: [candidate(2, { name: 'Priya Patel', currentRole: 'Head Chef', location: 'Edinburgh' })],
          total: 1,
        },
      ],
      'GET /api/candidates?q=Priya+Patel&limit=24&offset=0': [
        200,
        { items: [candidate(2, { name: 'Priya Patel' })], total: 1 },
      ],
    });
    await signIn(recruiter);
    renderAt('/manage');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'pri');
    const group = await screen.findByRole('group', { name: 'Candidates' });
    const hit = within(group).getByRole('option', { name: /Priya Patel/ });
    expect(hit.textContent).toContain('Head Chef · Edinburgh');
    await userEvent.click(hit);
    expect(screen.getByTestId('location').textContent).toBe('/manage/candidates?q=Priya+Patel');
    await screen.findByRole('article', { name: 'Priya Patel' });
  });

  it('searches the Candidates screen for the header search\'s text on Enter when no hit is chosen', async () => {
    serveApi({
      'GET /api/candidates?q=Priya&limit=24&offset=0': [
        200,
        { items: [candidate(2, { name: 'Priya Patel' })], total: 1 },
      ],
      [EVERYONE]: [200, { items: [candidate(1)], total: 17 }],
    });
    await signIn(recruiter);
    renderAt('/manage');
    // Enter at once, before typing has settled and any hit is listed (issue 31: Enter did nothing).
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), ' Priya {Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/manage/candidates?q=Priya');
    await screen.findByRole('article', { name: 'Priya Patel' });
    expect((screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
  });
});
