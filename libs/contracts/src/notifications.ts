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

// ----- What a candidate receives besides the e-mails that always go (decision 0099) -----
/** The e-mails a candidate may turn off; invitations, application and account e-mails always go. */
export const EmailPreferences = z.object({
  /** 'Reminder: …', 24 hours before an interview. */
  interviewReminders: z.boolean(),
  /** 'New message from your recruiter: …'. */
  messageAlerts: z.boolean(),
});
export type EmailPreferences = z.infer<typeof EmailPreferences>;
export const EmailPreferencesInput = EmailPreferences.partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, 'Give interviewReminders or messageAlerts, true or false');
export type EmailPreferencesInput = z.infer<typeof EmailPreferencesInput>;

/** A staff member's own optional e-mails (decision 0121): GET and PUT /api/staff/email-preferences. */
export const StaffEmailPreferences = z.object({
  /** 'E-mail me when a candidate replies': the alert of a candidate's reply to a message this member wrote. */
  candidateReplies: z.boolean(),
  /** 'E-mail me my tasks each morning': the digest of this member's tasks due today or overdue (decision 0135). */
  taskDigest: z.boolean(),
});
export type StaffEmailPreferences = z.infer<typeof StaffEmailPreferences>;
/** The preferences to change; one left out is kept. */
export const StaffEmailPreferencesInput = StaffEmailPreferences.partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, 'Give candidateReplies or taskDigest, true or false');
export type StaffEmailPreferencesInput = z.infer<typeof StaffEmailPreferencesInput>;

/** The one-click unsubscribe (RFC 8058) a mail client posts to the List-Unsubscribe address. */
export const UnsubscribeQuery = z.object({ token: z.string().min(1, 'The unsubscribe link is missing its token').max(300) });
export const UNSUBSCRIBED = 'You will no longer receive these e-mails. You can turn them back on in your candidate portal.';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. Turn e-mails off in your candidate portal instead.';
export const UnsubscribeAnswer = z.object({ message: z.string() });
