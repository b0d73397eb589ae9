import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests, shownToast, type Answer, type Request } from '@agency/web-kit/testing';
import { formatDateTime } from '../../shared/dates';
import { aRole, aSubmission, axeViolations, CONTACT, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

const ROLE_ID = 'r0000000000000000000000a';
const PAGE = `/clientportal/roles/${ROLE_ID}`;
const LIST = `GET /api/client/submissions?jobRoleId=${ROLE_ID}`;
const FEEDBACK = '/api/client/submissions/5ab0000000000000000000a1/feedback';

/** A signed-in contact on the role's page: `submissions` answers its list, `answer` anything else (feedback, the CV). */
function showRole(submissions: () => Answer, answer: (request: Request) => Answer = () => ({ status: 201, body: {} })) {
  signIn();
  const server = answerRequests((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/client/auth/account') return { body: CONTACT };
    if (pathname === '/api/client/job-roles') return { body: [aRole()] };
    if (request.method === 'GET' && pathname === '/api/client/submissions') return submissions();
    return answer(request);
  });
  renderAt(PAGE);
  return server;
}

const posts = (server: ReturnType<typeof showRole>) => server.requests.filter((request) => request.method === 'POST').map((request) => [request.url.pathname, request.body]);

async function openFeedback() {
  await userEvent.click(await screen.findByRole('button', { name: 'Give feedback' }));
  return screen.findByRole('dialog', { name: 'Feedback on Ada Lovelace' });
}

describe("a role's page: the candidates put forward", () => {
  it('shows each candidate with headline, note, stage, dates and the latest feedback, axe clean', async () => {
    const server = showRole(() => ({
      body: [
        aSubmission(),
        aSubmission({
          id: '5ab0000000000000000000b2',
          candidateLabel: 'Candidate 3F9A2C',
          anonymised: true,
          headline: null,
          note: null,
          stage: 'Client interview',
          feedback: [
            { kind: 'interested', reason: null, proposedTimes: [], contactName: 'Grace Hopper', at: '2026-11-21T10:00:00.000Z' },
            { kind: 'not_suitable', reason: 'Needs more Go.', proposedTimes: [], contactName: 'Grace Hopper', at: '2026-11-22T10:00:00.000Z' },
          ],
        }),
      ],
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Engineer' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: '2 candidates put forward' });
    const [ada, anonymous] = within(list).getAllByRole('listitem');
    expect(within(ada!).getByRole('heading', { level: 3, name: 'Ada Lovelace' })).toBeTruthy();
    expect(ada!.textContent).toContain('Analyst who writes programs for engines');
    expect(ada!.textContent).toContain('Strong on analysis; available from January.');
    expect(ada!.textContent).toContain('Submitted to client');
    expect(ada!.textContent).toContain('Nov 20, 2026');
    expect(ada!.textContent).toContain(`Feedback due by ${formatDateTime('2026-11-22T09:00:00.000Z')}`);
    expect(within(anonymous!).getByRole('heading', { level: 3, name: 'Candidate 3F9A2C' })).toBeTruthy();
    expect(anonymous!.textContent).toContain('Client interview');
    // The latest feedback counts; the promise is kept, so no 'due by'.
    expect(anonymous!.textContent).toContain('Not suitable: Needs more Go. (Grace Hopper, Nov 22, 2026)');
    expect(anonymous!.textContent).not.toContain('Feedback due by');
    expect(server.urls()).toContain(LIST);
    expect(within(screen.getByRole('navigation', { name: 'Client Portal' })).getByRole('link', { name: 'Your roles' }).getAttribute('aria-current')).toBe('page');
    expect(await axeViolations()).toEqual([]);
  });

  it("says so in plain words when nobody has been put forward yet, whatever the role list's count", async () => {
    showRole(() => ({ body: [] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No candidates yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Give feedback' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("'Open CV (PDF)' fetches the CV route with the client's token and saves the PDF (no token in any address)", async () => {
    const server = showRole(
      () => ({ body: [aSubmission()] }),
      () => ({ body: '%PDF-1.7' }),
    );
    // jsdom makes no object URLs: one address stands in (kept after the test, for the URL's later release).
    URL.createObjectURL = () => 'blob:http://localhost/client-cv';
    URL.revokeObjectURL = () => {};
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open CV (PDF)' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:http://localhost/client-cv', download: 'Ada Lovelace CV.pdf' }]));
    const cv = server.requests.find((request) => request.url.pathname === '/api/client/submissions/5ab0000000000000000000a1/cv');
    expect(cv?.method).toBe('GET');
    expect(cv?.headers.authorization).toBe('Bearer client-token');
    expect(cv?.url.search).toBe('');
  });

  it("tells the server's reason when the CV cannot be had", async () => {
    showRole(
      () => ({ body: [aSubmission()] }),
      () => ({ status: 404, body: { message: 'Submission not found' } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open CV (PDF)' }));
    await waitFor(() => expect(shownToast()).toContain('The CV could not be opened'));
    expect(shownToast()).toContain('Submission not found');
  });
});

describe('feedback on a candidate', () => {
  it("asks for a choice first, and 'Interested' sends it, says so and reads the list again", async () => {
    const server = showRole(() => ({ body: [aSubmission()] }));
    const dialog = await openFeedback();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByText('Choose your feedback.')).toBeTruthy();
    expect(posts(server)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Interested' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(server)).toEqual([[FEEDBACK, { kind: 'interested', reason: null, proposedTimes: [] }]]);
    await waitFor(() => expect(shownToast()).toContain('Feedback sent'));
    expect(shownToast()).toContain('Interested: Ada Lovelace');
    await waitFor(() => expect(server.urls().filter((url) => url === LIST)).toHaveLength(2));
  });

  it("'Not suitable' needs a reason before anything is sent", async () => {
    const server = showRole(() => ({ body: [aSubmission()] }));
    const dialog = await openFeedback();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Not suitable' }));
    const reason = within(dialog).getByLabelText('Why is the candidate not suitable? *');
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByText('Say why the candidate is not suitable.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(posts(server)).toEqual([]);
    expect(await axeViolations()).toEqual([]);
    await userEvent.type(reason, 'We need someone with five years of Go.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(server)).toEqual([[FEEDBACK, { kind: 'not_suitable', reason: 'We need someone with five years of Go.', proposedTimes: [] }]]);
  });

  it("'Request an interview' needs at least one time, in the future, and sends up to three", async () => {
    const server = showRole(() => ({ body: [aSubmission()] }));
    const dialog = await openFeedback();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Request an interview' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByText('Propose at least one time for the interview.')).toBeTruthy();
    const first = within(dialog).getByLabelText('Proposed time 1 *');
    fireEvent.change(first, { target: { value: '2020-01-06T10:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByText('Propose times in the future.')).toBeTruthy();
    expect(posts(server)).toEqual([]);

    fireEvent.change(first, { target: { value: '2099-01-06T10:00' } });
    fireEvent.change(within(dialog).getByLabelText('Proposed time 3 (optional)'), { target: { value: '2099-01-07T15:30' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(server)).toEqual([
      [FEEDBACK, { kind: 'interview_requested', reason: null, proposedTimes: [new Date('2099-01-06T10:00').toISOString(), new Date('2099-01-07T15:30').toISOString()] }],
    ]);
    await waitFor(() => expect(shownToast()).toContain('Interview requested: Ada Lovelace'));
  });

  it("keeps the dialog open with the server's reason when the feedback is refused", async () => {
    showRole(
      () => ({ body: [aSubmission()] }),
      () => ({ status: 404, body: { message: 'Submission not found' } }),
    );
    const dialog = await openFeedback();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Interested' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your feedback could not be sent. Submission not found');
    expect(screen.getByRole('dialog', { name: 'Feedback on Ada Lovelace' })).toBeTruthy();
  });
});
