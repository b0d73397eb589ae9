import { createEvent, type EventAttributes } from 'ics';
import { INTERVIEW_MINUTES } from '@agency/contracts';
import { renderEmail, type EmailContent } from './layout';

export type InterviewChange = 'invitation' | 'update' | 'cancellation';

export interface Interview {
  interactionId: string;
  subject: string;
  /** ISO date-time of the start. */
  date: string;
  /** The interaction's version: the calendar's SEQUENCE, higher with every change. */
  sequence: number;
  /** Set on the interview by the recruiter (decision 0122); the length is an hour when not. */
  durationMinutes?: number | null;
  /** An address, or a video link. */
  location?: string | null;
  /** The candidate's IANA time zone: the time is written in it; in UTC when not known. */
  timeZone?: string | null;
  /** Names as this service last heard them: the employer the interview is with, the recruiter who arranged it. */
  employer?: string | null;
  recruiter?: string | null;
}

/**
 * 'Tuesday, 1 December 2026 at 09:00 (America/New_York)' in the candidate's zone where known, else '… at 14:00
 * UTC'; the calendar file carries the exact time for the reader's own zone.
 */
export function whenText(date: string, timeZone?: string | null): string {
  const zone = timeZone || 'UTC';
  const formatted = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(new Date(date));
  return zone === 'UTC' ? `${formatted} UTC` : `${formatted} (${zone})`;
}

const minutesOf = (interview: Interview) => interview.durationMinutes ?? INTERVIEW_MINUTES.default;
/** A location that is a web address is a video link: the calendar file also carries it as its URL. */
const videoLink = (location: string | null | undefined) => (location && /^https?:\/\/\S+$/i.test(location) ? location : null);

/**
 * What the invitation says beyond its time: the employer, the length, the place and the recruiter ('Your
 * recruiter' to the candidate; 'Recruiter' to the recruiter and in the calendar file both share).
 */
function detailsOf(interview: Interview, who: 'candidate' | 'recruiter'): [string, string][] {
  const where = interview.location ? [[videoLink(interview.location) ? 'Video link' : 'Where', interview.location] as [string, string]] : [];
  return [
    ...(interview.employer ? [['Employer', interview.employer] as [string, string]] : []),
    ['When', whenText(interview.date, interview.timeZone)],
    ['Length', `${minutesOf(interview)} minutes`],
    ...where,
    ...(interview.recruiter ? [[who === 'candidate' ? 'Your recruiter' : 'Recruiter', interview.recruiter] as [string, string]] : []),
  ];
}

const TEXTS: Record<InterviewChange, { subject: string; heading: string; lead: (when: string) => string }> = {
  invitation: { subject: 'Interview invitation', heading: 'You are invited to an interview', lead: (when) => `Your interview is on ${when}.` },
  update: { subject: 'Interview moved', heading: 'Your interview has changed', lead: (when) => `Your interview is now on ${when}.` },
  cancellation: { subject: 'Interview cancelled', heading: 'Your interview is cancelled', lead: (when) => `The interview planned for ${when} will not take place. Your recruiter will be in touch.` },
};

/** The e-mail to the candidate or the recruiter, with the calendar file the mail client offers to add or remove. */
export function interviewEmail(change: InterviewChange, interview: Interview, who: 'candidate' | 'recruiter', publicUrl: string): EmailContent {
  const texts = TEXTS[change];
  const when = whenText(interview.date, interview.timeZone);
  return renderEmail({
    subject: `${texts.subject}: ${interview.subject}`,
    heading: who === 'candidate' ? texts.heading : `${texts.subject}: ${interview.subject}`,
    paragraphs: [
      texts.lead(when),
      `About: ${interview.subject}.`,
      change === 'cancellation' ? 'Your calendar removes it with the attached file.' : 'The attached calendar file adds it to your calendar, and keeps it up to date when it changes.',
    ],
    details: detailsOf(interview, who),
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
  const start = Date.parse(interview.date);
  const link = videoLink(interview.location);
  const event: EventAttributes = {
    uid: `interview-${interview.interactionId}@talentbridge`,
    sequence: interview.sequence,
    method,
    status: change === 'cancellation' ? 'CANCELLED' : 'CONFIRMED',
    title: interview.subject,
    description: detailsOf(interview, 'recruiter')
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n'),
    ...(interview.location ? { location: interview.location } : {}),
    ...(link ? { url: link } : {}),
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + minutesOf(interview) * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    organizer: people.organizer,
    attendees: people.attendees.map((person) => ({ ...person, rsvp: true, role: 'REQ-PARTICIPANT', partstat: 'NEEDS-ACTION' })),
    productId: 'talentbridge/notifications',
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw new Error(`could not make the interview's calendar file: ${error?.message ?? 'no content'}`);
  return { method, content: value };
}
