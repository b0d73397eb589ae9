import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_TOKEN_KEY } from '@agency/web-kit';
import { answerRequests, type Answer } from '@agency/web-kit/testing';
import { aRole, axeViolations, CONTACT, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

/** The signed-in contact's account, and `roles` for their roles. */
function answerPortal(roles: () => Answer) {
  return answerRequests((request) => (request.url.pathname === '/api/client/auth/account' ? { body: CONTACT } : roles()));
}

describe("'Your roles' of a signed-in contact", () => {
  it("lists the employer's roles with place, status and candidates submitted, axe clean", async () => {
    signIn();
    const server = answerPortal(() => ({
      body: [
        aRole({ id: 'r1', title: 'Senior Engineer', location: 'London', status: 'open', submittedCount: 3 }),
        aRole({ id: 'r2', title: 'Head Chef', location: null, status: 'on_hold', submittedCount: 1 }),
      ],
    }));
    renderAt();
    const list = await screen.findByRole('list', { name: 'Your roles' });
    const [engineer, chef] = within(list).getAllByRole('listitem');
    expect(within(engineer!).getByRole('heading', { level: 2, name: 'Senior Engineer' })).toBeTruthy();
    expect(engineer!.textContent).toContain('London');
    expect(engineer!.textContent).toContain('Open');
    expect(engineer!.textContent).toContain('3 candidates submitted');
    expect(chef!.textContent).toContain('On Hold');
    expect(chef!.textContent).toContain('Location not set');
    expect(chef!.textContent).toContain('1 candidate submitted');
    expect(await screen.findByText(/^Acme Ltd/)).toBeTruthy();
    expect(server.urls().sort()).toEqual(['GET /api/client/auth/account', 'GET /api/client/job-roles']);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual(['Bearer client-token', 'Bearer client-token']);
    expect(await axeViolations()).toEqual([]);
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
