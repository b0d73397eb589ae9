import { Schema, type Connection } from 'mongoose';
import { queuedRecordFields } from '../shared/claims';

export const EmailStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EmailStatuses)[number];

/** An e-mail as it is queued: what it says and to whom. */
export interface NewEmail {
  /**
   * What the e-mail is about and to whom, e.g. `application-received:<application id>:<address>`: the
   * record's id, so that an event delivered twice, or handled by two instances, queues it once.
   */
  key: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The candidate it concerns, for the record shown in the CRM. */
  candidateId?: string;
  headers?: Record<string, string>;
  /** The body holds something that must not be kept (a sign-in link): dropped once sent. */
  forgetBodyWhenSent?: boolean;
  /** A calendar invitation (iCalendar text): sent as the text/calendar part mail clients act on, and as invite.ics. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

const emailSchema = new Schema(
  {
    _id: String,
    kind: { type: String, required: true },
    to: { type: String, required: true },
    candidateId: String,
    subject: String,
    text: String,
    html: String,
    headers: { type: Schema.Types.Mixed, default: {} },
    forgetBodyWhenSent: { type: Boolean, default: false },
    calendar: { type: new Schema({ method: String, content: String }, { _id: false }), default: null },
    status: { type: String, enum: EmailStatuses, required: true },
    ...queuedRecordFields,
    lastError: String,
    sentAt: Date,
  },
  { collection: 'emails', versionKey: false },
);
emailSchema.index({ status: 1, nextAttemptAt: 1 });
emailSchema.index({ candidateId: 1, createdAt: -1 });

export function emailModel(db: Connection) {
  return db.model('Email', emailSchema);
}
export type EmailModel = ReturnType<typeof emailModel>;
