import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerRequests, shownToast, type Answer, type Request } from '@agency/web-kit/testing';
import { FIRST_PAGE, candidate, detail } from '../../../shared/test-fixtures/candidates';
import { viewerInNewYork } from '../../../shared/test-fixtures/interactions';
import { recruiter, renderAt, resetPage, signIn } from '../../../test-utils';
import { appointment, jobMatch, message } from '../../../shared/test-fixtures/portal';

viewerInNewYork();
afterEach(resetPage);

const priya = candidate(1, { name: 'Priya Patel' });
const ofPriya = `candidateId=${priya.id}`;

/** The candidates screen, Priya's details, and the portal's lists for her as given (unanswered when not). */
function serve(
  portal: Record<string, Answer>,
  other: (request: Request) => Answer | undefined = () => undefined,
) {
  return answerRequests((request) => {
    const call = `${request.method} ${request.url.pathname}${request.url.search}`;
    if (call === FIRST_PAGE) return { body: { items: [priya], total: 1 } };
    return other(request) ?? portal[call] ?? 'pending';
  });
}

async function openDetails() {
  await signIn(recruiter);
  renderAt('/manage/candidates');
  // The name leads to her page; the card's menu opens the quick view.
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Priya Patel' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Quick View' }));
  return within(await screen.findByRole('dialog', { name: 'Candidate Details' }));
}

const details = (overrides = {}): Answer => ({ body: detail(priya, overrides) });

describe("'Candidate Details': what the candidate's portal shows", () => {
  it('lists the job matches (role, employer, score, notes, status, response) and marks the interview the candidate confirmed', async () => {
    serve({
      [`GET /api/candidates/${priya.id}`]: details({
        interactions: [
          {
            id: '65f000000000000000000101',
            type: 'interview',
            subject: 'Interview: Head Chef',
            date: '2026-03-10T15:00:00.000Z',
            status: 'scheduled',
            candidateConfirmed: true,
          },
          { id: '65f000000000000000000102', type: 'call', date: '2026-03-02T15:00:00.000Z' },
        ],
      }),
      [`GET /api/job-matches?${ofPriya}`]: {
        body: [
          jobMatch(1, priya.id, {
            status: 'interested',
            matchScore: 85,
            notes: 'Strong pastry background.',
            candidateResponse: 'interested',
            respondedAt: '2026-03-05T09:00:00.000Z',
          }),
          jobMatch(2, priya.id, { jobRole: null }),
        ],
      },
    });
    const dialog = await openDetails();

    const matches = within(await dialog.findByRole('region', { name: 'Job Matches' }));
    expect(await matches.findByText('Job Matches (2)')).toBeTruthy();
    const headChef = within(matches.getByRole('listitem', { name: 'Head Chef' }));
    expect(headChef.getByText('The Grand Meridian Hotel · 85% match · Suggested Mar 4, 2026')).toBeTruthy();
    expect(headChef.getByText('Strong pastry background.')).toBeTruthy();
    expect(headChef.getAllByText('Interested').map((badge) => badge.parentElement?.textContent)).toContain(
      "Candidate's response:InterestedMar 5, 2026",
    );
    // A role the portal no longer knows, suggested and not answered yet.
    const unknown = within(matches.getByRole('listitem', { name: 'Unknown Role' }));
    expect(unknown.getByText('Suggested')).toBeTruthy();
    expect(unknown.getByText('No response from the candidate yet')).toBeTruthy();

    // The interview she confirmed in the portal, in the candidate's own interactions too.
    const interactions = within(dialog.getByRole('region', { name: 'Interactions' }));
    expect(interactions.getAllByText('Attendance confirmed')).toHaveLength(1);
  });

  it('lists the appointments (confirmed or awaiting) and the messages (subject, sent time, read or unread)', async () => {
    serve({
      [`GET /api/candidates/${priya.id}`]: details(),
      [`GET /api/job-matches?${ofPriya}`]: { body: [] },
      [`GET /api/appointments?${ofPriya}`]: {
        body: [
          appointment(1, priya.id, {
            title: 'Interview: Head Chef',
            location: 'Kitchen, 2nd floor',
            candidateConfirmed: true,
            confirmedAt: '2026-03-06T14:00:00.000Z',
          }),
          appointment(2, priya.id, { title: 'Second round' }),
        ],
      },
      [`GET /api/messages?${ofPriya}`]: {
        body: [
          message(1, priya.id, {
            subject: 'Head Chef role',
            isRead: true,
            readAt: '2026-03-04T16:00:00.000Z',
          }),
          message(2, priya.id, { subject: null, content: 'Are you free on Friday?' }),
        ],
      },
    });
    const dialog = await openDetails();

    const appointments = within(await dialog.findByRole('region', { name: 'Appointments' }));
    const confirmed = within(await appointments.findByRole('listitem', { name: 'Interview: Head Chef' }));
    expect(confirmed.getByText('Attendance confirmed').getAttribute('title')).toBe(
      'Confirmed Mar 6, 2026 9:00 AM',
    );
    // 11:00 AM in New York: summer time has begun on March 8.
    expect(confirmed.getByText('Mar 10, 2026 11:00 AM').parentElement?.textContent).toBe(
      'Mar 10, 2026 11:00 AM · Kitchen, 2nd floor',
    );
    const waiting = within(appointments.getByRole('listitem', { name: 'Second round' }));
    expect(waiting.getByText("Awaiting the candidate's confirmation")).toBeTruthy();
    expect(waiting.queryByText('Attendance confirmed')).toBeNull();

    const messages = within(dialog.getByRole('region', { name: 'Messages' }));
    const read = within(await messages.findByRole('listitem', { name: 'Head Chef role' }));
    expect(read.getByText('Read')).toBeTruthy();
    expect(read.getByText('Mar 4, 2026 10:30 AM')).toBeTruthy();
    const unread = within(messages.getByRole('listitem', { name: '(No subject)' }));
    expect(unread.getByText('Unread')).toBeTruthy();
    expect(unread.getByText('Are you free on Friday?')).toBeTruthy();
  });

  it('says when nothing was suggested, scheduled or sent', async () => {
    serve({
      [`GET /api/candidates/${priya.id}`]: details(),
      [`GET /api/job-matches?${ofPriya}`]: { body: [] },
      [`GET /api/appointments?${ofPriya}`]: { body: [] },
      [`GET /api/messages?${ofPriya}`]: { body: [] },
    });
    const dialog = await openDetails();
    expect(await dialog.findByText('No job matches suggested')).toBeTruthy();
    expect(await dialog.findByText('No appointments scheduled')).toBeTruthy();
    expect(await dialog.findByText('No messages sent')).toBeTruthy();
    expect(dialog.getByText('Job Matches (0)')).toBeTruthy();
  });

  it("shows the candidate's own details when the portal service cannot answer, and says which part is missing", async () => {
    const down = { status: 503, body: { message: 'The portal service is unavailable right now.' } };
    serve({
      [`GET /api/candidates/${priya.id}`]: details(),
      [`GET /api/job-matches?${ofPriya}`]: down,
      [`GET /api/appointments?${ofPriya}`]: down,
      [`GET /api/messages?${ofPriya}`]: down,
    });
    const dialog = await openDetails();
    expect(await dialog.findByText('The job matches cannot be loaded right now.')).toBeTruthy();
    expect(await dialog.findByText('The messages cannot be loaded right now.')).toBeTruthy();
    expect(dialog.getByText('No interactions recorded')).toBeTruthy();
  });

  it('withdraws a match and lists the matches again', async () => {
    const suggested = jobMatch(1, priya.id);
    let withdrawn = false;
    const server = serve(
      {
        [`GET /api/candidates/${priya.id}`]: details(),
        // Answered: RTK Query holds back a refresh while any query is still waiting for its answer.
        [`GET /api/appointments?${ofPriya}`]: { body: [] },
        [`GET /api/messages?${ofPriya}`]: { body: [] },
        [`GET /api/emails?${ofPriya}`]: { body: [] },
        [`GET /api/candidates/${priya.id}/documents`]: { body: [] },
        [`DELETE /api/job-matches/${suggested.id}`]: { status: 204 },
      },
      ({ method, url }) => {
        if (method === 'DELETE') withdrawn = true;
        return method === 'GET' && url.pathname === '/api/job-matches'
          ? { body: withdrawn ? [] : [suggested] }
          : undefined;
      },
    );
    const dialog = await openDetails();
    const matches = within(await dialog.findByRole('region', { name: 'Job Matches' }));
    await userEvent.click(await matches.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(shownToast()).toContain('Job match withdrawn successfully'));
    expect(await matches.findByText('No job matches suggested')).toBeTruthy();
    await waitFor(() =>
      expect(server.urls().filter((url) => url.startsWith('GET /api/job-matches'))).toHaveLength(2),
    );
  });
});
