import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerRequests, shownToast } from '@agency/web-kit/testing';
import { administrator, recordRequests, recruiter, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

describe('/manage/users', () => {
  it('tells a non-administrator access is denied, and never asks for the list', async () => {
    const requests = recordRequests();
    await signIn(recruiter);
    renderAt('/manage/users');
    expect(screen.getByText('Access denied. Only administrators can manage users.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
    expect(requests.urls()).toEqual([]);
  });

  it('asks an administrator’s list of the server', async () => {
    const requests = recordRequests();
    await signIn(administrator);
    renderAt('/manage/users');
    expect(screen.getByRole('heading', { name: 'Team Members' })).toBeTruthy(); // no count before the list is in
    expect(screen.getByLabelText('Loading team members')).toBeTruthy();
    expect(requests.urls()).toEqual(['GET /api/users']);
  });

  it("shows a member invited by e-mail as 'invited' until they choose a password", async () => {
    const timestamps = { createdAt: '2026-11-26T10:00:00.000Z', updatedAt: '2026-11-26T10:00:00.000Z' };
    answerRequests(() => ({
      body: [
        { id: 'u1', name: 'Ada Active', email: 'ada@example.test', role: 'recruiter', status: 'active', invitationPending: false, ...timestamps },
        { id: 'u2', name: 'Ivy Invited', email: 'ivy@example.test', role: 'recruiter', status: 'active', invitationPending: true, ...timestamps },
        { id: 'u3', name: 'Dan Disabled', email: 'dan@example.test', role: 'recruiter', status: 'disabled', invitationPending: true, ...timestamps },
      ],
    }));
    await signIn(administrator);
    renderAt('/manage/users');
    const statusOf = async (name: string) => (await screen.findByText(name)).closest('tr')!.querySelectorAll('td')[3]!.textContent;
    expect(await statusOf('Ada Active')).toBe('active');
    expect(await statusOf('Ivy Invited')).toBe('invited');
    expect(await statusOf('Dan Disabled')).toBe('disabled');
  });
});

describe("'Edit Team Member' of a member invited by e-mail (issue 31)", () => {
  const timestamps = { createdAt: '2026-11-26T10:00:00.000Z', updatedAt: '2026-11-26T10:00:00.000Z' };
  const ivy = { id: 'u2', name: 'Ivy Invited', email: 'ivy@example.test', role: 'recruiter', status: 'active', invitationPending: true, ...timestamps };

  it("reads 'Invited', not 'Active', and 'Resend invitation' sends a new link", async () => {
    const server = answerRequests(({ method }) => (method === 'POST' ? { status: 204 } : { body: [ivy] }));
    await signIn(administrator);
    renderAt('/manage/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ivy Invited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Team Member' });
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(status.selectedOptions[0]!.textContent).toBe('Invited');
    expect(dialog.textContent).not.toContain('Active');

    await userEvent.click(screen.getByRole('button', { name: 'Resend invitation' }));
    await waitFor(() => expect(shownToast()).toContain('Invitation sent'));
    expect(shownToast()).toContain('ivy@example.test gets a new link; earlier links no longer work');
    expect(server.urls()).toEqual(['GET /api/users', 'POST /api/users/u2/invitation']);
  });

  it("shows the server's reason when no more links may be sent, and offers no resend to a member with a password", async () => {
    const ada = { ...ivy, id: 'u1', name: 'Ada Active', email: 'ada@example.test', invitationPending: false };
    answerRequests(({ method }) =>
      method === 'POST' ? { status: 429, body: { message: 'Ivy Invited was sent 3 links within the hour. Try again later.' } } : { body: [ada, ivy] },
    );
    await signIn(administrator);
    renderAt('/manage/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ivy Invited' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Resend invitation' }));
    await waitFor(() => expect(shownToast()).toContain('Ivy Invited was sent 3 links within the hour. Try again later.'));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Edit Team Member' })).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ada Active' }));
    await screen.findByRole('dialog', { name: 'Edit Team Member' });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Active');
    expect(screen.queryByRole('button', { name: 'Resend invitation' })).toBeNull();
  });
});

describe("'Add New Team Member'", () => {
  async function openDialog() {
    await signIn(administrator);
    renderAt('/manage/users');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    return screen.findByRole('dialog', { name: 'Add New Team Member' });
  }

  it('asks for a full name, an email and a role, recruiter by default, and invites by e-mail unless unticked (issue 31)', async () => {
    recordRequests();
    await openDialog();
    expect(screen.getByLabelText('Full Name')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect((screen.getByLabelText('Invite by e-mail: they choose their own password') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Password')).toBeNull();
    await userEvent.click(screen.getByLabelText('Invite by e-mail: they choose their own password'));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('recruiter');
  });

  it('checks the fields before sending anything', async () => {
    const requests = recordRequests();
    await openDialog();
    await userEvent.click(screen.getByLabelText('Invite by e-mail: they choose their own password'));
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Full Name is required')).toBeTruthy();
    expect(screen.getByText('Email must be a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 12 characters')).toBeTruthy();
    expect(requests.urls()).toEqual(['GET /api/users']);
  });

  it('shows every missing or invalid field at the first submit, whatever was filled in (issue 21)', async () => {
    const requests = recordRequests();
    await openDialog();
    await userEvent.click(screen.getByLabelText('Invite by e-mail: they choose their own password'));
    await userEvent.type(screen.getByLabelText('Full Name'), 'Sam Sourcer');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Email must be a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 12 characters')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Full Name'));
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'sam@example.test-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Full Name is required')).toBeTruthy();
    expect(screen.getByText("Password must not contain the team member's name or email")).toBeTruthy();

    await userEvent.click(screen.getByLabelText('Invite by e-mail: they choose their own password'));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Email must be a valid email address')).toBeTruthy();
    expect(screen.getByText('Full Name is required')).toBeTruthy();
    expect(requests.urls()).toEqual(['GET /api/users']);
  });

  it('sends the new member once the fields are valid', async () => {
    const requests = recordRequests();
    await openDialog();
    await userEvent.click(screen.getByLabelText('Invite by e-mail: they choose their own password'));
    await userEvent.type(screen.getByLabelText('Full Name'), 'Sam Sourcer');
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'manager');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeTruthy();
    expect(requests.urls()).toEqual(['GET /api/users', 'POST /api/users']);
    const [, init] = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls.find(([, sent]) => sent?.method === 'POST')!;
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Sam Sourcer',
      email: 'sam@example.test',
      password: 'long-enough-1',
      role: 'manager',
    });
  });

  it("with 'Invite by e-mail', asks for no password and sends none: the member is e-mailed a link (decision 0100)", async () => {
    const server = answerRequests(({ method, body }) =>
      method === 'POST' ? { status: 201, body: { id: 'u9', ...(body as object), status: 'active', invitationPending: true, createdAt: '2026-11-26T10:00:00.000Z', updatedAt: '2026-11-26T10:00:00.000Z' } } : { body: [] },
    );
    await openDialog();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByText('They get an e-mail with a link to choose their password, valid for 72 hours.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ivy Invited');
    await userEvent.type(screen.getByLabelText('Email'), 'ivy@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(shownToast()).toContain('Invitation sent'));
    expect(shownToast()).toContain('ivy@example.test gets a link to choose a password');
    expect(server.requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { name: 'Ivy Invited', email: 'ivy@example.test', role: 'recruiter' },
    ]);
  });

  it("refuses a password containing the member's name or email before sending, and shows the server's reason for a common one", async () => {
    const server = answerRequests(({ method }) =>
      method === 'POST' ? { status: 400, body: { message: 'This password is too common. Please choose another.' } } : { body: [] },
    );
    await openDialog();
    await userEvent.click(screen.getByLabelText('Invite by e-mail: they choose their own password'));
    await userEvent.type(screen.getByLabelText('Full Name'), 'Sam Sourcer');
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Sourcer-Rocks-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText("Password must not contain the team member's name or email")).toBeTruthy();
    expect(server.urls()).toEqual(['GET /api/users']);

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'password1234');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(shownToast()).toContain('This password is too common. Please choose another.'));
    expect(screen.getByRole('dialog', { name: 'Add New Team Member' })).toBeTruthy();
  });
});
