import type { Message } from '@agency/contracts';

/** A conversation of a candidate's: a recruiter's message, the candidate's replies and the answers to them. */
export interface MessageThread {
  /** The id of the message that began it. */
  id: string;
  /** The first message's subject ('Re: …' of a later one when the first is not in the list). */
  subject: string;
  /** Oldest first, as a conversation is read. */
  messages: Message[];
  /** The newest message. */
  latest: Message;
}

const oldestFirst = (a: Message, b: Message) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** The messages of a list (in any order) as threads, the one with the newest message first (decision 0121). */
export function messageThreads(messages: readonly Message[]): MessageThread[] {
  const byThread = new Map<string, Message[]>();
  for (const message of messages) byThread.set(message.threadId, [...(byThread.get(message.threadId) ?? []), message]);
  const threads = [...byThread].map(([id, inThread]): MessageThread => {
    const ordered = [...inThread].sort(oldestFirst);
    const first = ordered[0]!;
    const subject = first.id === id ? (first.subject ?? '') : (first.subject ?? '').replace(/^re:\s*/i, '');
    return { id, subject, messages: ordered, latest: ordered[ordered.length - 1]! };
  });
  return threads.sort((a, b) => oldestFirst(b.latest, a.latest));
}
