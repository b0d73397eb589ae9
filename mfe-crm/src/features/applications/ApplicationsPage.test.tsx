import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Application } from '@agency/contracts';
import { answerBackgroundRequest, answerRequests, shownToast } from '@agency/web-kit/testing';
import { recruiter, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

const ROLE = '65a0000000000000000000b1';
const application = (overrides: Partial<Application> & Pick<Application, 'id' | 'candidateFullName'>): Application => ({
  jobRoleId: ROLE,
  candidateId: `65a00000000000000000c${overrides.id.slice(-3)}`,
  jobRoleTitle: 'Head Chef',
  employer: { id: '65a0000000000000000000e1', name: 'The Grand Meridian Hotel' },
  candidateEmail: `${overrides.id}@example.test`,
  status: 'pending',
  source: 'website',
  rejectionReason: null,
  statusChangedAt: null,
  createdAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
  ...overrides,
});
const ada = application({ id: 'a01', candidateFullName: 'Ada Byron' });
const alan = application({ id: 'a02', candidateFullName: 'Alan Turing', source: 'job-match', status: 'reviewed' });

/** The inbox answered from these applications; PATCH answers the change. */
function inbox(items: Application[]) {
  return answerRequests(({ method, url, body }) => {
    if (method === 'PATCH') {
      const found = items.find((item) => url.pathname.endsWith(item.id))!;
      const change = body as { status: Application['status']; rejectionReason?: string };
      return { body: { ...found, ...change, rejectionReason: change.rejectionReason ?? null } };
    }
    if (url.pathname === '/api/job-roles') return { body: { items: [], total: 0 } };
    if (url.pathname === '/api/applications') return { body: { items, total: items.length } };
    return { status: 404, body: { message: 'not here' } };
  });
}

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('/manage/applications', () => {
  it('lists each application with its candidate and role linked to their pages, employer, source, date and status', async () => {
    inbox([ada, alan]);
    await signIn(recruiter);
    renderAt('/manage/applications');
    await screen.findByRole('article', { name: 'Ada Byron' });
    expect(card('Ada Byron').getByRole('link', { name: 'Ada Byron' }).getAttribute('href')).toBe(`/manage/candidates/${ada.candidateId}`);
    expect(card('Ada Byron').getByRole('link', { name: 'Head Chef' }).getAttribute('href')).toBe(`/manage/job-roles/${ROLE}`);
    expect(card('Ada Byron').getByText(/The Grand Meridian Hotel/)).toBeTruthy();
    expect(card('Ada Byron').getByText('Website')).toBeTruthy();
    expect(card('Alan Turing').getByText('Express Interest')).toBeTruthy();
    expect(card('Ada Byron').getByText('27 Nov 2026')).toBeTruthy();
    expect((card('Ada Byron').getByLabelText('Status') as HTMLSelectElement).value).toBe('pending');
    expect((card('Alan Turing').getByLabelText('Status') as HTMLSelectElement).value).toBe('reviewed');
    // Nothing goes back to 'New' once looked at.
    expect(card('Alan Turing').queryByRole('option', { name: 'New' })).toBeNull();
  });

  it('asks the server for the filters chosen, which stay in the address', async () => {
    const server = inbox([ada]);
    await signIn(recruiter);
    renderAt(`/manage/applications?jobRoleId=${ROLE}`);
    await screen.findByRole('article', { name: 'Ada Byron' });
    expect(server.urls()).toContain(`GET /api/applications?jobRoleId=${ROLE}&limit=24&offset=0`);
    // The role of the address is shown chosen, also when it is not among the roles offered (the newest 100).
    expect(server.urls()).toContain('GET /api/job-roles?limit=100');
    expect((screen.getByLabelText('Job role') as HTMLSelectElement).selectedOptions[0]!.text).toBe('Head Chef');
    await userEvent.selectOptions(screen.getByLabelText('Status', { selector: '#applications-status' }), 'rejected');
    await waitFor(() => expect(server.urls()).toContain(`GET /api/applications?jobRoleId=${ROLE}&status=rejected&limit=24&offset=0`));
    await userEvent.type(screen.getByLabelText('Received from'), '2026-11-01');
    await waitFor(() => expect(server.urls()).toContain(`GET /api/applications?jobRoleId=${ROLE}&status=rejected&from=2026-11-01&limit=24&offset=0`));
  });

  it('sets a status at once, and asks for the reason of a rejection in a dialog before sending it', async () => {
    const server = inbox([ada]);
    await signIn(recruiter);
    renderAt('/manage/applications');
    await screen.findByRole('article', { name: 'Ada Byron' });
    await userEvent.selectOptions(card('Ada Byron').getByLabelText('Status'), 'reviewed');
    await waitFor(() => expect(shownToast()).toContain('Application updated successfully'));
    expect(server.requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([{ status: 'reviewed' }]);

    await userEvent.selectOptions(card('Ada Byron').getByLabelText('Status'), 'rejected');
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject application' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(dialog.getByText('Please give a reason for the rejection.')).toBeTruthy();
    expect(server.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
    await userEvent.type(dialog.getByLabelText('Reason'), 'Needs a food hygiene certificate');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject application' })).toBeNull());
    expect(server.requests.filter((request) => request.method === 'PATCH').map((request) => request.body)[1]).toEqual({
      status: 'rejected',
      rejectionReason: 'Needs a food hygiene certificate',
    });
  });

  it('is in the sidebar with the count of new applications', async () => {
    const COUNT = 'GET /api/applications?status=pending&limit=1';
    answerBackgroundRequest(COUNT, { body: { items: [ada], total: 7 } });
    try {
      answerRequests(() => ({ body: { items: [], total: 0 } }));
      await signIn(recruiter);
      renderAt('/manage/applications');
      const nav = within(screen.getByRole('navigation', { name: 'Management' }));
      await waitFor(() => expect(nav.getByRole('link', { name: 'Applications 7 new' }).getAttribute('href')).toBe('/manage/applications'));
    } finally {
      answerBackgroundRequest(COUNT, { body: { items: [], total: 0 } });
    }
  });
});
