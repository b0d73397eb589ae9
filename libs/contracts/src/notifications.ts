import { z } from 'zod';

const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id');

// ----- The e-mails sent to a candidate, as the CRM lists them (services/notifications, decision 0094) -----
export const EmailStatus = z.enum(['queued', 'sending', 'sent', 'failed']);
export type EmailStatus = z.infer<typeof EmailStatus>;

export const EmailRecord = z.object({
  /** What it is about and to whom, e.g. `application-received:<application id>`. */
  id: z.string(),
  /** e.g. application-received, password-link, portal-message, interview-invitation, interview-update, interview-cancellation. */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: EmailStatus,
  attempts: z.number().int(),
  /** The SMTP server's answer when it was refused, or the last error while it waits to be tried again. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EmailRecord = z.infer<typeof EmailRecord>;

/** Newest first, the latest 100. */
export const EmailRecordList = z.array(EmailRecord);
export type EmailRecordList = z.infer<typeof EmailRecordList>;
export const EmailRecordQuery = z.object({ candidateId: objectId });
