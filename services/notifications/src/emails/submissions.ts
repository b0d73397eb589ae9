import { consentQuestion, FEEDBACK_LABELS, type ClientFeedback } from '@agency/contracts';
import { whenText } from './interview';
import { renderEmail, type EmailContent } from './layout';

/** What a submission's e-mails name (decision 0132): the event carries the names, the service knows the recruiter's. */
export interface SubmissionNames {
  role: string;
  employer: string;
  /** The candidate's name, or 'Candidate 3F9A2C' in what a client reads of an anonymised submission. */
  candidate: string;
  jobRoleId: string;
}

/** '1 December 2026'. */
const dayText = (date: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));

/**
 * A time the client proposed, in UTC, and also as the client wrote it when they gave another offset:
 * 'Thursday, 10 December 2026 at 09:00 UTC (10:00 at UTC+01:00, as proposed)'.
 */
export function proposedTimeText(iso: string): string {
  const offset = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  if (!offset || (offset[2] === '00' && offset[3] === '00')) return whenText(iso);
  const wallClock = new Date(`${iso.slice(0, offset.index)}Z`);
  const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'UTC' }).format(wallClock);
  return `${whenText(iso)} (${time} at UTC${offset[1]}${offset[2]}:${offset[3]}, as proposed)`;
}

/**
 * To the candidate: the question, verbatim, and who asks. The answer is given in the portal, behind the
 * candidate's sign-in: no one-click link, so nobody answers for them from a forwarded e-mail.
 */
export function consentRequestEmail(names: SubmissionNames, recruiter: string | null, publicUrl: string): EmailContent {
  const question = consentQuestion(names.role, names.employer);
  return renderEmail({
    subject: question,
    heading: question,
    paragraphs: [
      `${recruiter ? `${recruiter}, your recruiter at TalentBridge,` : 'Your recruiter at TalentBridge'} asks whether we may put you forward for ${names.role} at ${names.employer}.`,
      'Nothing is sent to the employer until you agree. Sign in to your candidate portal to accept or decline.',
    ],
    action: { label: 'Answer in your portal', url: `${publicUrl}/candidateportal/submissions` },
    footer: 'You receive this e-mail because a TalentBridge recruiter would like to put you forward for a job. Your details reach an employer only with your consent.',
  });
}

/** To the recruiter who submitted: the client's answer, what it says, and the role's page where it shows. */
export function feedbackEmail(names: SubmissionNames, feedback: ClientFeedback, publicUrl: string): EmailContent {
  const label = FEEDBACK_LABELS[feedback.kind];
  const subject = `${names.employer} gave feedback on ${names.candidate} for ${names.role}`;
  const next: Record<ClientFeedback['kind'], string> = {
    interested: 'Agree the next step with the client.',
    not_suitable: 'The candidate moved to Rejected on the role’s pipeline, with the reason.',
    interview_requested: 'Check the candidate’s availability, then schedule the interview from the role’s page.',
  };
  return renderEmail({
    subject,
    heading: subject,
    paragraphs: [`${feedback.contactName} at ${names.employer} answered: ${label}.`, next[feedback.kind]],
    details: [
      ['Feedback', label],
      ...(feedback.reason ? [['Reason', feedback.reason] as [string, string]] : []),
      ...(feedback.proposedTimes.length ? [['Proposed times', feedback.proposedTimes.map(proposedTimeText).join('\n')] as [string, string]] : []),
      ['From', feedback.contactName],
    ],
    action: { label: 'Open the job role', url: `${publicUrl}/manage/job-roles/${encodeURIComponent(names.jobRoleId)}` },
    footer: 'You receive this e-mail because you put this candidate forward to the client in TalentBridge.',
  });
}

/** To the recruiter who submitted, when the candidate answered the question in the portal. */
export function consentAnswerEmail(names: SubmissionNames, answer: 'agreed' | 'declined', publicUrl: string): EmailContent {
  const subject = `${names.candidate} ${answer} to be put forward for ${names.role} at ${names.employer}`;
  return renderEmail({
    subject,
    heading: subject,
    paragraphs: [
      answer === 'agreed'
        ? 'The submission has reached the client: they see it, with the CV, in their client portal.'
        : 'The client will not see it. The candidate moved to Withdrawn on the role’s pipeline, with the reason ‘Declined to be put forward’.',
    ],
    action: { label: 'Open the job role', url: `${publicUrl}/manage/job-roles/${encodeURIComponent(names.jobRoleId)}` },
    footer: 'You receive this e-mail because you asked this candidate to be put forward in TalentBridge.',
  });
}

/** To each of the employer's contacts, once, when the agency's response promise has passed without feedback. */
export function feedbackReminderEmail(names: SubmissionNames, contactName: string, submittedAt: string, publicUrl: string): EmailContent {
  const subject = `Feedback awaited on ${names.candidate} for ${names.role}`;
  return renderEmail({
    subject,
    heading: subject,
    paragraphs: [
      `Hello ${contactName},`,
      `TalentBridge put ${names.candidate} forward for ${names.role} on ${dayText(submittedAt)}, and we promised the candidate an answer.`,
      'Tell us in the client portal whether you are interested, would like an interview, or the candidate is not suitable.',
    ],
    action: { label: 'Give feedback', url: `${publicUrl}/clientportal` },
    footer: `You receive this e-mail because you are a contact of ${names.employer} for its roles with TalentBridge.`,
  });
}
