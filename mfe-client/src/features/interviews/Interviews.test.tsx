import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerRequests, type Answer } from '@agency/web-kit/testing';
import { formatDateTime } from '../../shared/dates';
import { anInterview, aRole, axeViolations, CONTACT, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

function answerPortal(interviews: () => Answer) {
  signIn();
  return answerRequests(({ url }) => {
    if (url.pathname === '/api/client/auth/account') return { body: CONTACT };
    if (url.pathname === '/api/client/job-roles') return { body: [aRole()] };
    if (url.pathname === '/api/client/interviews') return interviews();
    return { body: [] };
  });
}

describe("'Interviews' of a signed-in contact", () => {
  it('lists the interviews arranged, soonest first, with role, candidate, date and time, and place, axe clean', async () => {
    const server = answerPortal(() => ({
      body: [
        anInterview({ id: 'i2', candidateLabel: 'Candidate 3F9A2C', scheduledAt: '2026-12-05T09:30:00.000Z', location: null, jobRole: { id: 'r2', title: 'Head Chef' } }),
        anInterview({ id: 'i1' }),
      ],
    }));
    renderAt('/clientportal/interviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Interviews' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Interviews' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Senior Engineer' }).getAttribute('href')).toBe('/clientportal/roles/r0000000000000000000000a');
    expect(first!.textContent).toContain(formatDateTime('2026-12-03T14:00:00.000Z'));
    expect(first!.textContent).toContain('1 Main Street, London');
    expect(within(second!).getByRole('heading', { level: 2, name: 'Candidate 3F9A2C' })).toBeTruthy();
    expect(second!.textContent).toContain('Head Chef');
    expect(second!.textContent).toContain(formatDateTime('2026-12-05T09:30:00.000Z'));
    expect(second!.textContent).toContain('To be confirmed by your recruiter');
    expect(server.urls()).toContain('GET /api/client/interviews');
    expect(server.requests.find((request) => request.url.pathname === '/api/client/interviews')!.headers.authorization).toBe('Bearer client-token');
    const nav = screen.getByRole('navigation', { name: 'Client Portal' });
    expect(within(nav).getByRole('link', { name: 'Interviews' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Your roles' }).getAttribute('aria-current')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when none is arranged yet', async () => {
    answerPortal(() => ({ body: [] }));
    renderAt('/clientportal/interviews');
    expect(await screen.findByRole('heading', { level: 2, name: 'No interviews yet' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Interviews' })).toBeNull();
  });

  it("is reached from the portal's navigation, and 'Your roles' leads back", async () => {
    answerPortal(() => ({ body: [anInterview()] }));
    renderAt();
    await screen.findByRole('list', { name: 'Your roles' });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Client Portal' })).getByRole('link', { name: 'Interviews' }));
    expect(screen.getByTestId('location').textContent).toBe('/clientportal/interviews');
    expect(await screen.findByRole('list', { name: 'Interviews' })).toBeTruthy();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Client Portal' })).getByRole('link', { name: 'Your roles' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/clientportal'));
  });

  it("signs the contact out with the server's reason when the session has ended (401)", async () => {
    signIn();
    answerRequests(() => ({ status: 401, body: { message: 'Your access to the client portal has ended. Please contact your recruiter.' } }));
    renderAt('/clientportal/interviews');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toBe('Your access to the client portal has ended. Please contact your recruiter.');
  });
});
