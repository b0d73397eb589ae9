import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_TOKEN_KEY } from '@agency/web-kit';
import { answerRequests, type Answer } from '@agency/web-kit/testing';
import { aRole, aSubmission, axeViolations, CONTACT, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

/** The signed-in contact's account, `roles` for their roles, and `submissions` for the candidates put forward (none by default). */
function answerPortal(roles: () => Answer, submissions: () => Answer = () => ({ body: [] })) {
  return answerRequests((request) => {
    if (request.url.pathname === '/api/client/auth/account') return { body: CONTACT };
    if (request.url.pathname === '/api/client/submissions') return submissions();
    return roles();
  });
}

describe("'Your roles' of a signed-in contact", () => {
  it("lists the employer's roles with place, status and the candidates submitted (counted from the submissions), axe clean", async () => {
    signIn();
    const server = answerPortal(
      () => ({
        body: [
          // The catalog's count may lag behind: the submissions are what counts.
          aRole({ id: 'r1', title: 'Senior Engineer', location: 'London', status: 'open', submittedCount: 0 }),
          aRole({ id: 'r2', title: 'Head Chef', location: null, status: 'on_hold', submittedCount: 0 }),
        ],
      }),
      () => ({
        body: [
          aSubmission({ id: 's1', jobRole: { id: 'r1', title: 'Senior Engineer' } }),
          aSubmission({ id: 's2', jobRole: { id: 'r1', title: 'Senior Engineer' } }),
          aSubmission({ id: 's3', jobRole: { id: 'r1', title: 'Senior Engineer' } }),
          aSubmission({ id: 's4', jobRole: { id: 'r2', title: 'Head Chef' } }),
        ],
      }),
    );
    renderAt();
    const list = await screen.findByRole('list', { name: 'Your roles' });
    const [engineer, chef] = within(list).getAllByRole('listitem');
    expect(within(engineer!).getByRole('heading', { level: 2, name: 'Senior Engineer' })).toBeTruthy();
    expect(within(engineer!).getByRole('link', { name: 'Senior Engineer' }).getAttribute('href')).toBe('/clientportal/roles/r1');
    expect(engineer!.textContent).toContain('London');
    expect(engineer!.textContent).toContain('Open');
    await waitFor(() => expect(engineer!.textContent).toContain('3 candidates submitted'));
    expect(chef!.textContent).toContain('On Hold');
    expect(chef!.textContent).toContain('Location not set');
    expect(chef!.textContent).toContain('1 candidate submitted');
    expect(await screen.findByText(/^Acme Ltd/)).toBeTruthy();
    expect(server.urls().sort()).toEqual(['GET /api/client/auth/account', 'GET /api/client/job-roles', 'GET /api/client/submissions']);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual(['Bearer client-token', 'Bearer client-token', 'Bearer client-token']);
    expect(await axeViolations()).toEqual([]);
  });

  it("falls back to the catalog's count when the submissions cannot be read", async () => {
    signIn();
    answerPortal(
      () => ({ body: [aRole({ id: 'r1', submittedCount: 2 })] }),
      () => ({ status: 503, body: { message: 'The service is starting. Try again shortly.' } }),
    );
    renderAt();
    const list = await screen.findByRole('list', { name: 'Your roles' });
    await waitFor(() => expect(within(list).getByRole('listitem').textContent).toContain('2 candidates submitted'));
  });

  it('says so when the agency has no role for the employer yet', async () => {
    signIn();
    answerPortal(() => ({ body: [] }));
    renderAt();
    expect(await screen.findByRole('heading', { level: 2, name: 'No roles yet' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your roles' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("'Sign Out' forgets the token and shows the sign-in card", async () => {
    signIn();
    answerPortal(() => ({ body: [aRole()] }));
    renderAt();
    await screen.findByRole('list', { name: 'Your roles' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeTruthy();
    expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBeNull();
  });

  it("signs the contact out with the server's reason when the session has ended (401)", async () => {
    signIn('expired-token');
    answerRequests(() => ({ status: 401, body: { message: 'Your session has expired. Please sign in again.' } }));
    renderAt();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toBe('Your session has expired. Please sign in again.');
    expect(localStorage.getItem(CLIENT_TOKEN_KEY)).toBeNull();
  });

  it('offers to try again when the roles cannot be read', async () => {
    signIn();
    let fail = true;
    answerPortal(() => (fail ? { status: 503, body: { message: 'The service is starting. Try again shortly.' } } : { body: [aRole()] }));
    renderAt();
    expect((await screen.findByRole('alert')).textContent).toContain('The service is starting. Try again shortly.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Your roles' })).toBeTruthy();
  });
});
