import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardStats, Placement } from '@agency/contracts';
import { answerRequests, shownToast, type Answer, type Request } from '@agency/web-kit/testing';
import { recordRequests, recruiter, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

const ids = {
  grace: '65f0000000000000000000c1',
  northwind: '65f0000000000000000000e1',
  platformLead: '65f0000000000000000000a1',
};

const placement = (overrides: Partial<Placement> & Pick<Placement, 'id' | 'status'>): Placement => ({
  candidateId: ids.grace,
  employerId: ids.northwind,
  jobRoleId: ids.platformLead,
  value: null,
  notes: null,
  candidate: { id: ids.grace, name: 'Grace Hopper' },
  employer: { id: ids.northwind, name: 'Northwind Technologies' },
  jobRole: { id: ids.platformLead, title: 'Platform Lead' },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const northwindDeal = placement({ id: 'p1', status: 'lead', value: 12_500_000, notes: 'Met at the fair' });
const secondLead = placement({ id: 'p2', status: 'lead', value: 2_500_050 });
const bare = placement({ id: 'p3', status: 'qualified', candidate: null, employer: null, jobRole: null });
const lost = placement({ id: 'p4', status: 'closed_lost', value: 9_900_000 });

const stats: Pick<DashboardStats, 'totalCandidates' | 'totalEmployers'> & Partial<DashboardStats> = {
  totalCandidates: 42,
  totalEmployers: 9,
  activeEmployers: 7,
  openRoles: 0,
  placements: 4,
  newLeads: 0,
  newApplications: 0,
  recentCandidates: [],
  upcomingInterviews: [],
  pipelineStats: {
    leads: { count: 0, value: 0 },
    qualified: { count: 0, value: 0 },
    proposals: { count: 0, value: 0 },
    closed: { count: 0, value: 0 },
    lost: { count: 0, value: 0 },
  },
  monthly: {
    candidates: { thisMonth: 0, lastMonth: 0 },
    employers: { thisMonth: 0, lastMonth: 0 },
    openRoles: { thisMonth: 0, lastMonth: 0 },
    placements: { thisMonth: 0, lastMonth: 0 },
  },
};

/** A pipeline server over a list of placements that PUT and DELETE change, unless `write` answers first. */
function pipelineServer(placements: Placement[], write?: (request: Request) => Answer | undefined) {
  let items = [...placements];
  return answerRequests((request) => {
    const { method, url, body } = request;
    if (url.pathname === '/api/dashboard/stats') return { body: stats };
    if (method === 'GET') return { body: { items, total: items.length } };
    const answer = write?.(request);
    if (answer) return answer;
    const id = url.pathname.split('/').at(-1);
    if (method === 'DELETE') {
      items = items.filter((item) => item.id !== id);
      return { status: 204 };
    }
    items = items.map((item) => (item.id === id ? { ...item, ...(body as object) } : item));
    return { body: items.find((item) => item.id === id) };
  });
}

const timestamps = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

/** The pickers' searches: one candidate, one employer, one job role. */
function pickerAnswer(url: URL): Answer | undefined {
  const list = (items: object[]) => ({ body: { items, total: items.length } });
  if (url.pathname === '/api/candidates') {
    return list([
      {
        id: ids.grace,
        name: 'Grace Hopper',
        availability: 'available',
        profileCompleted: false,
        ...timestamps,
      },
    ]);
  }
  if (url.pathname === '/api/employers') {
    return list([{ id: ids.northwind, name: 'Northwind Technologies', status: 'active', ...timestamps }]);
  }
  if (url.pathname === '/api/job-roles') {
    const employer = { id: ids.northwind, name: 'Northwind Technologies' };
    return list([
      {
        id: ids.platformLead,
        employerId: ids.northwind,
        title: 'Platform Lead',
        slug: 'platform-lead',
        status: 'open',
        priority: 'medium',
        employer,
        ...timestamps,
      },
    ]);
  }
  return undefined;
}

async function openPipeline() {
  await signIn(recruiter);
  renderAt('/manage/pipeline');
}

const column = (name: string) => within(screen.getByRole('region', { name }));
const columnHeader = (name: string) => within(screen.getByRole('region', { name }).querySelector('header')!);

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

describe('/manage/pipeline', () => {
  it('asks for the placements and the counts, and shows five skeleton cards meanwhile', async () => {
    const requests = recordRequests();
    await openPipeline();
    expect(screen.getByLabelText('Loading pipeline').children).toHaveLength(5);
    expect(requests.urls()).toEqual(['GET /api/placements?limit=1000', 'GET /api/dashboard/stats']);
  });

  it('shows five columns with their sums and counts, and the cards with their fallbacks', async () => {
    pipelineServer([northwindDeal, secondLead, bare, lost]);
    await openPipeline();
    await screen.findAllByRole('article', { name: 'Northwind Technologies' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['Leads', 'Qualified', 'Proposal', 'Closed Won', 'Closed Lost']),
    );
    expectMoney(screen.getByRole('region', { name: 'Leads' }).querySelector('header')!, '$150K', '$150,001');
    expect(column('Leads').getByText('2 opportunities')).toBeTruthy();
    expect(column('Qualified').getByText('$0')).toBeTruthy();
    expect(column('Qualified').getByText('1 opportunity')).toBeTruthy();
    expect(column('Proposal').getByText('No opportunities')).toBeTruthy();
    expect(column('Proposal').getByText('0 opportunities')).toBeTruthy();
    expect(column('Closed Lost').getByText('$99,000', { selector: 'header p' })).toBeTruthy();

    const [first] = column('Leads').getAllByRole('article');
    const card = within(first!);
    expectMoney(first!, '$125K', '$125,000');
    expect(card.getByText('Grace Hopper')).toBeTruthy();
    expect(card.getByText('Platform Lead')).toBeTruthy();
    expect(card.getByText('Met at the fair')).toBeTruthy();

    const fallback = within(column('Qualified').getByRole('article'));
    expect(fallback.getByRole('heading', { name: 'Unknown Employer' })).toBeTruthy();
    expect(fallback.getByText('No value')).toBeTruthy();
    expect(fallback.getByText('Unknown Candidate')).toBeTruthy();
    expect(fallback.getByText('Unknown Role')).toBeTruthy();
  });

  it('lets the keyboard reach the board even with no card in it, so that it can scroll it sideways', async () => {
    pipelineServer([]);
    await openPipeline();
    const board = await screen.findByRole('region', { name: 'Pipeline stages' });
    await waitFor(() => expect(column('Leads').getByText('No opportunities')).toBeTruthy());
    expect(board.tabIndex).toBe(0);
    board.focus();
    expect(document.activeElement).toBe(board);
  });

  it('sums the pipeline without Closed Lost, and counts all candidates and employers', async () => {
    pipelineServer([northwindDeal, secondLead, bare, lost]);
    await openPipeline();
    const summary = (name: string) => within(screen.getByRole('region', { name }));
    await waitFor(() => expect(summary('Total Pipeline Value').getByTitle('$150,001')).toBeTruthy());
    expectMoney(screen.getByRole('region', { name: 'Total Pipeline Value' }), '$150K', '$150,001');
    expect(summary('Total Opportunities').getByText('3')).toBeTruthy();
    await waitFor(() => expect(summary('Active Candidates').getByText('42')).toBeTruthy());
    expect(summary('Active Employers').getByText('9')).toBeTruthy();
  });

  it('shows billion-dollar values compactly in the cards, the column sums and the summary, exact on hover and for screen readers', async () => {
    const huge = placement({ id: 'p5', status: 'proposal', value: 100_011_519_100 });
    const small = placement({ id: 'p6', status: 'proposal', value: 9_900_000, employer: { id: ids.northwind, name: 'Small Deal Ltd' } });
    pipelineServer([northwindDeal, huge, small]);
    await openPipeline();
    await screen.findByRole('article', { name: 'Small Deal Ltd' });
    const proposal = screen.getByRole('region', { name: 'Proposal' });
    expectMoney(proposal.querySelector('header')!, '$1.0B', '$1,000,214,191');
    const [hugeCard, smallCard] = within(proposal).getAllByRole('article');
    expectMoney(hugeCard!, '$1.0B', '$1,000,115,191');
    // Below $100,000 the exact value is short enough: plain text, no tooltip.
    expect(within(smallCard!).getByText('$99,000', { selector: 'p' })).toBeTruthy();
    expect(within(smallCard!).queryByTitle('$99,000')).toBeNull();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Total Pipeline Value' })).getByTitle('$1,000,339,191')).toBeTruthy());
    expectMoney(screen.getByRole('region', { name: 'Total Pipeline Value' }), '$1.0B', '$1,000,339,191');
  });

  it('moves a card with the keyboard from its menu, and the sums follow', async () => {
    const server = pipelineServer([northwindDeal, bare]);
    await openPipeline();
    await screen.findByRole('article', { name: 'Northwind Technologies' });
    const menu = screen.getByRole('button', { name: 'Actions for Grace Hopper at Northwind Technologies' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Move to Qualified',
      'Move to Proposal',
      'Move to Closed Won',
      'Move to Closed Lost',
      'Delete',
    ]);
    // The first item has the focus: one arrow down to 'Move to Proposal', back up to 'Move to Qualified'.
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');

    await waitFor(() =>
      expect(columnHeader('Qualified').getByTitle('$125,000')).toBeTruthy(),
    );
    expect(column('Qualified').getByText('2 opportunities')).toBeTruthy();
    expect(column('Leads').getByText('No opportunities')).toBeTruthy();
    expect(column('Leads').getByText('$0')).toBeTruthy();
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/placements/p1');
    expect(put?.body).toEqual({ status: 'qualified' });
    // The moved card, a new element in its new column, keeps the keyboard user's place.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'Move Grace Hopper at Northwind Technologies',
      ),
    );
  });

  it('puts the card back and says so when the server refuses the move', async () => {
    pipelineServer([northwindDeal], ({ method }) =>
      method === 'PUT' ? { status: 409, body: { message: 'The placement was deleted.' } } : undefined,
    );
    await openPipeline();
    await screen.findByRole('article', { name: 'Northwind Technologies' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Actions for Grace Hopper at Northwind Technologies' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to Proposal' }));
    await waitFor(() =>
      expect(shownToast()).toContain('Failed to move placement. The placement was deleted.'),
    );
    expect(column('Leads').getByRole('article', { name: 'Northwind Technologies' })).toBeTruthy();
    expect(column('Proposal').getByText('No opportunities')).toBeTruthy();
  });

  it('deletes a card after a confirmation', async () => {
    const server = pipelineServer([northwindDeal]);
    await openPipeline();
    await screen.findByRole('article', { name: 'Northwind Technologies' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Actions for Grace Hopper at Northwind Technologies' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Placement' }));
    // The name is in an element of its own (decision 0076).
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Are you sure you want to delete "Grace Hopper at Northwind Technologies"? This action cannot be undone.',
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(column('Leads').getByText('No opportunities')).toBeTruthy());
    expect(server.urls()).toContain('DELETE /api/placements/p1');
  });
});

describe("'Add to Pipeline'", () => {
  async function openDialog(server: ReturnType<typeof answerRequests>) {
    await openPipeline();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Pipeline' }));
    return { dialog: within(await screen.findByRole('dialog', { name: 'Add to Pipeline' })), server };
  }

  async function pickAll(dialog: ReturnType<typeof within>) {
    await userEvent.type(dialog.getByRole('combobox', { name: 'Candidate *' }), 'Gra');
    await userEvent.click(await dialog.findByRole('option', { name: /Grace Hopper/ }));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Employer *' }), 'North');
    await userEvent.click(await dialog.findByRole('option', { name: /Northwind Technologies/ }));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Job Role *' }), 'Plat');
    await userEvent.click(await dialog.findByRole('option', { name: /Platform Lead/ }));
  }

  it('requires the candidate, the employer and the job role before sending anything', async () => {
    const { dialog, server } = await openDialog(pipelineServer([]));
    expect((dialog.getByLabelText('Stage') as HTMLSelectElement).value).toBe('lead');
    await userEvent.click(dialog.getByRole('button', { name: 'Add to Pipeline' }));
    expect(await dialog.findByText('Candidate is required')).toBeTruthy();
    expect(dialog.getByText('Employer is required')).toBeTruthy();
    expect(dialog.getByText('Job role is required')).toBeTruthy();
    await userEvent.type(dialog.getByLabelText('Value (US$)'), '12.345');
    await userEvent.click(dialog.getByRole('button', { name: 'Add to Pipeline' }));
    expect(await dialog.findByText(/Value must be an amount in US dollars/)).toBeTruthy();
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends the picked records and the value in cents, and shows the new card', async () => {
    let created: Placement | null = null;
    const server = answerRequests(({ method, url, body }) => {
      if (url.pathname === '/api/dashboard/stats') return { body: stats };
      const picked = pickerAnswer(url);
      if (picked) return picked;
      if (method === 'POST') {
        created = placement({ id: 'p9', ...(body as object), status: 'qualified' });
        return { status: 201, body: created };
      }
      return { body: { items: created ? [created] : [], total: created ? 1 : 0 } };
    });
    const { dialog } = await openDialog(server);
    await pickAll(dialog);
    await userEvent.selectOptions(dialog.getByLabelText('Stage'), 'qualified');
    await userEvent.type(dialog.getByLabelText('Value (US$)'), '25,000.50');
    await userEvent.type(dialog.getByLabelText('Notes'), 'Strong fit');
    await userEvent.click(dialog.getByRole('button', { name: 'Add to Pipeline' }));

    await waitFor(() => expect(shownToast()).toContain('Placement added to pipeline successfully'));
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      candidateId: ids.grace,
      employerId: ids.northwind,
      jobRoleId: ids.platformLead,
      status: 'qualified',
      value: 2_500_050,
      notes: 'Strong fit',
    });
    expect(await column('Qualified').findByText('$25,001', { selector: 'header p' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add to Pipeline' })).toBeNull();
  });

  it("says 'Failed to add placement' and keeps the dialog open when the server refuses", async () => {
    const server = answerRequests(({ method, url }) => {
      if (url.pathname === '/api/dashboard/stats') return { body: stats };
      const picked = pickerAnswer(url);
      if (picked) return picked;
      if (method === 'POST') return { status: 400, body: { message: 'The job role no longer exists.' } };
      return { body: { items: [], total: 0 } };
    });
    const { dialog } = await openDialog(server);
    await pickAll(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Add to Pipeline' }));
    await waitFor(() =>
      expect(shownToast()).toContain('Failed to add placement. The job role no longer exists.'),
    );
    expect(screen.getByRole('dialog', { name: 'Add to Pipeline' })).toBeTruthy();
  });
});
