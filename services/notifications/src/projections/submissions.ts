import type { Logger } from 'pino';
import { clientCvRef, Streams, SubmissionEventData, SubmissionEvents } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import type { MailConfig } from '../config';
import type { DeliveryQueue } from '../deliveries/queue';
import { consentAnswerEmail, consentRequestEmail, feedbackEmail, feedbackReminderEmail, type SubmissionNames } from '../emails/submissions';
import type { CandidateAddresses } from './candidates';
import type { StaffRecipients } from './staff';

interface Deps {
  queue: DeliveryQueue;
  candidates: CandidateAddresses;
  staff: StaffRecipients;
  config: MailConfig;
}

/**
 * A submission's e-mails, from the ENGAGEMENT stream (decision 0132): the consent question to the candidate; the
 * candidate's answer and each of the client's feedback to the recruiter who submitted; the one reminder to the
 * employer's contacts. Nothing about an erased candidate. Each e-mail's key is the submission (and the event, for
 * feedback, which a client may give again) and the recipient, so a repeated event queues nothing twice. A
 * candidate or team member not known here yet is retried (their event may still be on its way); a recruiter who
 * left or was disabled is not e-mailed.
 */
export function submissionEmails({ queue, candidates, staff, config }: Deps, log: Logger): Projection {
  /** The recruiter's address, or null when they are gone. */
  async function recruiterAddress(recruiterId: string): Promise<string | null> {
    const to = await staff.addressOf(recruiterId);
    if (to === 'unknown') throw new Error(`team member ${recruiterId} not known here yet; retried`);
    return to;
  }

  return {
    name: 'notifications-submissions', // the durable consumer: never renamed
    stream: Streams.engagement,
    handles: [SubmissionEvents.consentRequested, SubmissionEvents.submitted, SubmissionEvents.declined, SubmissionEvents.feedbackGiven, SubmissionEvents.reminderDue],
    checkpoint: 'consumer',
    async apply(event) {
      const parsed = SubmissionEventData.safeParse(event.data);
      if (!parsed.success) return void log.error({ id: event.aggregateId, type: event.type }, 'ignoring a submission event the notifications service cannot read');
      const submission = parsed.data;
      if (await candidates.isErased(submission.candidateId)) return;
      // Names engagement did not know (none should be missing) read as words, not as gaps.
      const names: SubmissionNames = {
        role: submission.jobRoleTitle || 'a role',
        employer: submission.employerName || 'an employer',
        candidate: submission.candidateName || 'your candidate',
        jobRoleId: submission.jobRoleId,
      };
      const about = { candidateId: submission.candidateId };

      if (event.type === SubmissionEvents.consentRequested) {
        const candidate = await candidates.addressOf(submission.candidateId);
        if (candidate === 'unknown') throw new Error(`candidate ${submission.candidateId} not known here yet; retried`);
        if (candidate === 'none') return;
        const recruiter = await staff.nameOf(submission.recruiterId);
        const content = consentRequestEmail(names, recruiter, config.publicUrl);
        return void (await queue.enqueue({ key: `submission-consent:${submission.id}`, kind: 'submission-consent', to: candidate.email, ...about, ...content }));
      }

      if (event.type === SubmissionEvents.reminderDue) {
        // An anonymised submission's client never reads the candidate's name: the CV's reference instead (decision 0129).
        const label = submission.anonymised ? `Candidate ${clientCvRef(submission.candidateId)}` : submission.candidateName || 'a candidate';
        for (const contact of submission.contacts ?? []) {
          const content = feedbackReminderEmail({ ...names, candidate: label }, contact.name, submission.submittedAt ?? submission.updatedAt, config.publicUrl);
          const to = contact.email.toLowerCase();
          await queue.enqueue({ key: `submission-reminder:${submission.id}:${to}`, kind: 'submission-reminder', to, ...about, ...content });
        }
        return;
      }

      if (event.type === SubmissionEvents.feedbackGiven) {
        const latest = submission.feedback.at(-1);
        const to = latest ? await recruiterAddress(submission.recruiterId) : null;
        if (!latest || !to) return;
        const content = feedbackEmail(names, latest, config.publicUrl);
        return void (await queue.enqueue({ key: `submission-feedback:${submission.id}:${event.version}`, kind: 'submission-feedback', to, ...about, ...content }));
      }

      // The candidate's answer (submitted or declined). Consent the recruiter recorded themselves from a call tells them nothing new.
      if (submission.consent?.by === 'recruiter' && submission.consent.recordedById === submission.recruiterId) return;
      const to = await recruiterAddress(submission.recruiterId);
      if (!to) return;
      const content = consentAnswerEmail(names, event.type === SubmissionEvents.submitted ? 'agreed' : 'declined', config.publicUrl);
      await queue.enqueue({ key: `submission-consent-answer:${submission.id}`, kind: 'submission-consent-answer', to, ...about, ...content });
    },
  };
}
