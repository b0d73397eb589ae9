import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardStats, Submission } from '@agency/contracts';
import { answerRequests } from '@agency/web-kit/testing';
import { formatDayAndTime } from '../../shared/dates';
import { recordRequests, recruiter, renderAt, resetPage, signIn } from '../../test-utils';
import { monthlyChange } from './monthlyChange';

afterEach(resetPage);

const stage = (count: number, value: number) => ({ count, value });

const stats: DashboardStats = {
  totalCandidates: 42,
  totalEmployers: 9,
  activeEmployers: 7,
  openRoles: 11,
  placements: 5,
  newLeads: 3,
  newApplications: 4,
  recentCandidates: [
    { id: 'c1', name: 'Grace Hopper', currentRole: 'Staff Engineer', availability: 'in_process' },
    { id: 'c2', name: 'Alan Turing', currentRole: null, availability: 'available' },
  ],
  upcomingInterviews: [
    {
      id: 'i1',
      date: '2026-12-03T15:30:00.000Z',
      subject: 'First interview',
      type: 'interview',
      candidate: { id: 'c1', name: 'Grace Hopper', currentRole: 'Staff Engineer' },
      employer: { id: 'e1', name: 'Northwind Technologies' },
      jobRole: { id: 'r1', title: 'Platform Lead' },
    },
    {
      id: 'i2',
      date: '2026-12-04T09:00:00.000Z',
      subject: 'Screening',
      type: 'interview',
      candidate: null,
      employer: null,
      jobRole: null,
    },
  ],
  pipelineStats: {
    leads: stage(2, 12_500_000),
    qualified: stage(1, 20_000_000),
    proposals: stage(0, 0),
    closed: stage(1, 1_500_050),
    lost: stage(1, 9_900_000),
  },
  monthly: {
    candidates: { thisMonth: 6, lastMonth: 4 },
    employers: { thisMonth: 3, lastMonth: 4 },
    openRoles: { thisMonth: 2, lastMonth: 0 },
    placements: { thisMonth: 0, lastMonth: 0 },
  },
};

async function openDashboard(answer: Parameters<typeof answerRequests>[0]) {
  const server = answerRequests(answer);
  await signIn(recruiter);
  renderAt('/manage');
  return server;
}

const tile = (label: string) => within(screen.getByRole('region', { name: label }));

/** What a screen reader reads of an element: its text, without what is hidden from it. */
function spokenText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  return Array.from(node.childNodes, spokenText).join('');
}

/** A money figure shown compactly: `short` to the eye, `exact` on hover (title) and to screen readers. */
function expectMoney(scope: HTMLElement, short: string, exact: string) {
  const figure = within(scope).getByTitle(exact);
  expect(figure.querySelector('[aria-hidden="true"]')?.textContent).toBe(short);
  expect(spokenText(figure)).toBe(exact);
}

describe('/manage (dashboard)', () => {
  it('asks for the stats and shows four placeholder cards meanwhile', async () => {
    const requests = recordRequests();
    await signIn(recruiter);
    renderAt('/manage');
    const placeholder = screen.getByLabelText('Loading dashboard');
    expect(placeholder.children).toHaveLength(4);
    expect(requests.urls()).toEqual(['GET /api/dashboard/stats']);
  });

  it("shows 'Error Loading Dashboard' when the stats cannot be loaded", async () => {
    await openDashboard(() => ({ status: 500, body: { message: 'down' } }));
    expect(await screen.findByRole('heading', { name: 'Error Loading Dashboard' })).toBeTruthy();
    expect(screen.getByText('Unable to load dashboard data. Please try refreshing the page.')).toBeTruthy();
  });

  it('shows the four figures with their change against last month', async () => {
    await openDashboard(() => ({ body: stats }));
    await screen.findByRole('region', { name: 'Total Candidates' });
    expect(tile('Total Candidates').getByText('42')).toBeTruthy();
    expect(tile('Total Candidates').getByText('+50% this month')).toBeTruthy();
    // Employers of status Active: not the pipeline's 'Active Employers', every employer (issue 31, decision 0118).
    expect(screen.queryByRole('region', { name: 'Active Employers' })).toBeNull();
    expect(tile('Active Clients').getByText('7')).toBeTruthy();
    expect(tile('Active Clients').getByText('-25% this month')).toBeTruthy();
    expect(tile('Open Roles').getByText('11')).toBeTruthy();
    expect(tile('Open Roles').getByText('+2 new this month')).toBeTruthy();
    expect(tile('Placements').getByText('5')).toBeTruthy();
    expect(tile('Placements').getByText('None new this month')).toBeTruthy();
  });

  it('says on each change what it counts, the population of its headline', async () => {
    await openDashboard(() => ({ body: stats }));
    await screen.findByRole('region', { name: 'Total Candidates' });
    const counted = (label: string, change: string) => tile(label).getByText(change).getAttribute('title');
    expect(counted('Total Candidates', '+50% this month')).toBe('Candidates added: 6 this month, 4 last month');
    // 'Active Clients 7' above a change of active clients, not of every employer added (decision 0104).
    expect(counted('Active Clients', '-25% this month')).toBe('Active clients added: 3 this month, 4 last month');
    expect(counted('Open Roles', '+2 new this month')).toBe('Open roles added: 2 this month, 0 last month');
    expect(counted('Placements', 'None new this month')).toBe('Placements added: 0 this month, 0 last month');
  });

  it('counts the new leads and links to the Leads view', async () => {
    await openDashboard(() => ({ body: stats }));
    const leads = within(await screen.findByRole('region', { name: 'New leads' }));
    expect(leads.getByText('3 new leads waiting for a reply')).toBeTruthy();
    expect(leads.getByRole('link', { name: 'View Leads' }).getAttribute('href')).toBe('/manage/leads');
  });

  it("shows 'New Applications', the applications nobody has looked at, with the way to them (decision 0120)", async () => {
    await openDashboard(() => ({ body: stats }));
    const applications = within(await screen.findByRole('region', { name: 'New Applications' }));
    expect(applications.getByText('4')).toBeTruthy();
    expect(applications.getByRole('link', { name: 'View Applications' }).getAttribute('href')).toBe('/manage/applications?status=pending');
  });

  it('lists the recent candidates and the upcoming interviews with their fallbacks', async () => {
    await openDashboard(() => ({ body: stats }));
    const recent = within(await screen.findByRole('region', { name: 'Recent Candidates' }));
    expect(recent.getByText('Staff Engineer')).toBeTruthy();
    expect(recent.getByText('In Process')).toBeTruthy();
    expect(recent.getByText('No role specified')).toBeTruthy();
    expect(recent.getAllByText('Recently added')).toHaveLength(2);
    expect(recent.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/manage/candidates');

    const upcoming = within(screen.getByRole('region', { name: 'Upcoming Interviews' }));
    expect(upcoming.getByText('Grace Hopper')).toBeTruthy();
    expect(upcoming.getByText('Platform Lead')).toBeTruthy();
    expect(upcoming.getByText('Northwind Technologies')).toBeTruthy();
    // 'MMM d, h:mm a' in the viewer's time zone (the one the tests run in).
    expect(upcoming.getByText(format(new Date('2026-12-03T15:30:00.000Z'), 'MMM d, h:mm a'))).toBeTruthy();
    expect(upcoming.getByText('Unknown Candidate')).toBeTruthy();
    expect(upcoming.getByText('Unknown Employer')).toBeTruthy();
    expect(upcoming.getByRole('link', { name: 'View Calendar' }).getAttribute('href')).toBe(
      '/manage/calendar',
    );
  });

  it('says when there are no candidates and no interviews yet', async () => {
    await openDashboard(() => ({ body: { ...stats, recentCandidates: [], upcomingInterviews: [] } }));
    expect(await screen.findByText('No candidates added yet')).toBeTruthy();
    expect(screen.getByText('No upcoming interviews scheduled')).toBeTruthy();
  });

  it("shows the pipeline's real sums in US dollars without decimals, compact from $100,000", async () => {
    await openDashboard(() => ({ body: stats }));
    const region = await screen.findByRole('region', { name: 'Sales Pipeline' });
    expectMoney(region, '$125K', '$125,000');
    expectMoney(region, '$200K', '$200,000');
    const pipeline = within(region);
    expect(pipeline.getByText('$0')).toBeTruthy();
    expect(pipeline.getByText('$15,001')).toBeTruthy();
    expect(pipeline.queryByTitle('$15,001')).toBeNull();
    expect(pipeline.getByText('2 opportunities')).toBeTruthy();
    expect(pipeline.getByRole('link', { name: 'Manage Pipeline' }).getAttribute('href')).toBe(
      '/manage/pipeline',
    );
  });

  it('keeps a billion-dollar stage to its tile: compact to the eye, exact on hover and for screen readers', async () => {
    const huge = { ...stats, pipelineStats: { ...stats.pipelineStats, leads: stage(3, 100_011_519_100), qualified: stage(1, 9_900_000) } };
    await openDashboard(() => ({ body: huge }));
    const leads = within(await screen.findByRole('region', { name: 'Sales Pipeline' })).getByText('Leads').parentElement!;
    expectMoney(leads, '$1.0B', '$1,000,115,191');
    expect(spokenText(leads)).toBe('Leads$1,000,115,1913 opportunities');
    // Below $100,000 the exact value is short enough.
    const qualified = within(screen.getByRole('region', { name: 'Sales Pipeline' })).getByText('Qualified').parentElement!;
    expect(spokenText(qualified)).toBe('Qualified$99,0001 opportunity');
  });

  it("opens 'Add New Candidate', 'Add New Employer' and the schedule dialog from the quick actions; LinkedIn Import is not there yet", async () => {
    await openDashboard(() => ({ body: stats }));
    const actions = within(await screen.findByRole('region', { name: 'Quick Actions' }));
    await userEvent.click(actions.getByRole('button', { name: 'Add Candidate' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Candidate' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(actions.getByRole('button', { name: 'Add Employer' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Employer' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(actions.getByRole('button', { name: 'Schedule Interview' }));
    const schedule = within(await screen.findByRole('dialog', { name: 'Schedule New Interaction' }));
    // An interview to come: the interaction form set to the type interview and the status scheduled.
    expect((schedule.getByLabelText(/^Type/) as HTMLSelectElement).value).toBe('interview');
    expect((schedule.getByLabelText(/^Status/) as HTMLSelectElement).value).toBe('scheduled');
    await userEvent.keyboard('{Escape}');
    const linkedIn = actions.getByRole('button', { name: 'LinkedIn Import' }) as HTMLButtonElement;
    expect(linkedIn.disabled).toBe(true);
    expect(linkedIn.getAttribute('aria-describedby')).toBe('linkedin-import-soon');
    expect(actions.getByText('Coming soon')).toBeTruthy();
  });
});

const overdue = (n: number, candidate: string, submittedAt: string, role = 'Head Chef'): Submission => ({
  id: `65a00000000000000000005${n}`,
  jobRoleId: `65a0000000000000000000b${n}`,
  employerId: '65a0000000000000000000e1',
  candidateId: `65a0000000000000000000c${n}`,
  entryId: `65a0000000000000000000f${n}`,
  status: 'submitted',
  anonymised: false,
  note: null,
  recruiterId: 'u1',
  consent: { by: 'candidate', at: submittedAt, recordedById: null, note: null },
  declinedAt: null,
  submittedAt,
  feedback: [],
  interviewId: null,
  reminderSentAt: null,
  createdAt: submittedAt,
  updatedAt: submittedAt,
  candidate: { id: `65a0000000000000000000c${n}`, name: candidate },
  jobRole: { id: `65a0000000000000000000b${n}`, title: role },
  employer: { id: '65a0000000000000000000e1', name: 'The Grand Meridian Hotel' },
  recruiter: { id: 'u1', name: 'Rita Recruiter' },
  overdue: true,
});

describe("the dashboard's 'Awaiting client feedback' (decision 0132)", () => {
  it('lists the overdue submissions, oldest first, each with its candidate, role (to its page), employer and when', async () => {
    const server = await openDashboard(({ url }) =>
      url.pathname === '/api/submissions'
        ? { body: [overdue(2, 'Alan Kay', '2026-11-28T09:00:00.000Z', 'Sous Chef'), overdue(1, 'Ada Byron', '2026-11-25T16:00:00.000Z')] }
        : { body: stats },
    );
    const panel = within(await screen.findByRole('region', { name: 'Awaiting client feedback' }));
    const rows = await panel.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `Ada ByronHead Chef · The Grand Meridian HotelSubmitted ${formatDayAndTime('2026-11-25T16:00:00.000Z')}`,
      `Alan KaySous Chef · The Grand Meridian HotelSubmitted ${formatDayAndTime('2026-11-28T09:00:00.000Z')}`,
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Head Chef' }).getAttribute('href')).toBe('/manage/job-roles/65a0000000000000000000b1');
    expect(within(rows[0]!).getByRole('link', { name: 'Ada Byron' }).getAttribute('href')).toBe('/manage/candidates/65a0000000000000000000c1');
    expect(server.urls()).toContain('GET /api/submissions?overdue=true');
  });

  it("says 'No feedback is overdue.' when none is", async () => {
    await openDashboard(({ url }) => (url.pathname === '/api/submissions' ? { body: [] } : { body: stats }));
    const panel = within(await screen.findByRole('region', { name: 'Awaiting client feedback' }));
    expect(await panel.findByText('No feedback is overdue.')).toBeTruthy();
    expect(panel.queryByRole('list')).toBeNull();
  });
});

describe('monthlyChange', () => {
  it.each([
    [{ thisMonth: 6, lastMonth: 4 }, '+50% this month', 'up'],
    [{ thisMonth: 1, lastMonth: 3 }, '-67% this month', 'down'],
    [{ thisMonth: 4, lastMonth: 4 }, '0% this month', 'flat'],
    [{ thisMonth: 1, lastMonth: 0 }, '+1 new this month', 'up'],
    [{ thisMonth: 0, lastMonth: 0 }, 'None new this month', 'flat'],
    [{ thisMonth: 0, lastMonth: 2 }, '-100% this month', 'down'],
  ] as const)('%o reads %s', (monthly, text, tone) => {
    expect(monthlyChange(monthly)).toEqual({ text, tone });
  });
});
