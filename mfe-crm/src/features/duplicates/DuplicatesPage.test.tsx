import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@agency/contracts';
import { answerRequests, shownToast } from '@agency/web-kit/testing';
import { administrator, recordRequests, recruiter, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

const manager: SessionUser = { ...recruiter, id: '65a0000000000000000000bb', name: 'Mark Manager', role: 'manager' };
const person = (id: string, name: string, createdAt: string) => ({ id, name, email: null, phone: '07700 900123', location: 'Leeds', currentRole: null, createdAt });
const older = person('65a000000000000000000001', 'Ann Keeper', '2026-01-01T10:00:00.000Z');
const newer = person('65a000000000000000000002', 'Ann Keeper-Twin', '2026-02-01T10:00:00.000Z');

describe('/manage/duplicates', () => {
  it('tells a recruiter access is denied, and asks nothing of the server', async () => {
    const requests = recordRequests();
    await signIn(recruiter);
    renderAt('/manage/duplicates');
    expect(screen.getByText('Access denied. Only managers and administrators can do this.')).toBeTruthy();
    expect(requests.urls()).toEqual([]);
  });

  it('shows a manager both lists, and the Duplicates entry in the sidebar', async () => {
    const requests = recordRequests();
    await signIn(manager);
    renderAt('/manage/duplicates');
    expect(within(screen.getByRole('navigation', { name: 'Management' })).getByRole('link', { name: 'Duplicates' })).toBeTruthy();
    expect(screen.getByLabelText('Loading duplicate candidates')).toBeTruthy();
    expect(requests.urls().sort()).toEqual(['GET /api/duplicates/candidates?limit=50', 'GET /api/duplicates/employers?limit=50']);
  });

  it('merges the pair into the record chosen to keep after the confirmation, and says so', async () => {
    let pairs = [{ reason: 'same phone', a: older, b: newer }];
    const server = answerRequests(({ method, url }) => {
      if (method === 'POST') {
        pairs = [];
        return { body: { keptId: newer.id, mergedId: older.id, message: 'The candidates were merged.' } };
      }
      return { body: { pairs: url.pathname.endsWith('/candidates') ? pairs : [], hasMore: false } };
    });
    await signIn(administrator);
    renderAt('/manage/duplicates');
    const pair = (await screen.findByRole('list', { name: 'Duplicate candidates' })).querySelector('li')!;
    expect(pair.textContent).toContain('Same phone');
    const [keepOlder, keepNewer] = within(pair).getAllByRole('radio') as HTMLInputElement[];
    expect(keepOlder!.checked).toBe(true); // the older record is proposed
    await userEvent.click(keepNewer!);
    await userEvent.click(within(pair).getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge candidates' });
    expect(dialog.textContent).toContain('Keep "Ann Keeper-Twin" and merge "Ann Keeper" into it?');
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(shownToast()).toContain('Ann Keeper was merged into Ann Keeper-Twin'));
    const post = server.requests.find((request) => request.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/duplicates/candidates/merge');
    expect(post.body).toEqual({ keptId: newer.id, mergedId: older.id });
    await screen.findByText('No likely duplicate candidates.');
  });
});
