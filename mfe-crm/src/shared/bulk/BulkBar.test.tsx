import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BulkJob } from '@agency/contracts';
import { ThemeProvider, Toaster, theme } from '@agency/ui';
import { answerRequests } from '@agency/web-kit/testing';
import { store } from '../../store';
import { recruiter, resetPage, signIn } from '../../test-utils';
import { BulkBar, type BulkTarget } from './BulkBar';

afterEach(resetPage);

const JOB_ID = '65c000000000000000000001';
function job(fields: Partial<BulkJob> = {}): BulkJob {
  return {
    id: JOB_ID,
    action: { type: 'set-availability', availability: 'placed' },
    selection: { ids: ['65a000000000000000000001'] },
    state: 'done',
    counts: { total: 3, done: 2, skipped: 1, skippedReasons: [{ reason: 'No longer in the database (erased or merged)', count: 1 }], failed: 0, failures: [] },
    error: null,
    startedBy: { id: recruiter.id, name: recruiter.name },
    startedAt: '2026-12-01T10:00:00.000Z',
    finishedAt: '2026-12-01T10:00:01.000Z',
    ...fields,
  };
}

async function showBar(target: BulkTarget, onClear = () => undefined) {
  await signIn(recruiter);
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <Toaster>
          <BulkBar target={target} onClear={onClear} />
        </Toaster>
      </ThemeProvider>
    </Provider>,
  );
  return within(screen.getByRole('region', { name: 'Bulk actions' }));
}

describe('the selection bar', () => {
  it('applies an action to the ticked rows after a confirmation naming how many, then shows the report', async () => {
    const server = answerRequests(({ method, url }) => (method === 'POST' && url.pathname === '/api/candidates/bulk' ? { body: job() } : { body: job() }));
    const bar = await showBar({ ids: ['65a000000000000000000001', '65a000000000000000000002', '65a000000000000000000003'] });
    expect(bar.getByText('3 selected')).toBeTruthy();
    await userEvent.selectOptions(bar.getByLabelText('Action'), 'set-availability');
    await userEvent.selectOptions(bar.getByLabelText('Availability'), 'placed');
    await userEvent.click(bar.getByRole('button', { name: 'Apply…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply to the selection?' }));
    expect(dialog.getByText('Set availability for 3 candidates.')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Apply to 3' }));
    const report = await screen.findByRole('status');
    expect(report.textContent).toContain('Done: 2 of 3 done');
    expect(report.textContent).toContain('Skipped 1: No longer in the database (erased or merged)');
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      selection: { ids: ['65a000000000000000000001', '65a000000000000000000002', '65a000000000000000000003'] },
      action: { type: 'set-availability', availability: 'placed' },
    });
  });

  it('says what is missing before asking anything of the server', async () => {
    const server = answerRequests(() => 'pending');
    const bar = await showBar({ query: 'q=python', total: 1200 });
    expect(bar.getByText('All 1,200 matches of the search')).toBeTruthy();
    await userEvent.click(bar.getByRole('button', { name: 'Apply…' }));
    expect(bar.getByRole('alert').textContent).toBe('Give at least one tag');
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('follows a background job with a progress bar and Cancel, until its report', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    let cancelled = false;
    const server = answerRequests(({ method, url }) => {
      if (method === 'POST' && url.pathname === '/api/candidates/bulk') return { status: 202, body: job({ state: 'queued', selection: { query: 'q=python' }, counts: { ...job().counts, total: 1200, done: 0, skipped: 0, skippedReasons: [] } }) };
      if (method === 'POST' && url.pathname.endsWith('/cancel')) {
        cancelled = true;
        return { status: 202, body: job({ state: 'running' }) };
      }
      reads++;
      if (cancelled) return { body: job({ state: 'cancelled', counts: { total: 1200, done: 500, skipped: 0, skippedReasons: [], failed: 0, failures: [] } }) };
      return { body: job({ state: 'running', counts: { total: 1200, done: 300, skipped: 0, skippedReasons: [], failed: 0, failures: [] } }) };
    });
    const bar = await showBar({ query: 'q=python', total: 1200 });
    await userEvent.type(bar.getByLabelText('Tags'), 'Python, Hot');
    await userEvent.click(bar.getByRole('button', { name: 'Apply…' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply to 1,200' }));
    const progress = await screen.findByRole('progressbar', { name: 'Bulk job progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('300 of 1,200')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.advanceTimersByTimeAsync(1_500);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Cancelled: 500 of 1,200 done'));
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(server.requests.find((request) => request.method === 'POST' && request.url.pathname === '/api/candidates/bulk')?.body).toEqual({
      selection: { query: 'q=python' },
      action: { type: 'add-tags', tags: ['Python', 'Hot'] },
    });
    vi.useRealTimers();
  });
});
