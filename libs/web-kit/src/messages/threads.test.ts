import { describe, expect, it } from 'vitest';
import type { Message } from '@agency/contracts';
import { messageThreads } from './threads';

const message = (id: string, threadId: string, createdAt: string, subject = 'Interview next week'): Message => ({
  id,
  threadId,
  senderId: 'u1',
  senderType: 'staff',
  recipientId: 'c1',
  recipientType: 'candidate',
  subject,
  content: id,
  isRead: false,
  createdAt,
});

describe('messageThreads', () => {
  it('groups messages by thread, oldest first inside, the thread with the newest message first', () => {
    const threads = messageThreads([
      message('answer', 'a', '2026-11-20T12:00:00Z', 'Re: Interview next week'),
      message('other', 'b', '2026-11-20T11:00:00Z', 'Welcome'),
      message('reply', 'a', '2026-11-20T10:00:00Z', 'Re: Interview next week'),
      message('a', 'a', '2026-11-20T09:00:00Z'),
    ]);
    expect(threads.map((thread) => [thread.id, thread.subject, thread.messages.map((m) => m.id)])).toEqual([
      ['a', 'Interview next week', ['a', 'reply', 'answer']],
      ['b', 'Welcome', ['other']],
    ]);
    expect(threads[0]!.latest.id).toBe('answer');
  });

  it("names a thread whose first message is not in the list by a later one's subject without 'Re:'", () => {
    expect(messageThreads([message('reply', 'gone', '2026-11-20T10:00:00Z', 'Re: Interview next week')])[0]!.subject).toBe('Interview next week');
  });
});
