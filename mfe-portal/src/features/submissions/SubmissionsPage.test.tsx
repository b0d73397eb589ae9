import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerRequests, shownToast } from '@agency/web-kit/testing';
import { aCandidateSubmission, aProfile, renderAt, resetPage, showDashboardTab, showPortalPage, signIn } from '../../test-utils';

afterEach(resetPage);

const LIST = '/api/candidate/submissions';
const PAGE = '/candidateportal/submissions';
const ASKED = aCandidateSubmission();
const SENT = aCandidateSubmission({
  id: '5ab0000000000000000000b2',
  status: 'submitted',
  jobRole: { title: 'Data Analyst', slug: null },
  employer: { name: 'Babbage & Co' },
  question: 'May we put you forward for Data Analyst at Babbage & Co?',
  submittedAt: '2026-11-18T10:00:00.000Z',
});

const list = (name: string) => screen.queryByRole('list', { name });
const titlesIn = (name: string) => (list(name) ? within(list(name)!).getAllByRole('heading').map((heading) => heading.textContent) : []);
const writes = (server: ReturnType<typeof showPortalPage>) => server.requests.filter((request) => request.method !== 'GET');

describe('/candidateportal/submissions', () => {
  it('shows the requests awaiting an answer first, with the question verbatim, then where the profile was sent', async () => {
    const server = showPortalPage(PAGE, { [LIST]: [SENT, ASKED] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Submissions' })).toBeTruthy();
    const awaiting = await screen.findByRole('list', { name: 'Awaiting your answer' });
    const [request] = within(awaiting).getAllByRole('listitem');
    expect(within(request!).getByText('May we put you forward for Senior Engineer at Acme Ltd?')).toBeTruthy();
    const yes = within(request!).getByRole('button', { name: 'Yes, put me forward' });
    expect(yes.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(yes.getAttribute('aria-describedby')!)!.textContent).toBe(ASKED.question);
    expect(within(request!).getByRole('button', { name: 'No, thanks' })).toBeTruthy();

    const sent = screen.getByRole('list', { name: 'Where your profile was sent' });
    const [item] = within(sent).getAllByRole('listitem');
    expect(item!.textContent).toContain('Data Analyst');
    expect(item!.textContent).toContain('Babbage & Co');
    expect(item!.textContent).toContain('Sent Nov 18, 2026');
    // The awaiting request is above the list of where the profile went.
    expect(awaiting.compareDocumentPosition(sent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Submissions' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(server.urls()).toContain(`GET ${LIST}`);
  });

  it("'Yes, put me forward' sends accept and moves the request to 'Where your profile was sent'", async () => {
    const server = showPortalPage(PAGE, { [LIST]: [ASKED, SENT] }, () => ({
      body: { ...ASKED, status: 'submitted', submittedAt: '2026-11-25T09:30:00.000Z' },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, put me forward' }));
    await waitFor(() => expect(list('Awaiting your answer')).toBeNull());
    expect(writes(server).map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['POST', `${LIST}/${ASKED.id}/consent`, { decision: 'accept' }],
    ]);
    expect(titlesIn('Where your profile was sent')).toEqual(['Senior Engineer', 'Data Analyst']);
    expect(within(list('Where your profile was sent')!).getAllByRole('listitem')[0]!.textContent).toContain('Sent Nov 25, 2026');
    expect(screen.getByText('No request is waiting for your answer.')).toBeTruthy();
    await waitFor(() => expect(shownToast()).toContain('We will put you forward for Senior Engineer at Acme Ltd.'));
  });

  it("'No, thanks' sends decline and moves the request to 'You said no to', never to where the profile was sent", async () => {
    const server = showPortalPage(PAGE, { [LIST]: [ASKED, SENT] }, () => ({ status: 204 }));
    await userEvent.click(await screen.findByRole('button', { name: 'No, thanks' }));
    await waitFor(() => expect(titlesIn('You said no to')).toEqual(['Senior Engineer']));
    expect(writes(server).map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['POST', `${LIST}/${ASKED.id}/consent`, { decision: 'decline' }],
    ]);
    expect(list('Awaiting your answer')).toBeNull();
    expect(titlesIn('Where your profile was sent')).toEqual(['Data Analyst']);
    await waitFor(() => expect(shownToast()).toContain('We will not put you forward for Senior Engineer at Acme Ltd.'));
  });

  it("shows the server's reason when the request was answered already, and reads the list again", async () => {
    // Agreed on a call with the recruiter meanwhile: the server says so, and the list read again shows it sent.
    let answered = false;
    const server = showPortalPage(PAGE, {}, (request) => {
      if (request.method === 'GET') return { body: answered ? [{ ...ASKED, status: 'submitted', submittedAt: '2026-11-21T09:00:00.000Z' }] : [ASKED] };
      answered = true;
      return { status: 409, body: { message: 'You have already agreed to be put forward for this role.' } };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, put me forward' }));
    await waitFor(() => expect(shownToast()).toContain('You have already agreed to be put forward for this role.'));
    expect(shownToast()).toContain('Your answer could not be sent');
    await waitFor(() => expect(titlesIn('Where your profile was sent')).toEqual(['Senior Engineer']));
    expect(server.urls().filter((url) => url === `GET ${LIST}`)).toHaveLength(2);
  });

  it('says in plain words when nothing is waiting and nothing was sent', async () => {
    showPortalPage(PAGE, { [LIST]: [] });
    expect(await screen.findByText('No request is waiting for your answer.')).toBeTruthy();
    expect(screen.getByText('Your profile has not been sent to an employer yet.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You said no to' })).toBeNull();
  });

  it('offers to try again when the submissions cannot be read', async () => {
    let fail = true;
    showPortalPage(PAGE, {}, (request) =>
      request.url.pathname === LIST && fail ? { status: 503, body: { message: 'The service is starting. Try again shortly.' } } : { body: [ASKED] },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('The service is starting. Try again shortly.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Yes, put me forward' })).toBeTruthy();
  });

  it("is reached from the dashboard's 'Submissions' link, and 'Dashboard' leads back to the tabs", async () => {
    showDashboardTab('messages', { [LIST]: [ASKED], '/api/candidate/messages': [] });
    const nav = await screen.findByRole('navigation', { name: 'Candidate Portal pages' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Submissions' }));
    expect(screen.getByTestId('location').textContent).toBe(PAGE);
    expect(await screen.findByRole('button', { name: 'Yes, put me forward' })).toBeTruthy();
    await userEvent.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByTestId('location').textContent).toBe('/candidateportal');
    expect(await screen.findByRole('tablist')).toBeTruthy();
  });

  it('lets a candidate whose profile is not completed answer at once, without the wizard first', async () => {
    signIn();
    answerRequests(({ url }) => {
      if (url.pathname === '/api/candidate/profile') return { body: aProfile({ profileCompleted: false }) };
      if (url.pathname === LIST) return { body: [ASKED] };
      return { body: { email: 'ada@example.test', hasPassword: true } };
    });
    renderAt(PAGE);
    expect(await screen.findByRole('button', { name: 'Yes, put me forward' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
