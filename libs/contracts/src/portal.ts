import { z } from 'zod';
import { AppointmentStatus, JobMatchStatus } from './enums';
import { line, optionalText, text, TextLimit } from './fields';

/**
 * The portal context (services/portal): job matches recruiters suggest, appointments (a candidate's
 * scheduled interviews, made from the engagement service's interaction events) and messages between
 * recruiters and candidates. Candidates reach their own under `/api/candidate/...`; staff suggest,
 * send and read under `/api/job-matches`, `/api/messages` and `/api/appointments`.
 */

const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id');

/** The job role of a match or message as the portal's projection of the catalog knows it. */
export const PortalJobRoleRef = z.object({
  id: z.string(),
  title: z.string(),
  /** For 'View Details' (the public job page); null once the role is no longer open to visitors. */
  slug: z.string().nullable(),
  employer: z.object({ name: z.string() }).nullable(),
});
export type PortalJobRoleRef = z.infer<typeof PortalJobRoleRef>;

// ----- Job matches -----
/** POST /api/job-matches (staff): suggest a job role to a candidate. */
export const JobMatchInput = z.object({
  candidateId: objectId,
  jobRoleId: objectId,
  matchScore: z.number({ error: 'Match score must be a number from 0 to 100' }).int('Match score must be a whole number').min(0, 'Match score must be from 0 to 100').max(100, 'Match score must be from 0 to 100').optional().nullable(),
  notes: optionalText(TextLimit.text),
});
export type JobMatchInput = z.input<typeof JobMatchInput>;

export const JobMatch = z.object({
  id: z.string(),
  candidateId: z.string(),
  jobRoleId: z.string(),
  /** The staff member who suggested it. */
  userId: z.string(),
  status: JobMatchStatus,
  matchScore: z.number().int().nullable().optional(),
  notes: z.string().nullable().optional(),
  /** 'interested' once the candidate pressed 'Express Interest'; null before. */
  candidateResponse: z.string().nullable().optional(),
  respondedAt: z.string().nullable().optional(),
  /** Null when the role is unknown to the portal (deleted). */
  jobRole: PortalJobRoleRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobMatch = z.infer<typeof JobMatch>;
/** Newest first. */
export const JobMatchList = z.array(JobMatch);

/** GET /api/job-matches (staff): by candidate or by job role (at least one). */
export const JobMatchListQuery = z
  .object({ candidateId: objectId.optional(), jobRoleId: objectId.optional() })
  .refine((query) => query.candidateId || query.jobRoleId, 'Give a candidateId or a jobRoleId');

// ----- Appointments -----
export const Appointment = z.object({
  id: z.string(),
  candidateId: z.string(),
  /** The scheduled interview interaction this appointment follows. */
  interactionId: z.string(),
  /** The staff member who scheduled it, when known. */
  userId: z.string().nullable(),
  jobRoleId: z.string().nullable().optional(),
  title: z.string(),
  description: z.string().nullable().optional(),
  date: z.string(),
  duration: z.number().int(),
  location: z.string().nullable().optional(),
  type: z.literal('interview'),
  status: AppointmentStatus,
  candidateConfirmed: z.boolean(),
  confirmedAt: z.string().nullable().optional(),
  reminderSent: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Appointment = z.infer<typeof Appointment>;
/** By date, soonest first. */
export const AppointmentList = z.array(Appointment);

/** GET /api/appointments (staff): a candidate's or an interaction's appointments. */
export const AppointmentListQuery = z
  .object({ candidateId: objectId.optional(), interactionId: objectId.optional() })
  .refine((query) => query.candidateId || query.interactionId, 'Give a candidateId or an interactionId');

// ----- Messages -----
export const SenderType = z.enum(['staff', 'candidate']);

/** POST /api/messages (staff): a message to a candidate. */
export const MessageInput = z.object({
  candidateId: objectId,
  subject: line(TextLimit.line).min(1, 'Subject is required'),
  content: text(TextLimit.long).min(1, 'Message is required'),
  jobRoleId: z
    .union([z.literal('').transform(() => null), objectId])
    .optional()
    .nullable(),
});
export type MessageInput = z.input<typeof MessageInput>;

export const Message = z.object({
  id: z.string(),
  senderId: z.string(),
  senderType: SenderType,
  recipientId: z.string(),
  recipientType: SenderType,
  subject: z.string().nullable().optional(),
  content: z.string(),
  jobRoleId: z.string().nullable().optional(),
  /**
   * The conversation it belongs to: the id of the recruiter's message that began it (that message's own id);
   * replies and the answers to them carry it (decision 0121).
   */
  threadId: z.string(),
  isRead: z.boolean(),
  readAt: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof Message>;
/** Newest first. */
export const MessageList = z.array(Message);

/**
 * POST /api/candidate/messages/:id/replies (the candidate, to a message addressed to them) and
 * POST /api/messages/:id/replies (staff, in a candidate's thread): a message in the same thread. Several lines,
 * without control characters other than line breaks and tabs (they would hide text in the e-mail and the CRM).
 */
export const MessageReplyInput = z.object({
  content: text(TextLimit.text)
    .min(1, 'Reply is required')
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/, 'must be text, without control characters other than line breaks and tabs'),
});
export type MessageReplyInput = z.input<typeof MessageReplyInput>;

/** GET /api/messages (staff): the messages of a candidate's conversations, both ways. */
export const MessageListQuery = z.object({ candidateId: objectId });

// ----- Events -----
export const PortalEvents = {
  jobMatchSuggested: 'portal.job-match.suggested',
  /** The candidate pressed 'Express Interest'. */
  jobMatchResponded: 'portal.job-match.responded',
  jobMatchWithdrawn: 'portal.job-match.withdrawn',
  appointmentScheduled: 'portal.appointment.scheduled',
  appointmentUpdated: 'portal.appointment.updated',
  /** The candidate pressed 'Confirm Attendance'. */
  appointmentConfirmed: 'portal.appointment.confirmed',
  appointmentRemoved: 'portal.appointment.removed',
  /** A scheduled appointment is 24 hours or less away: its reminder is to be sent (once; `reminderSent`). */
  appointmentReminderDue: 'portal.appointment.reminder-due',
  messageSent: 'portal.message.sent',
  messageRead: 'portal.message.read',
  /** A candidate replied to a recruiter's message (data: the reply, `recipientId` the recruiter replied to). */
  messageReplied: 'portal.message.replied',
} as const;

/** Snapshots carried by the events (removed/withdrawn carry `{ id }`). */
export const JobMatchSnapshot = JobMatch.omit({ jobRole: true });
export type JobMatchSnapshot = z.infer<typeof JobMatchSnapshot>;
export const AppointmentSnapshot = Appointment;
export type AppointmentSnapshot = Appointment;
/** A message's events; those from before threads (decision 0121) carry no `threadId`: the message began its own. */
export const MessageSnapshot = Message.partial({ threadId: true });
export type MessageSnapshot = z.infer<typeof MessageSnapshot>;
