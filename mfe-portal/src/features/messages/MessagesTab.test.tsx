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
      [LIST]: [aMessage(), aMessage({ id: 'msg2', subject: 'Welcome', isRead: true })],
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
});
