import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  JOB_PIPELINE_DEFAULT_LABELS,
  JOB_PIPELINE_FIXED_STAGES,
  type JobPipelineBoard,
  type JobPipelineEntry,
  type JobRoleRecord,
} from '@agency/contracts';
import { answerRequests, type Request } from '@agency/web-kit/testing';
import { administrator, recruiter, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

const ROLE = '65a0000000000000000000b1';
const record: JobRoleRecord = {
  jobRole: {
    id: ROLE,
    slug: 'head-chef',
    employerId: '65a0000000000000000000e1',
    title: 'Head Chef',
    status: 'open',
    priority: 'high',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    employer: { id: '65a0000000000000000000e1', name: 'The Grand Meridian Hotel' },
    owner: null,
  },
  applications: [
    {
      id: 'a1',
      jobRoleId: ROLE,
      candidateId: '65a0000000000000000000c5',
      jobRoleTitle: 'Head Chef',
      candidateEmail: 'hedy@example.test',
      candidateFullName: 'Hedy Lamarr',
      status: 'pending',
      source: 'website',
      createdAt: '2026-11-27T09:00:00.000Z',
      updatedAt: '2026-11-27T09:00:00.000Z',
    },
  ],
  applicationsTotal: 1,
  placements: [],
  interactions: [],
};
const entry = (id: string, candidateId: string, name: string, stage: string): JobPipelineEntry => ({
  id,
  jobRoleId: ROLE,
  candidateId,
  candidate: { id: candidateId, name },
  stage,
  reason: null,
  addedById: 'u1',
  addedBy: { id: 'u1', name: 'Rita Recruiter' },
  placementId: null,
  history: [],
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
});
const board: JobPipelineBoard = {
  jobRole: { id: ROLE, title: 'Head Chef' },
  stages: JOB_PIPELINE_FIXED_STAGES.map((key) => ({
    key,
    label: JOB_PIPELINE_DEFAULT_LABELS[key],
    fixed: true,
  })),
  entries: [
    entry('65a0000000000000000000f1', '65a0000000000000000000c1', 'Ada Byron', 'sourced'),
    {
      ...entry('65a0000000000000000000f2', '65a0000000000000000000c2', 'Alan Kay', 'shortlisted'),
      history: [
        {
          from: null,
          to: 'sourced',
          byId: 'u1',
          by: { id: 'u1', name: 'Rita Recruiter' },
          at: '2026-11-20T09:00:00.000Z',
          reason: null,
        },
        {
          from: 'sourced',
          to: 'shortlisted',
          byId: 'u1',
          by: { id: 'u1', name: 'Rita Recruiter' },
          at: '2026-11-21T09:00:00.000Z',
          reason: 'Strong portfolio',
        },
      ],
    },
  ],
};

const found = (id: string, name: string, currentRole: string | null) => ({
  id,
  name,
  currentRole,
  availability: 'available',
  profileCompleted: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
});

/** A server holding the board: a move changes it, as the next read shows. */
function serve() {
  let entries = board.entries;
  return answerRequests(({ method, url, body }: Request) => {
    if (url.pathname === `/api/job-roles/${ROLE}/record`) return { body: record };
    if (method === 'GET' && url.pathname === `/api/job-pipeline/roles/${ROLE}`)
      return { body: { ...board, entries } };
    if (method === 'PATCH' && url.pathname.startsWith('/api/job-pipeline/entries/')) {
      const { stage, reason } = body as { stage: string; reason?: string };
      entries = entries.map((item) =>
        url.pathname.endsWith(item.id) ? { ...item, stage, reason: reason ?? null } : item,
      );
      return { body: entries.find((item) => url.pathname.endsWith(item.id)) };
    }
    if (method === 'GET' && url.pathname === '/api/candidates') {
      return {
        body: {
          items: [
            found('65a0000000000000000000c1', 'Ada Byron', 'Cook'),
            found('65a0000000000000000000c3', 'Grace Hopper', 'Sous chef'),
            found('65a0000000000000000000c4', 'Grace Kelly', null),
          ],
          total: 3,
        },
      };
    }
    if (method === 'POST' && url.pathname === `/api/job-pipeline/roles/${ROLE}`)
      return { status: 201, body: { added: [], alreadyOnPipeline: [] } };
    return { status: 404, body: { message: 'no' } };
  });
}

const patches = (server: ReturnType<typeof serve>) =>
  server.requests
    .filter((request) => request.method === 'PATCH')
    .map((request) => [request.url.pathname, request.body]);

describe("a job role's pipeline board", () => {
  it('shows a column per stage with the candidates linked to their pages; Edit stages is for administrators only', async () => {
    serve();
    await signIn(recruiter);
    renderAt(`/manage/job-roles/${ROLE}`);
    const stages = await screen.findByRole('region', { name: 'Pipeline stages' });
    const sourced = within(stages).getByRole('region', { name: 'Sourced (1)' });
    expect(within(sourced).getByRole('link', { name: 'Ada Byron' }).getAttribute('href')).toBe(
      '/manage/candidates/65a0000000000000000000c1',
    );
    expect(within(stages).getByRole('region', { name: 'Submitted to client (0)' })).toBeTruthy();
    expect(within(stages).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Add candidates' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit stages' })).toBeNull();
    // Every move, who made it, when and why, folded away on the card.
    const history = within(within(stages).getByRole('region', { name: 'Shortlisted (1)' })).getByText(
      'History (2)',
    );
    await userEvent.click(history);
    expect(history.closest('details')?.querySelectorAll('li')[0]?.textContent).toMatch(
      /^Sourced → Shortlisted · Rita Recruiter · .+ · Strong portfolio$/,
    );
  });

  it('moves a card with its Move to menu from the keyboard, and the moved card keeps the focus', async () => {
    const server = serve();
    await signIn(recruiter);
    renderAt(`/manage/job-roles/${ROLE}`);
    const menu = await screen.findByRole('button', { name: 'Move Ada Byron to…' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Move to Shortlisted',
      'Move to Submitted to client',
      'Move to Client interview',
      'Move to Offer',
      'Move to Placed',
      'Move to Rejected',
      'Move to Withdrawn',
    ]);
    // The first item has the focus: down to 'Submitted to client', back up to 'Shortlisted'.
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() =>
      expect(patches(server)).toEqual([
        ['/api/job-pipeline/entries/65a0000000000000000000f1', { stage: 'shortlisted' }],
      ]),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Shortlisted (2)' })).getByRole('link', {
          name: 'Ada Byron',
        }),
      ).toBeTruthy(),
    );
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Drag Ada Byron'));
  });

  it('asks the reason before rejecting, and the value in dollars before placing', async () => {
    const server = serve();
    await signIn(recruiter);
    renderAt(`/manage/job-roles/${ROLE}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Alan Kay to…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to Rejected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Alan Kay to Rejected' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Rejected' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Say why Alan Kay is rejected.');
    expect(patches(server)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Wants a day job');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Rejected' }));
    await waitFor(() =>
      expect(patches(server)).toEqual([
        [
          '/api/job-pipeline/entries/65a0000000000000000000f2',
          { stage: 'rejected', reason: 'Wants a day job' },
        ],
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Move Ada Byron to…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to Placed' }));
    const placing = await screen.findByRole('dialog', { name: 'Move Ada Byron to Placed' });
    await userEvent.type(within(placing).getByLabelText('Placement value (US dollars)'), '25,000.50');
    await userEvent.click(within(placing).getByRole('button', { name: 'Move to Placed' }));
    await waitFor(() =>
      expect(patches(server).at(-1)).toEqual([
        '/api/job-pipeline/entries/65a0000000000000000000f1',
        { stage: 'placed', placementValue: 2_500_050 },
      ]),
    );
  });

  it('adds applicants and candidates found by search together; those already on the board cannot be ticked', async () => {
    const server = serve();
    await signIn(administrator);
    renderAt(`/manage/job-roles/${ROLE}`);
    expect(await screen.findByRole('button', { name: 'Edit stages' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add candidates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add candidates' });
    await userEvent.click(
      within(within(dialog).getByRole('list', { name: 'Applicants' })).getByRole('checkbox', {
        name: 'Hedy Lamarr',
      }),
    );
    await userEvent.type(within(dialog).getByLabelText('Search candidates'), 'gr');
    const results = await within(dialog).findByRole('list', { name: 'Matching candidates' });
    expect((within(results).getByRole('checkbox', { name: /Ada Byron/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    await userEvent.click(within(results).getByRole('checkbox', { name: /Grace Hopper/ }));
    await userEvent.click(within(results).getByRole('checkbox', { name: /Grace Kelly/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 3 candidates' }));
    await waitFor(() =>
      expect(
        server.requests.filter((request) => request.method === 'POST').map((request) => request.body),
      ).toEqual([
        {
          candidateIds: ['65a0000000000000000000c5', '65a0000000000000000000c3', '65a0000000000000000000c4'],
        },
      ]),
    );
  });
});
