import type { Connection } from 'mongoose';
import type { z } from 'zod';
import { PortalEvents, type MessageInput, type MessageSnapshot } from '@agency/contracts';
import { eventfulWrites, live, type OutboxRelay } from '@agency/service-kit';
import { messageModel, toMessage, type MessageDoc, type StoredMessage } from './model';

type NewMessage = z.output<typeof MessageInput>;

const newestFirst = (a: MessageSnapshot, b: MessageSnapshot) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** Messages from recruiters to candidates: the only place that writes them, each change with its event. */
export function messageStore(db: Connection, relay?: OutboxRelay) {
  const model = messageModel(db);
  const writes = eventfulWrites<MessageDoc>(model, relay);

  return {
    model,

    async ofCandidate(candidateId: string): Promise<MessageSnapshot[]> {
      return ((await model.find({ candidateId, ...live }).lean()) as unknown as StoredMessage[]).map(toMessage).sort(newestFirst);
    },

    /** The candidate's message, or null for none or another candidate's (never told apart). */
    async find(id: string, candidateId: string): Promise<MessageSnapshot | null> {
      const doc = (await model.findOne({ _id: id, ...live }).lean()) as StoredMessage | null;
      return doc && doc.candidateId === candidateId ? toMessage(doc) : null;
    },

    async send(input: NewMessage, senderId: string): Promise<MessageSnapshot> {
      const now = new Date();
      const doc = await writes.create(
        {
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
      );
      return toMessage(doc as StoredMessage);
    },

    /** Opening a message marks it read, once: opening it again changes nothing and sends no second event. */
    async markRead(message: MessageSnapshot): Promise<MessageSnapshot | null> {
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

export type MessageStore = ReturnType<typeof messageStore>;
