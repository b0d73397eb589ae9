import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  JOB_PIPELINE_DEFAULT_LABELS,
  JOB_PIPELINE_FIXED_STAGES,
  type ClientFeedback,
  type JobPipelineBoard,
  type JobPipelineEntry,
  type JobRoleRecord,
  type Submission,
  type SubmissionCheck,
} from '@agency/contracts';
import { answerRequests, shownToast, type Request } from '@agency/web-kit/testing';
import { formatDay, formatDayAndTime } from '../../shared/dates';
import { administrator, recruiter, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

const ROLE = '65a0000000000000000000b1';
const EMPLOYER = { id: '65a0000000000000000000e1', name: 'The Grand Meridian Hotel' };
const ADA = '65a0000000000000000000c1';
const ALAN = '65a0000000000000000000c2';
const GRACE = '65a0000000000000000000c3';
const HEDY = '65a0000000000000000000c4';

const record: JobRoleRecord = {
  jobRole: {
    id: ROLE,
    slug: 'head-chef',
    employerId: EMPLOYER.id,
    title: 'Head Chef',
    status: 'open',
    priority: 'high',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    employer: EMPLOYER,
    owner: null,
  },
  applications: [],
  applicationsTotal: 0,
  placements: [],
  interactions: [],
};

const entry = (n: number, candidateId: string, name: string, stage: string): JobPipelineEntry => ({
  id: `65a0000000000000000000f${n}`,
  jobRoleId: ROLE,
  candidateId,
  candidate: { id: candidateId, name },
  stage,
  reason: stage === 'rejected' ? 'Wants a day job' : null,
  addedById: 'u1',
  addedBy: { id: 'u1', name: 'Rita Recruiter' },
  placementId: null,
  history: [],
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
});

const stages = JOB_PIPELINE_FIXED_STAGES.map((key) => ({ key, label: JOB_PIPELINE_DEFAULT_LABELS[key], fixed: true }));

const PROPOSED = ['2026-12-08T10:00:00.000Z', '2026-12-09T14:30:00.000Z'];

const feedback = (kind: ClientFeedback['kind'], extra: Partial<ClientFeedback> = {}): ClientFeedback => ({
  kind,
  reason: null,
  proposedTimes: [],
  contactName: 'Clara Client',
  at: '2026-11-29T09:00:00.000Z',
  ...extra,
});

const submission = (n: number, candidateId: string, name: string, extra: Partial<Submission> = {}): Submission => ({
  id: `65a00000000000000000005${n}`,
  jobRoleId: ROLE,
  employerId: EMPLOYER.id,
  candidateId,
  entryId: `65a0000000000000000000f${n}`,
  status: 'submitted',
  anonymised: false,
  note: null,
  recruiterId: recruiter.id,
  consent: null,
  declinedAt: null,
  submittedAt: '2026-11-27T09:00:00.000Z',
  feedback: [],
  interviewId: null,
  reminderSentAt: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
  candidate: { id: candidateId, name },
  jobRole: { id: ROLE, title: 'Head Chef' },
  employer: EMPLOYER,
  recruiter: { id: recruiter.id, name: recruiter.name },
  overdue: false,
  ...extra,
});

/** A server holding the role's board and its submissions: consent and interviews change them, as the next reads show. */
function serve({
  entries,
  submissions = [],
  check = { employer: EMPLOYER, recentlySubmitted: [] },
  answeredInPortal = false,
}: {
  entries: JobPipelineEntry[];
  submissions?: Submission[];
  check?: SubmissionCheck;
  /** The candidate accepts in the portal just before the recruiter records the call: the server refuses it (409). */
  answeredInPortal?: boolean;
}) {
  let board: JobPipelineBoard = { jobRole: { id: ROLE, title: 'Head Chef' }, stages, entries };
  let list = submissions;
  const moveTo = (candidateId: string, stage: string) =>
    (board = { ...board, entries: board.entries.map((item) => (item.candidateId === candidateId ? { ...item, stage } : item)) });
  return answerRequests(({ method, url, body }: Request) => {
    if (url.pathname === `/api/job-roles/${ROLE}/record`) return { body: record };
    if (method === 'GET' && url.pathname === `/api/job-pipeline/roles/${ROLE}`) return { body: board };
    if (method === 'GET' && url.pathname === '/api/submissions' && url.searchParams.get('jobRoleId') === ROLE) return { body: list };
    if (method === 'GET' && url.pathname === `/api/job-pipeline/roles/${ROLE}/submission-check`) return { body: check };
    if (method === 'POST' && url.pathname === `/api/job-pipeline/roles/${ROLE}/submissions`) {
      const { candidateIds } = body as { candidateIds: string[] };
      const live = (id: string) => list.find((item) => item.candidateId === id);
      const created = candidateIds
        .filter((id) => !live(id))
        .map((id, n) => submission(7 + n, id, board.entries.find((item) => item.candidateId === id)!.candidate!.name, { status: 'awaiting_consent', submittedAt: null }));
      list = [...list, ...created];
      return { status: 201, body: { created, alreadySubmitted: candidateIds.flatMap((id) => (created.some((item) => item.candidateId === id) ? [] : [live(id)!])) } };
    }
    const action = /^\/api\/submissions\/(\w+)\/(phone-consent|interview)$/.exec(url.pathname);
    if (method === 'POST' && action) {
      const [, id, kind] = action;
      const found = list.find((item) => item.id === id)!;
      if (answeredInPortal) {
        list = list.map((item) => (item.id === id ? { ...item, status: 'submitted', submittedAt: '2026-12-01T09:00:00.000Z' } : item));
        return { status: 409, body: { message: 'Ada Byron already agreed to be put forward (Dec 1, 2026).' } };
      }
      const changed: Submission =
        kind === 'phone-consent'
          ? { ...found, status: 'submitted', submittedAt: '2026-12-01T09:00:00.000Z' }
          : { ...found, interviewId: '65a0000000000000000000d1' };
      list = list.map((item) => (item.id === id ? changed : item));
      moveTo(found.candidateId, kind === 'phone-consent' ? 'submitted' : 'client_interview');
      return { body: changed };
    }
    if (url.pathname === '/api/submissions/settings') return { body: method === 'PUT' ? body : { responsePromiseHours: 48 } };
    return { status: 404, body: { message: 'no' } };
  });
}

const posts = (server: ReturnType<typeof serve>) =>
  server.requests.filter((request) => request.method === 'POST' || request.method === 'PUT').map((request) => [request.url.pathname, request.body]);

const card = (name: string) => screen.getByRole('article', { name }) as HTMLElement;

async function openBoard(user = recruiter) {
  await signIn(user);
  renderAt(`/manage/job-roles/${ROLE}`);
  await screen.findByRole('region', { name: 'Pipeline stages' });
}

describe("submitting a role's candidates to its employer (decision 0132)", () => {
  it('flags a candidate submitted to the employer in the last 6 months and sends only once the recruiter confirms', async () => {
    const server = serve({
      entries: [entry(1, ADA, 'Ada Byron', 'shortlisted'), entry(2, ALAN, 'Alan Kay', 'shortlisted'), entry(3, GRACE, 'Grace Hopper', 'rejected')],
      // Alan already has a live submission for this role: the server answers him under alreadySubmitted.
      submissions: [submission(2, ALAN, 'Alan Kay', { status: 'awaiting_consent', submittedAt: null })],
      check: {
        employer: EMPLOYER,
        recentlySubmitted: [
          {
            candidate: { id: ADA, name: 'Ada Byron' },
            jobRole: { id: '65a0000000000000000000b2', title: 'Sous Chef' },
            submittedAt: '2026-09-02T09:00:00.000Z',
            recruiter: { id: 'u2', name: 'Sam Other' },
          },
        ],
      },
    });
    await openBoard();
    // A rejected candidate cannot be ticked; nothing ticked, no bar.
    expect(within(await screen.findByRole('region', { name: 'Rejected (1)' })).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Ticked candidates' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ada Byron' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Alan Kay' }));
    const bar = screen.getByRole('group', { name: 'Ticked candidates' });
    expect(within(bar).getByText('2 candidates ticked')).toBeTruthy();
    await userEvent.click(within(bar).getByRole('button', { name: 'Submit to client' }));

    const dialog = await screen.findByRole('dialog', { name: 'Submit to client' });
    expect(within(dialog).getAllByRole('listitem').slice(0, 2).map((item) => item.textContent)).toEqual(['Ada Byron', 'Alan Kay']);
    const flag = await within(dialog).findByRole('group', { name: 'Recently submitted: Ada Byron' });
    expect(flag.textContent).toContain('Ada Byron was submitted to The Grand Meridian Hotel in the last 6 months');
    expect(within(flag).getByRole('listitem').textContent).toBe(`Sous Chef, on ${formatDay('2026-09-02T09:00:00.000Z')}, by Sam Other`);
    expect(within(dialog).queryByRole('group', { name: 'Recently submitted: Alan Kay' })).toBeNull();
    expect(
      server.requests.find((request) => request.url.pathname.endsWith('/submission-check'))?.url.searchParams.get('candidateIds'),
    ).toBe(`${ADA},${ALAN}`);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Anonymise' }));
    await userEvent.type(within(dialog).getByLabelText('Note for the client (optional)'), 'Both cooked for us before.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit to client' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Ada Byron was submitted to The Grand Meridian Hotel recently. Tick “Send anyway” for each, or untick them on the board.',
    );
    expect(posts(server)).toEqual([]);

    await userEvent.click(within(flag).getByRole('checkbox', { name: 'Send Ada Byron anyway' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit to client' }));
    await waitFor(() =>
      expect(posts(server)).toEqual([
        [
          `/api/job-pipeline/roles/${ROLE}/submissions`,
          { candidateIds: [ADA, ALAN], anonymised: true, note: 'Both cooked for us before.', confirmRecentlySubmitted: true },
        ],
      ]),
    );
    await waitFor(() => expect(shownToast()).toContain('Consent requested from 1 candidate'));
    expect(shownToast()).toContain('Already submitted for this role: Alan Kay');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The ticks are cleared, and Ada's card now says she was asked.
    expect(screen.queryByRole('group', { name: 'Ticked candidates' })).toBeNull();
    await waitFor(() => expect(within(card('Ada Byron')).getByText('Awaiting consent')).toBeTruthy());
  });

  it("shows each card's submission as badges: consent, declined, submitted, the client's latest answer, overdue", async () => {
    serve({
      entries: [
        entry(1, ADA, 'Ada Byron', 'shortlisted'),
        entry(2, ALAN, 'Alan Kay', 'submitted'),
        entry(3, GRACE, 'Grace Hopper', 'submitted'),
        entry(4, HEDY, 'Hedy Lamarr', 'withdrawn'),
        entry(5, '65a0000000000000000000c5', 'Barbara Liskov', 'rejected'),
        entry(6, '65a0000000000000000000c6', 'Edsger Dijkstra', 'submitted'),
        entry(8, '65a0000000000000000000c8', 'Linus Pauling', 'sourced'),
      ],
      submissions: [
        submission(1, ADA, 'Ada Byron', { status: 'awaiting_consent', submittedAt: null }),
        submission(2, ALAN, 'Alan Kay', { overdue: true }),
        // The client's latest answer counts.
        submission(3, GRACE, 'Grace Hopper', { feedback: [feedback('not_suitable', { reason: 'Needs a licence' }), feedback('interested')] }),
        submission(4, HEDY, 'Hedy Lamarr', { status: 'declined', submittedAt: null, declinedAt: '2026-11-27T09:00:00.000Z' }),
        submission(5, '65a0000000000000000000c5', 'Barbara Liskov', { feedback: [feedback('not_suitable', { reason: 'Needs a licence' })] }),
        submission(6, '65a0000000000000000000c6', 'Edsger Dijkstra', {
          feedback: [feedback('interview_requested', { proposedTimes: PROPOSED })],
        }),
      ],
    });
    await openBoard();
    const badges = (name: string) => within(within(card(name)).getByRole('list', { name: 'Submission' })).getAllByRole('listitem').map((item) => item.textContent);
    await waitFor(() => expect(badges('Ada Byron')).toEqual(['Awaiting consent']));
    expect(within(card('Ada Byron')).getByRole('button', { name: 'Record phone consent of Ada Byron' })).toBeTruthy();
    expect(badges('Alan Kay')).toEqual(['Submitted', 'Feedback overdue']);
    expect(within(card('Alan Kay')).queryByRole('button', { name: /Record phone consent|Schedule interview/ })).toBeNull();
    expect(badges('Grace Hopper')).toEqual(['Submitted', 'Interested']);
    expect(badges('Hedy Lamarr')).toEqual(['Declined']);
    expect(badges('Barbara Liskov')).toEqual(['Submitted', 'Not suitable: Needs a licence']);
    expect(badges('Edsger Dijkstra')).toEqual(['Submitted', 'Interview requested']);
    expect(within(card('Edsger Dijkstra')).getByText('Proposed times:').textContent).toBe(
      `Proposed times:${PROPOSED.map(formatDayAndTime).join('')}`,
    );
    expect(within(card('Edsger Dijkstra')).getByRole('button', { name: 'Schedule interview of Edsger Dijkstra' })).toBeTruthy();
    // Never submitted: no badges.
    expect(within(card('Linus Pauling')).queryByRole('list', { name: 'Submission' })).toBeNull();
  });

  it('records consent given on a call only with a note, and the card moves to Submitted to client', async () => {
    const server = serve({
      entries: [entry(1, ADA, 'Ada Byron', 'shortlisted')],
      submissions: [submission(1, ADA, 'Ada Byron', { status: 'awaiting_consent', submittedAt: null })],
    });
    await openBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Record phone consent of Ada Byron' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record phone consent: Ada Byron' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record consent' }));
    expect(within(dialog).getByText('Say when and how the candidate agreed.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Note').getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(within(dialog).getByLabelText('Note'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record consent' }));
    expect(posts(server)).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('Note'));
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Agreed on a call, Tuesday 10 AM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record consent' }));
    await waitFor(() =>
      expect(posts(server)).toEqual([['/api/submissions/65a000000000000000000051/phone-consent', { note: 'Agreed on a call, Tuesday 10 AM' }]]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(shownToast()).toContain('Consent recorded'));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Submitted to client (1)' })).getByText('Submitted')).toBeTruthy());
  });

  it('says so when the candidate answered in the portal meanwhile, and shows the submission as it is now', async () => {
    serve({
      entries: [entry(1, ADA, 'Ada Byron', 'shortlisted')],
      submissions: [submission(1, ADA, 'Ada Byron', { status: 'awaiting_consent', submittedAt: null })],
      answeredInPortal: true,
    });
    await openBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Record phone consent of Ada Byron' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record phone consent: Ada Byron' });
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Agreed on a call');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record consent' }));
    await waitFor(() => expect(shownToast()).toContain('Ada Byron already agreed to be put forward (Dec 1, 2026).'));
    await waitFor(() => expect(within(card('Ada Byron')).getByText('Submitted')).toBeTruthy());
  });

  it('schedules the interview the client asked for at the proposed time chosen, and the card moves to Client interview', async () => {
    const server = serve({
      entries: [entry(6, ALAN, 'Alan Kay', 'submitted')],
      submissions: [submission(6, ALAN, 'Alan Kay', { feedback: [feedback('interview_requested', { proposedTimes: PROPOSED })] })],
    });
    await openBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule interview of Alan Kay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule interview: Alan Kay' });
    const first = within(dialog).getByRole('radio', { name: formatDayAndTime(PROPOSED[0]!) }) as HTMLInputElement;
    expect(first.checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('radio', { name: formatDayAndTime(PROPOSED[1]!) }));
    await userEvent.type(within(dialog).getByLabelText('Location (optional)'), 'Head office, 2nd floor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));
    await waitFor(() =>
      expect(posts(server)).toEqual([
        ['/api/submissions/65a000000000000000000056/interview', { scheduledAt: PROPOSED[1], location: 'Head office, 2nd floor' }],
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(shownToast()).toContain('Interview scheduled'));
    const interview = await screen.findByRole('region', { name: 'Client interview (1)' });
    await waitFor(() => expect(within(interview).getByText('Interview scheduled')).toBeTruthy());
    expect(within(interview).queryByRole('button', { name: /Schedule interview/ })).toBeNull();
  });

  it('schedules at another agreed date and time, which must be given', async () => {
    const server = serve({
      entries: [entry(6, ALAN, 'Alan Kay', 'submitted')],
      submissions: [submission(6, ALAN, 'Alan Kay', { feedback: [feedback('interview_requested', { proposedTimes: PROPOSED })] })],
    });
    await openBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule interview of Alan Kay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule interview: Alan Kay' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Another date and time' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose the date and time agreed with the client and the candidate.');
    await userEvent.type(within(dialog).getByLabelText('Date and time'), '2026-12-10T11:15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));
    await waitFor(() =>
      expect(posts(server)).toEqual([
        ['/api/submissions/65a000000000000000000056/interview', { scheduledAt: new Date('2026-12-10T11:15').toISOString(), location: null }],
      ]),
    );
  });

  it("lets administrators, and only them, set the client response promise from 1 to 720 hours", async () => {
    const server = serve({ entries: [entry(1, ADA, 'Ada Byron', 'shortlisted')] });
    await openBoard();
    expect(screen.queryByRole('button', { name: 'Response promise' })).toBeNull();
    resetPage();

    const admin = serve({ entries: [entry(1, ADA, 'Ada Byron', 'shortlisted')] });
    await openBoard(administrator);
    await userEvent.click(await screen.findByRole('button', { name: 'Response promise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client response promise' });
    const hours = (await within(dialog).findByLabelText('Client response promise (hours)')) as HTMLInputElement;
    expect(hours.value).toBe('48');
    await userEvent.clear(hours);
    await userEvent.type(hours, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The promise is at least 1 hour.')).toBeTruthy();
    await userEvent.clear(hours);
    await userEvent.type(hours, '721');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The promise is at most 720 hours (30 days).')).toBeTruthy();
    expect(posts(admin)).toEqual([]);
    await userEvent.clear(hours);
    await userEvent.type(hours, '72');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(admin)).toEqual([['/api/submissions/settings', { responsePromiseHours: 72 }]]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.some((request) => request.url.pathname === '/api/submissions/settings')).toBe(false);
  });
});
