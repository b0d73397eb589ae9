import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerRequests, shownToast } from '@agency/web-kit/testing';
import { recruiter, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

describe("'E-mail settings' in the sidebar", () => {
  it("turns 'E-mail me when a candidate replies' off for the signed-in member, saved at once", async () => {
    let stored = { candidateReplies: true, taskDigest: true };
    const server = answerRequests((request) => {
      if (request.url.pathname !== '/api/staff/email-preferences') return 'pending';
      if (request.method === 'PUT') stored = { ...stored, ...(request.body as Partial<typeof stored>) };
      return { body: stored };
    });
    await signIn(recruiter);
    renderAt('/manage/leads');
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail settings' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'E-mail settings' }));
    const replies = (await dialog.findByRole('checkbox', { name: 'E-mail me when a candidate replies' })) as HTMLInputElement;
    expect(replies.checked).toBe(true);
    await userEvent.click(replies);
    await waitFor(() => expect(shownToast()).toContain('E-mail settings saved'));
    expect(replies.checked).toBe(false);
    expect(server.urls().filter((url) => url.includes('email-preferences'))).toEqual(['GET /api/staff/email-preferences', 'PUT /api/staff/email-preferences']);
    expect(stored).toEqual({ candidateReplies: false, taskDigest: true });
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({ candidateReplies: false });

    // The morning digest of due tasks (decision 0135), on until turned off, on its own.
    const digest = dialog.getByRole('checkbox', { name: 'E-mail me my tasks each morning' }) as HTMLInputElement;
    expect(digest.checked).toBe(true);
    await userEvent.click(digest);
    await waitFor(() => expect(digest.checked).toBe(false));
    expect(stored).toEqual({ candidateReplies: false, taskDigest: false });
    expect(server.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([{ candidateReplies: false }, { taskDigest: false }]);
  });

  it('says so when the settings cannot be loaded', async () => {
    answerRequests((request) => (request.url.pathname === '/api/staff/email-preferences' ? { status: 503, body: { message: 'Unavailable' } } : 'pending'));
    await signIn(recruiter);
    renderAt('/manage/leads');
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail settings' }));
    expect(await screen.findByText('Your e-mail settings cannot be loaded right now. Please try again later.')).toBeTruthy();
  });
});
