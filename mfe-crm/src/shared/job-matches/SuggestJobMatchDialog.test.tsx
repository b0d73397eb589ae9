import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobRole } from '@agency/contracts';
import { answerRequests, shownToast, type Answer, type Request } from '@agency/web-kit/testing';
import { candidate, detail } from '../test-fixtures/candidates';
import { recruiter, renderAt, resetPage, signIn } from '../../test-utils';
import { HEAD_CHEF_ID, jobMatch } from '../test-fixtures/portal';

afterEach(resetPage);

const priya = candidate(1, { name: 'Priya Patel', currentRole: 'Sous Chef' });
const headChef: JobRole = {
  id: HEAD_CHEF_ID,
  slug: 'head-chef',
  employerId: '65f000000000000000000001',
  title: 'Head Chef',
  status: 'open',
  priority: 'high',
  location: 'London',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  employer: { id: '65f000000000000000000001', name: 'The Grand Meridian Hotel' },
};
const list = (items: unknown[]): Answer => ({ body: { items, total: items.length } });

/**
 * The candidates and job roles (lists and pickers), Priya's details with empty portal lists, and the
 * suggestion answered by `suggest`.
 */
function serve(suggest: (request: Request) => Answer) {
  return answerRequests((request) => {
    const { method, url } = request;
    if (method === 'POST' && url.pathname === '/api/job-matches') return suggest(request);
    if (url.pathname === '/api/candidates') return list([priya]);
    if (url.pathname === `/api/candidates/${priya.id}`) return { body: detail(priya) };
    if (url.pathname === '/api/job-roles') return list([headChef]);
    return { body: [] };
  });
}

const posted = (server: ReturnType<typeof serve>) =>
  server.requests.filter(({ method }) => method === 'POST').map(({ body }) => body);

describe("'Suggest Job Match' from 'Candidate Details'", () => {
  async function openSuggest() {
    await signIn(recruiter);
    renderAt('/manage/candidates');
    // The name leads to her page; the card's menu opens the quick view.
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Priya Patel' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Quick View' }));
    const details = within(await screen.findByRole('dialog', { name: 'Candidate Details' }));
    await userEvent.click(await details.findByRole('button', { name: 'Suggest Job Match' }));
    return within(await screen.findByRole('dialog', { name: 'Suggest Job Match' }));
  }

  it('asks for a role and a score from 0 to 100, under the fields, and sends nothing', async () => {
    const server = serve(() => ({ status: 500 }));
    const dialog = await openSuggest();
    expect(
      dialog.getByText('Suggest a job role to Priya Patel. It appears in their portal under Job Matches.'),
    ).toBeTruthy();
    await userEvent.type(dialog.getByLabelText('Match Score (%)'), '150');
    await userEvent.click(dialog.getByRole('button', { name: 'Suggest Match' }));
    expect(await dialog.findByText('Job Role is required')).toBeTruthy();
    expect(dialog.getByText('Match score must be from 0 to 100')).toBeTruthy();
    expect(dialog.getByLabelText('Match Score (%)').getAttribute('aria-invalid')).toBe('true');
    expect(posted(server)).toEqual([]);
  });

  it('sends the candidate, the role picked, the score and the notes, then closes with the toast', async () => {
    const server = serve(({ body }) => ({ status: 201, body: jobMatch(1, priya.id, body as object) }));
    const dialog = await openSuggest();
    await userEvent.type(dialog.getByRole('combobox', { name: 'Job Role *' }), 'He');
    await userEvent.click(await dialog.findByRole('option', { name: /Head Chef/ }));
    await userEvent.type(dialog.getByLabelText('Match Score (%)'), '85');
    await userEvent.type(dialog.getByLabelText('Notes'), ' Pastry ');
    await userEvent.click(dialog.getByRole('button', { name: 'Suggest Match' }));

    await waitFor(() => expect(shownToast()).toContain('Job match suggested successfully'));
    expect(screen.queryByRole('dialog', { name: 'Suggest Job Match' })).toBeNull();
    expect(posted(server)).toEqual([
      { candidateId: priya.id, jobRoleId: HEAD_CHEF_ID, matchScore: 85, notes: 'Pastry' },
    ]);
    // Back in the details, which list the matches again.
    await waitFor(() =>
      expect(server.urls().filter((url) => url.startsWith('GET /api/job-matches'))).toHaveLength(2),
    );
  });
});

describe("'Suggest to Candidate' from a job role card", () => {
  async function openSuggest() {
    await signIn(recruiter);
    renderAt('/manage/job-roles');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Head Chef' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Suggest to Candidate' }));
    return within(await screen.findByRole('dialog', { name: 'Suggest Job Match' }));
  }

  it('asks for a candidate, sends the role with no score or notes, and shows the server reason of a refusal in a toast', async () => {
    const reason = 'Head Chef was already suggested to this candidate.';
    const server = serve(() => ({ status: 409, body: { message: reason } }));
    const dialog = await openSuggest();
    expect(
      dialog.getByText('Suggest Head Chef to a candidate. It appears in their portal under Job Matches.'),
    ).toBeTruthy();

    await userEvent.click(dialog.getByRole('button', { name: 'Suggest Match' }));
    expect(await dialog.findByText('Candidate is required')).toBeTruthy();
    expect(posted(server)).toEqual([]);

    await userEvent.type(dialog.getByRole('combobox', { name: 'Candidate *' }), 'Pri');
    await userEvent.click(await dialog.findByRole('option', { name: /Priya Patel/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Suggest Match' }));

    await waitFor(() => expect(shownToast()).toContain(`Failed to suggest job match. ${reason}`));
    expect(posted(server)).toEqual([
      { candidateId: priya.id, jobRoleId: HEAD_CHEF_ID, matchScore: null, notes: null },
    ]);
    // Still open with the choice made, to pick another candidate.
    expect((dialog.getByRole('combobox', { name: 'Candidate *' }) as HTMLInputElement).value).toBe(
      'Priya Patel',
    );
  });
});
