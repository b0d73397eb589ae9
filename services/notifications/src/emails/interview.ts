import { createEvent, type EventAttributes } from 'ics';
import { renderEmail, type EmailContent } from './layout';

export type InterviewChange = 'invitation' | 'update' | 'cancellation';

export interface Interview {
  interactionId: string;
  subject: string;
  /** ISO date-time of the start. */
  date: string;
  /** The interaction's version: the calendar's SEQUENCE, higher with every change. */
  sequence: number;
}

/** How long an interview is put in calendars: interactions have a start only. */
export const INTERVIEW_MINUTES = 60;

/** 'Tuesday, 1 December 2026 at 14:00 UTC': the calendar file carries the exact time for the reader's own zone. */
export function whenText(date: string): string {
  const formatted = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(date));
  return `${formatted} UTC`;
}

const TEXTS: Record<InterviewChange, { subject: string; heading: string; lead: (when: string) => string }> = {
  invitation: { subject: 'Interview invitation', heading: 'You are invited to an interview', lead: (when) => `Your interview is on ${when}.` },
  update: { subject: 'Interview moved', heading: 'Your interview has a new time', lead: (when) => `Your interview is now on ${when}.` },
  cancellation: { subject: 'Interview cancelled', heading: 'Your interview is cancelled', lead: (when) => `The interview planned for ${when} will not take place. Your recruiter will be in touch.` },
};

/** The e-mail to the candidate or the recruiter, with the calendar file the mail client offers to add or remove. */
export function interviewEmail(change: InterviewChange, interview: Interview, who: 'candidate' | 'recruiter', publicUrl: string): EmailContent {
  const texts = TEXTS[change];
  const when = whenText(interview.date);
  return renderEmail({
    subject: `${texts.subject}: ${interview.subject}`,
    heading: who === 'candidate' ? texts.heading : `${texts.subject}: ${interview.subject}`,
    paragraphs: [
      texts.lead(when),
      `About: ${interview.subject}.`,
      change === 'cancellation' ? 'Your calendar removes it with the attached file.' : 'The attached calendar file adds it to your calendar, and keeps it up to date when it changes.',
    ],
    action:
      who === 'candidate'
        ? { label: 'See your appointments', url: `${publicUrl}/candidateportal?tab=appointments` }
        : { label: 'Open the calendar', url: `${publicUrl}/manage/calendar` },
    footer:
      who === 'candidate'
        ? 'You receive this e-mail because your recruiter scheduled an interview with you.'
        : 'You receive this e-mail because you scheduled this interview in TalentBridge.',
  });
}

/** To the candidate, 24 hours or less before a scheduled appointment (decision 0097). */
export function interviewReminderEmail(appointment: { title: string; date: string; location?: string | null }, candidateName: string, publicUrl: string): EmailContent {
  return renderEmail({
    subject: `Reminder: ${appointment.title}, ${whenText(appointment.date)}`,
    heading: `See you soon, ${candidateName}`,
    paragraphs: [
      `A reminder of your interview on ${whenText(appointment.date)}.`,
      `About: ${appointment.title}.${appointment.location ? ` Where: ${appointment.location}.` : ''}`,
      'If you cannot make it, tell your recruiter as soon as you can, with a message in your candidate portal.',
    ],
    action: { label: 'See your appointments', url: `${publicUrl}/candidateportal?tab=appointments` },
    footer: 'You receive this e-mail because you have an interview scheduled with TalentBridge. Turn reminders off under E-mail Preferences in your portal\'s Profile tab.',
  });
}

/**
 * The iCalendar file (RFC 5545) of an interview: one UID per interaction, so each change replaces the
 * previous one in the calendar; METHOD:REQUEST to add or move it, METHOD:CANCEL to remove it.
 */
export function interviewCalendar(
  change: InterviewChange,
  interview: Interview,
  people: { organizer: { name: string; email: string }; attendees: { name: string; email: string }[] },
): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const method = change === 'cancellation' ? 'CANCEL' : 'REQUEST';
  const event: EventAttributes = {
    uid: `interview-${interview.interactionId}@talentbridge`,
    sequence: interview.sequence,
    method,
    status: change === 'cancellation' ? 'CANCELLED' : 'CONFIRMED',
    title: interview.subject,
    start: Date.parse(interview.date),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: INTERVIEW_MINUTES },
    organizer: people.organizer,
    attendees: people.attendees.map((person) => ({ ...person, rsvp: true, role: 'REQ-PARTICIPANT', partstat: 'NEEDS-ACTION' })),
    productId: 'talentbridge/notifications',
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw new Error(`could not make the interview's calendar file: ${error?.message ?? 'no content'}`);
  return { method, content: value };
}
