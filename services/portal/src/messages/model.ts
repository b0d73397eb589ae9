import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import { SenderType, type Message } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

const messageSchema = new Schema(
  {
    /** The candidate whose conversation it is (the recipient of a staff message), for their lists and erasure. */
    candidateId: { type: String, required: true },
    senderId: { type: String, required: true },
    senderType: { type: String, enum: SenderType.options, required: true },
    recipientId: { type: String, required: true },
    recipientType: { type: String, enum: SenderType.options, required: true },
    subject: { type: String, default: null },
    content: { type: String, required: true },
    jobRoleId: { type: String, default: null },
    /** The recruiter's message that began the conversation (its own id for that one); none on messages older than threads. */
    threadId: { type: String, default: null },
    isRead: { type: Boolean, default: false },
    readAt: { type: Date, default: null },
    // Set by the stores, not by mongoose: its timestamps would differ from the time the event carries.
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'messages' },
);
messageSchema.plugin(outboxPlugin);
// A candidate's recent replies are counted for their limit.
messageSchema.index({ senderId: 1, createdAt: -1 });

export type MessageDoc = InferSchemaType<typeof messageSchema> & { version: number };
export type StoredMessage = MessageDoc & { _id: Types.ObjectId };

export const messageModel = (db: Connection) => db.model('Message', messageSchema);

const iso = (value: Date | string | null | undefined) => new Date(value ?? Date.now()).toISOString();

export function toMessage(doc: StoredMessage): Message {
  return {
    id: doc._id.toHexString(),
    senderId: doc.senderId,
    senderType: doc.senderType,
    recipientId: doc.recipientId,
    recipientType: doc.recipientType,
    subject: doc.subject ?? null,
    content: doc.content,
    jobRoleId: doc.jobRoleId ?? null,
    threadId: doc.threadId ?? doc._id.toHexString(),
    isRead: doc.isRead ?? false,
    readAt: doc.readAt ? iso(doc.readAt) : null,
    createdAt: iso(doc.createdAt),
  };
}
