import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMessageDate } from '../../shared/dates';
import { aMessage, resetPage, showDashboardTab } from '../../test-utils';

afterEach(resetPage);

const LIST = '/api/candidate/messages';

describe('the Messages tab', () => {
  it("shows 'Messages' and each one's subject, time, 'New' when unread, and content", async () => {
    showDashboardTab('messages', {
      [LIST]: [aMessage(), aMessage({ id: 'msg2', subject: 'Welcome', isRead: true, createdAt: '2026-11-19T09:00:00.000Z' })],
    });
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeTruthy();
    const [unread, read] = screen.getAllByRole('listitem');
    expect(within(unread!).getByText('Next steps')).toBeTruthy();
    expect(within(unread!).getByText(formatMessageDate('2026-11-20T09:00:00.000Z'))).toBeTruthy();
    expect(within(unread!).getByText('New')).toBeTruthy();
    expect(within(unread!).getByText('Could you send your availability for next week?')).toBeTruthy();
    expect(within(read!).queryByText('New')).toBeNull();
  });

  it("says 'No messages yet' when there are none", async () => {
    showDashboardTab('messages', { [LIST]: [] });
    expect(await screen.findByText('No messages yet')).toBeTruthy();
  });

  it("opening an unread message marks it read and its 'New' badge goes", async () => {
    const server = showDashboardTab('messages', { [LIST]: [aMessage()] }, () => ({
      body: aMessage({ isRead: true }),
    }));
    const opener = await screen.findByRole('button', { name: /Next steps/ });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    opener.focus();
    await userEvent.keyboard('{Enter}');
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(screen.queryByText('New')).toBeNull());
    expect(server.urls().filter((url) => url.startsWith('POST'))).toEqual([
      'POST /api/candidate/messages/msg1/read',
    ]);
  });

  it('does not mark a read message again', async () => {
    const server = showDashboardTab('messages', { [LIST]: [aMessage({ isRead: true })] });
    await userEvent.click(await screen.findByRole('button', { name: /Next steps/ }));
    expect(screen.getByRole('button', { name: /Next steps/ }).getAttribute('aria-expanded')).toBe('true');
    expect(server.urls().filter((url) => url.startsWith('POST'))).toEqual([]);
  });

  it('shows a conversation oldest first, the candidate\'s own replies as theirs, newest conversation first', async () => {
    showDashboardTab('messages', {
      [LIST]: [
        aMessage({ id: 'answer', threadId: 'msg1', subject: 'Re: Next steps', content: 'Great, see you then.', isRead: true, createdAt: '2026-11-20T11:00:00.000Z' }),
        aMessage({ id: 'reply', threadId: 'msg1', senderType: 'candidate', senderId: 'me', recipientType: 'staff', recipientId: 'u1', subject: 'Re: Next steps', content: 'Tuesday works.', createdAt: '2026-11-20T10:00:00.000Z' }),
        aMessage({ isRead: true }),
        aMessage({ id: 'older', subject: 'Welcome', isRead: true, createdAt: '2026-11-01T09:00:00.000Z' }),
      ],
    });
    const openers = await screen.findAllByRole('button', { expanded: false });
    expect(openers.map((opener) => opener.textContent)).toEqual([expect.stringMatching(/^Next steps.*3 messages/), expect.stringMatching(/^Welcome/)]);
    await userEvent.click(openers[0]!);
    const conversation = screen.getByRole('list', { name: 'Conversation: Next steps' });
    expect(within(conversation).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Your recruiter.*Could you send your availability for next week\?$/),
      expect.stringMatching(/^You.*Tuesday works\.$/),
      expect.stringMatching(/^Your recruiter.*Great, see you then\.$/),
    ]);
  });

  it('sends a reply to the newest message addressed to the candidate, and says why one cannot be sent', async () => {
    const server = showDashboardTab(
      'messages',
      { [LIST]: [aMessage({ isRead: true }), aMessage({ id: 'answer', threadId: 'msg1', isRead: true, createdAt: '2026-11-21T09:00:00.000Z' })] },
      (request) => (request.method === 'POST' ? { status: 201, body: aMessage({ id: 'mine', threadId: 'msg1', senderType: 'candidate', recipientType: 'staff', content: 'Tuesday works.' }) } : { body: null }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Next steps/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(screen.getByText('Reply is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Your reply'), 'Tuesday works.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(server.urls().filter((url) => url.startsWith('POST'))).toEqual(['POST /api/candidate/messages/answer/replies']));
    await waitFor(() => expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe(''));
    // The counter follows the emptied box.
    expect(screen.getByText('0 / 5,000')).toBeTruthy();
  });

  it("keeps the reply and says why when the server refuses it", async () => {
    showDashboardTab('messages', { [LIST]: [aMessage({ isRead: true })] }, (request) =>
      request.method === 'POST' ? { status: 429, body: { message: 'You have sent many replies in the last hour.' } } : { body: null },
    );
    await userEvent.click(await screen.findByRole('button', { name: /Next steps/ }));
    await userEvent.type(screen.getByLabelText('Your reply'), 'Hello again');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You have sent many replies in the last hour.');
    expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('Hello again');
  });
});
