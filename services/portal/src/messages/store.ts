import { Types, type Connection } from 'mongoose';
import type { z } from 'zod';
import { PortalEvents, type MessageInput, type MessageReplyInput, type Message } from '@agency/contracts';
import { eventfulWrites, live, type OutboxRelay } from '@agency/service-kit';
import { messageModel, toMessage, type MessageDoc, type StoredMessage } from './model';

type NewMessage = z.output<typeof MessageInput>;
type Reply = z.output<typeof MessageReplyInput>;

const newestFirst = (a: Message, b: Message) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** Messages from recruiters to candidates: the only place that writes them, each change with its event. */
export function messageStore(db: Connection, relay?: OutboxRelay) {
  const model = messageModel(db);
  const writes = eventfulWrites<MessageDoc>(model, relay);

  return {
    model,

    async ofCandidate(candidateId: string): Promise<Message[]> {
      return ((await model.find({ candidateId, ...live }).lean()) as unknown as StoredMessage[]).map(toMessage).sort(newestFirst);
    },

    /** The candidate's message, or null for none or another candidate's (never told apart). */
    async find(id: string, candidateId: string): Promise<Message | null> {
      const doc = (await model.findOne({ _id: id, ...live }).lean()) as StoredMessage | null;
      return doc && doc.candidateId === candidateId ? toMessage(doc) : null;
    },

    /** The staff member's message to the candidate, in the thread it is an answer in (else a thread of its own). */
    async send(input: NewMessage, senderId: string, threadId?: string): Promise<Message> {
      const now = new Date();
      const id = new Types.ObjectId();
      const doc = await writes.create(
        {
          threadId: threadId ?? id.toHexString(),
          candidateId: input.candidateId,
          senderId,
          senderType: 'staff',
          recipientId: input.candidateId,
          recipientType: 'candidate',
          subject: input.subject,
          content: input.content,
          jobRoleId: input.jobRoleId ?? null,
          isRead: false,
          createdAt: now,
          updatedAt: now,
        } as Partial<MessageDoc>,
        PortalEvents.messageSent,
        (created) => toMessage(created as StoredMessage),
        id.toHexString(),
      );
      return toMessage(doc as StoredMessage);
    },

    /**
     * The candidate's reply to a message addressed to them: to its writer, in its thread, with the subject of the
     * thread ('Re: …'), so that an e-mail or a list without the thread still says what it answers.
     */
    async reply(to: Message, reply: Reply): Promise<Message> {
      const now = new Date();
      const doc = await writes.create(
        {
          candidateId: to.recipientId,
          senderId: to.recipientId,
          senderType: 'candidate',
          recipientId: to.senderId,
          recipientType: 'staff',
          subject: replySubject(to.subject),
          content: reply.content,
          jobRoleId: to.jobRoleId ?? null,
          threadId: to.threadId,
          isRead: false,
          createdAt: now,
          updatedAt: now,
        } as Partial<MessageDoc>,
        PortalEvents.messageReplied,
        (created) => toMessage(created as StoredMessage),
      );
      return toMessage(doc as StoredMessage);
    },

    /** A candidate's message of any thread, for staff to answer in it; null for none. */
    async findAny(id: string): Promise<Message | null> {
      if (!Types.ObjectId.isValid(id)) return null;
      const doc = (await model.findOne({ _id: id, ...live }).lean()) as StoredMessage | null;
      return doc && toMessage(doc);
    },

    /** How many messages the sender wrote since then: a candidate's replies are limited per hour. */
    sentSince: (senderId: string, since: Date) => model.countDocuments({ senderId, createdAt: { $gte: since }, ...live }),

    /** Opening a message marks it read, once: opening it again changes nothing and sends no second event. */
    async markRead(message: Message): Promise<Message | null> {
      if (message.isRead) return message;
      const doc = await writes.update(
        message.id,
        () => {
          const now = new Date();
          return { isRead: true, readAt: now, updatedAt: now } as Partial<MessageDoc>;
        },
        PortalEvents.messageRead,
        (updated) => toMessage(updated as StoredMessage),
      );
      return doc ? toMessage(doc as StoredMessage) : null;
    },

    /** Right to erasure: every message of the candidate, at once and without events. */
    eraseCandidate: (candidateId: string) => model.deleteMany({ candidateId }),
  };
}

/** 'Re: Interview next week' for a reply to 'Interview next week' (not 'Re: Re: …' for a reply in a reply's thread). */
export function replySubject(subject: string | null | undefined): string {
  const topic = (subject ?? '').replace(/^(re:\s*)+/i, '');
  return topic ? `Re: ${topic}` : 'Re: your message';
}

export type MessageStore = ReturnType<typeof messageStore>;
