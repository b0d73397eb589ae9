import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import {
  type AppointmentSnapshot,
  type ApplicationSnapshot,
  type CandidateSnapshot,
  type EventEnvelope,
  type InteractionSnapshot,
  type LeadSnapshot,
  type MessageSnapshot,
  type SubmissionEventData,
  type UserSnapshot,
  AuthEvents,
  CandidatesEvents,
  EngagementEvents,
  PortalEvents,
} from '@agency/contracts';
import { createLogger, EventBus, newEvent, startService } from '@agency/service-kit';
import { client, newId, uniqueDbName, type OwnMailpit } from '@agency/testing';
import { notificationsServiceWith } from '../src/service';
import type { WebhookSettings } from '../src/webhooks/settings';

/** An e-mail as the service stores it (src/deliveries/model.ts). */
export interface StoredEmail {
  _id: string;
  kind: string;
  to: string;
  candidateId?: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError?: string;
}

/**
 * The real notifications service sending to `mailpit` (when given; other projects' tests need only its API),
 * with short retry timings. Its settings are read from the environment at start, as in production.
 */
export async function startNotifications(
  mailpit?: OwnMailpit,
  options: { dbName?: string; leadAlertsTo?: string; webhooks?: Partial<WebhookSettings> } = {},
) {
  if (mailpit) {
    process.env.SMTP_HOST = mailpit.smtpHost;
    process.env.SMTP_PORT = String(mailpit.smtpPort);
    process.env.PUBLIC_URL = 'https://jobs.example.com';
    process.env.LEAD_ALERTS_TO = options.leadAlertsTo ?? '';
  }
  const dbName = options.dbName ?? uniqueDbName('notifications');
  const service = await startService(notificationsServiceWith({ pollMs: 100, backoffMs: 200, maxBackoffMs: 1_000, claimMs: 5_000 }, { pollMs: 100, ...options.webhooks }), {
    port: 0,
    mongoUrl: inject('mongoUrl'),
    natsUrl: inject('natsUrl'),
    dbName,
    logLevel: 'error',
  });
  return Object.assign(service, { dbName, ...client(service), emails: () => service.context.db.collection<StoredEmail>('emails').find().toArray() });
}

export async function connectBus(): Promise<EventBus> {
  const name = `notifications-test-${randomUUID()}`;
  return EventBus.connect(inject('natsUrl'), name, createLogger(name));
}

/**
 * The text of the calendar file (.ics) a message in `mailpit` carries, attached or inline; it throws when there
 * is none.
 */
export async function calendarText(mailpit: OwnMailpit, messageId: string): Promise<string> {
  type Part = { PartID: string; ContentType: string };
  const message = (await mailpit.message(messageId)) as unknown as { Attachments?: Part[]; Inline?: Part[] };
  const parts = [...(message.Attachments ?? []), ...(message.Inline ?? [])];
  const part = parts.find((p) => p.ContentType.startsWith('text/calendar') || p.ContentType.startsWith('application/ics'));
  if (!part) throw new Error(`no calendar file in ${JSON.stringify(parts)}`);
  return (await fetch(`${mailpit.apiUrl}/api/v1/message/${messageId}/part/${part.PartID}`)).text();
}

function envelope(type: string, aggregateId: string, data: unknown, version = 1): EventEnvelope {
  return newEvent(type, aggregateId, version, data);
}

/** What the candidates service publishes when an application is stored. */
export function applicationSubmitted(fields: Partial<ApplicationSnapshot> = {}, version = 1): EventEnvelope<ApplicationSnapshot> {
  const now = new Date().toISOString();
  const application: ApplicationSnapshot = {
    id: newId(),
    jobRoleId: newId(),
    candidateId: newId(),
    jobRoleTitle: 'Senior Data Engineer',
    candidateEmail: `applicant.${randomUUID().slice(0, 8)}@example.com`,
    candidateFullName: 'Ada Lovelace',
    candidatePhone: null,
    coverLetter: null,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    ...fields,
  } as ApplicationSnapshot;
  return envelope(CandidatesEvents.applicationSubmitted, application.id, application, version) as EventEnvelope<ApplicationSnapshot>;
}

export function leadReceived(fields: Partial<LeadSnapshot> = {}): EventEnvelope<LeadSnapshot> {
  const now = new Date().toISOString();
  const lead: LeadSnapshot = {
    id: newId(),
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: null,
    message: 'We need three engineers.',
    service: 'consultation',
    source: 'website',
    status: 'new',
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
  return envelope(EngagementEvents.leadReceived, lead.id, lead) as EventEnvelope<LeadSnapshot>;
}

export function staffUser(fields: Partial<UserSnapshot>, version = 1): EventEnvelope<UserSnapshot> {
  const user: UserSnapshot = { id: newId(), name: 'Team Member', email: `${randomUUID().slice(0, 8)}@talentbridge.local`, role: 'recruiter', status: 'active', sessionVersion: 0, ...fields };
  return envelope(version === 1 ? AuthEvents.userCreated : AuthEvents.userUpdated, user.id, user, version) as EventEnvelope<UserSnapshot>;
}

/** What the candidates service publishes about a candidate (version 1: created; later: updated). */
export function candidateSaved(fields: Partial<CandidateSnapshot> & { id: string }, version = 1): EventEnvelope<CandidateSnapshot> {
  const now = new Date().toISOString();
  const candidate: CandidateSnapshot = { name: 'Ada Lovelace', email: null, availability: 'available', profileCompleted: true, createdAt: now, updatedAt: now, ...fields };
  return envelope(version === 1 ? CandidatesEvents.candidateCreated : CandidatesEvents.candidateUpdated, candidate.id, candidate, version) as EventEnvelope<CandidateSnapshot>;
}

export function candidateErased(id: string, version: number): EventEnvelope {
  return envelope(CandidatesEvents.candidateDeleted, id, { id }, version);
}

/** What the portal service publishes when a message is sent (by staff to a candidate unless told). */
export function messageSent(fields: Partial<MessageSnapshot> & { recipientId: string }): EventEnvelope<MessageSnapshot> {
  const message: MessageSnapshot = {
    id: newId(),
    senderId: newId(),
    senderType: 'staff',
    recipientType: 'candidate',
    subject: 'Interview next week',
    content: 'Could you send your availability?',
    jobRoleId: null,
    isRead: false,
    readAt: null,
    createdAt: new Date().toISOString(),
    ...fields,
  };
  return envelope(PortalEvents.messageSent, message.id, message) as EventEnvelope<MessageSnapshot>;
}

/** What the portal service publishes when a candidate replies to a staff member's message (decision 0121). */
export function messageReplied(fields: Partial<MessageSnapshot> & { senderId: string; recipientId: string }): EventEnvelope<MessageSnapshot> {
  const id = newId();
  const reply: MessageSnapshot = {
    id,
    senderType: 'candidate',
    recipientType: 'staff',
    subject: 'Re: Interview next week',
    content: 'Tuesday works for me.',
    jobRoleId: null,
    threadId: newId(),
    isRead: false,
    readAt: null,
    createdAt: new Date().toISOString(),
    ...fields,
  };
  return envelope(PortalEvents.messageReplied, id, reply) as EventEnvelope<MessageSnapshot>;
}

/** What the portal publishes when an appointment's reminder is due (decision 0097). */
export function reminderDue(fields: Partial<AppointmentSnapshot> & { candidateId: string }, version = 2): EventEnvelope<AppointmentSnapshot> {
  const now = new Date().toISOString();
  const appointment: AppointmentSnapshot = {
    id: newId(),
    interactionId: newId(),
    userId: null,
    title: 'Interview: Senior Data Engineer',
    date: new Date(Date.now() + 20 * 3_600_000).toISOString(),
    duration: 60,
    location: 'Canary Wharf, floor 12',
    type: 'interview',
    status: 'scheduled',
    candidateConfirmed: false,
    reminderSent: true,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
  return envelope(PortalEvents.appointmentReminderDue, appointment.id, appointment, version) as EventEnvelope<AppointmentSnapshot>;
}

/** What the engagement service publishes about an interaction (version 1: created; later: updated). */
export function interactionSaved(fields: Partial<InteractionSnapshot> & { id: string }, version: number): EventEnvelope<InteractionSnapshot> {
  const now = new Date().toISOString();
  const interaction: InteractionSnapshot = {
    type: 'interview',
    subject: 'Interview: Senior Data Engineer',
    date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    status: 'scheduled',
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
  return envelope(version === 1 ? EngagementEvents.interactionCreated : EngagementEvents.interactionUpdated, interaction.id, interaction, version) as EventEnvelope<InteractionSnapshot>;
}

export function interactionDeleted(id: string, version: number): EventEnvelope {
  return envelope(EngagementEvents.interactionDeleted, id, { id }, version);
}

/** What the engagement service publishes about a submission (decision 0132): asked for consent unless told. */
export function submissionEvent(type: string, fields: Partial<SubmissionEventData> & { candidateId: string; recruiterId: string }, version = 1): EventEnvelope<SubmissionEventData> {
  const now = new Date().toISOString();
  const submission: SubmissionEventData = {
    id: newId(),
    jobRoleId: newId(),
    employerId: newId(),
    entryId: newId(),
    status: 'awaiting_consent',
    anonymised: false,
    note: null,
    consent: null,
    declinedAt: null,
    submittedAt: null,
    feedback: [],
    interviewId: null,
    reminderSentAt: null,
    createdAt: now,
    updatedAt: now,
    jobRoleTitle: 'Senior Data Engineer',
    employerName: 'Northwind Traders',
    candidateName: 'Ada Lovelace',
    ...fields,
  };
  return envelope(type, submission.id, submission, version) as EventEnvelope<SubmissionEventData>;
}
