import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerRequests, shownToast } from '@agency/web-kit/testing';
import { recordRequests, recruiter, renderAt, resetPage, signIn } from '../../test-utils';
import {
  headChef,
  interaction,
  list,
  meridian,
  priya,
  viewerInNewYork,
} from '../../shared/test-fixtures/interactions';

viewerInNewYork();
afterEach(resetPage);

async function openInteractions(path = '/manage/interactions') {
  await signIn(recruiter);
  renderAt(path);
}

const linked = interaction(1, {
  type: 'interview',
  subject: 'First interview for Head Chef',
  status: 'scheduled',
  date: '2026-11-24T15:00:00.000Z', // 10:00 AM in New York
  description: 'Kitchen tour, then a tasting with the executive chef.',
  outcome: 'positive',
  nextSteps: 'Send the offer letter',
  candidateId: priya.id,
  employerId: meridian.id,
  jobRoleId: headChef.id,
  candidate: priya,
  employer: meridian,
  jobRole: headChef,
});

describe('/manage/interactions', () => {
  it('asks the server for the first page, newest first, with the search kept in the address', async () => {
    const requests = recordRequests();
    await openInteractions('/manage/interactions?q=Priya');
    expect((screen.getByPlaceholderText('Search interactions...') as HTMLInputElement).value).toBe('Priya');
    expect(screen.getByLabelText('Loading interactions')).toBeTruthy();
    expect(requests.urls().filter((url) => url.startsWith('GET /api/interactions?'))).toEqual([
      'GET /api/interactions?q=Priya&limit=24&offset=0',
    ]);
  });

  it('shows every field of a row: type icon and label, subject, status, date in the viewer time zone, links, description, outcome, next steps', async () => {
    answerRequests(() => list([linked, interaction(2, { type: 'follow_up', subject: 'Chased the CV' })]));
    await openInteractions();
    const row = within(await screen.findByRole('article', { name: 'First interview for Head Chef' }));
    expect(row.getByText('Scheduled')).toBeTruthy();
    expect(row.getByText('Nov 24, 2026 10:00 AM')).toBeTruthy();
    expect(row.getByText('Interview')).toBeTruthy();
    // Each name leads to its record's page (issue 31).
    expect(row.getByRole('link', { name: 'Priya Sharma' }).getAttribute('href')).toBe(
      `/manage/candidates/${priya.id}`,
    );
    expect(row.getByRole('link', { name: 'The Grand Meridian Hotel' }).getAttribute('href')).toBe(
      `/manage/employers/${meridian.id}`,
    );
    expect(row.getByRole('link', { name: 'Head Chef' }).getAttribute('href')).toBe(
      `/manage/job-roles/${headChef.id}`,
    );
    expect(row.getByText('Kitchen tour, then a tasting with the executive chef.')).toBeTruthy();
    expect(row.getByText('Outcome')).toBeTruthy();
    expect(row.getByText('positive')).toBeTruthy();
    expect(row.getByText('Next Steps')).toBeTruthy();
    expect(row.getByText('Send the offer letter')).toBeTruthy();

    // Without links or notes, none of them is shown; the type label still is.
    const other = within(screen.getByRole('article', { name: 'Chased the CV' }));
    expect(other.getByText('Follow-up')).toBeTruthy();
    expect(other.getByText('Completed')).toBeTruthy();
    expect(other.queryByRole('link')).toBeNull();
    expect(other.queryByText('Outcome')).toBeNull();
    expect(screen.getByText('2 interactions')).toBeTruthy();
  });

  it("names a linked record the service no longer knows 'Unknown ...' rather than hiding the link", async () => {
    answerRequests(() => list([interaction(3, { candidateId: priya.id, employerId: meridian.id })]));
    await openInteractions();
    const row = within(await screen.findByRole('article', { name: 'Interaction 3' }));
    expect(row.getByText('Unknown Candidate')).toBeTruthy();
    expect(row.getByText('Unknown Employer')).toBeTruthy();
  });

  it('searches on the server as the user types and writes the term to the address', async () => {
    const server = answerRequests(({ url }) =>
      list(url.searchParams.get('q') ? [linked] : [linked, interaction(2)]),
    );
    await openInteractions();
    await screen.findByRole('article', { name: 'Interaction 2' });
    await userEvent.type(screen.getByPlaceholderText('Search interactions...'), 'interview');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Interaction 2' })).toBeNull());
    expect(server.urls()).toContain('GET /api/interactions?q=interview&limit=24&offset=0');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/manage/interactions?q=interview'),
    );
  });

  it('loads the next page with Load more', async () => {
    const page = (offset: number, size: number) =>
      Array.from({ length: size }, (_, i) =>
        interaction(offset + i + 1, { subject: `Call ${offset + i + 1}` }),
      );
    const server = answerRequests(({ url }) =>
      list(url.searchParams.get('offset') === '24' ? page(24, 6) : page(0, 24), 30),
    );
    await openInteractions();
    expect(await screen.findByText('Showing 24 of 30 interactions')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Call 30' })).toBeTruthy();
    expect(screen.getByText('30 interactions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(server.urls()).toContain('GET /api/interactions?limit=24&offset=24');
  });

  it('invites to log the first interaction, or to adjust a search that finds nothing; shows a failure', async () => {
    answerRequests(() => list([]));
    await openInteractions();
    expect(await screen.findByText('No interactions found')).toBeTruthy();
    expect(screen.getByText('Get started by logging your first interaction')).toBeTruthy();
    resetPage();
    answerRequests(() => list([]));
    await openInteractions('/manage/interactions?q=nothing');
    expect(await screen.findByText('Try adjusting your search criteria')).toBeTruthy();
    resetPage();
    answerRequests(() => ({
      status: 503,
      body: { message: 'The engagement service is unavailable right now.' },
    }));
    await openInteractions();
    expect(await screen.findByText('The engagement service is unavailable right now.')).toBeTruthy();
  });

  it('marks a scheduled interaction completed from its menu, sending only the status, and refreshes the list', async () => {
    let status = 'scheduled';
    const server = answerRequests(({ method, body }) => {
      if (method === 'PUT') {
        status = (body as { status: string }).status;
        return { body: { ...linked, status } };
      }
      return list([{ ...linked, status: status as 'scheduled' }]);
    });
    await openInteractions();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for First interview for Head Chef' }),
    );
    expect(screen.getByRole('menuitem', { name: 'Mark as Cancelled' })).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mark as Completed' }));
    await waitFor(() => expect(shownToast()).toContain('Interaction marked as completed'));
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      status: 'completed',
    });
    expect(server.urls()).toContain(`PUT /api/interactions/${linked.id}`);
    const row = within(await screen.findByRole('article', { name: 'First interview for Head Chef' }));
    expect(await row.findByText('Completed')).toBeTruthy();

    // A completed one has nothing to mark.
    await userEvent.click(row.getByRole('button', { name: 'Actions for First interview for Head Chef' }));
    expect(screen.queryByRole('menuitem', { name: 'Mark as Completed' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeTruthy();
  });

  it("asks before deleting: 'Delete Interaction' with its subject, then deletes it", async () => {
    let deleted = false;
    const server = answerRequests(({ method }) => {
      if (method === 'DELETE') {
        deleted = true;
        return { status: 204 };
      }
      return list(deleted ? [] : [linked]);
    });
    await openInteractions();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for First interview for Head Chef' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Interaction' }));
    // The name is in an element of its own (decision 0076).
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Are you sure you want to delete "First interview for Head Chef"? This action cannot be undone.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shownToast()).toContain('Interaction deleted successfully'));
    expect(await screen.findByText('No interactions found')).toBeTruthy();
    expect(server.urls()).toContain(`DELETE /api/interactions/${linked.id}`);
  });
});
