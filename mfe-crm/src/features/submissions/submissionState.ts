import type { ClientFeedback, Submission } from '@agency/contracts';

/**
 * The submission a card shows: the candidate's latest for the role (a declined or withdrawn one may be
 * followed by a new one), or none.
 */
export function latestSubmission(submissions: readonly Submission[], candidateId: string): Submission | undefined {
  return submissions
    .filter((submission) => submission.candidateId === candidateId)
    .reduce<Submission | undefined>((latest, submission) => (!latest || submission.createdAt > latest.createdAt ? submission : latest), undefined);
}

/** The client's answer that counts: the last one given (a client may answer again, decision 0132). */
export const latestFeedback = (submission: Submission): ClientFeedback | undefined => submission.feedback.at(-1);

/** The client asked for an interview that is not scheduled yet: the recruiter's turn. */
export const interviewToSchedule = (submission: Submission) =>
  submission.status === 'submitted' && latestFeedback(submission)?.kind === 'interview_requested' && !submission.interviewId;

export const STATUS_TEXT: Record<Submission['status'], string> = {
  awaiting_consent: 'Awaiting consent',
  declined: 'Declined',
  submitted: 'Submitted',
  withdrawn: 'Withdrawn',
};

/** A candidate's name as the lists show it. */
export const candidateName = (submission: Pick<Submission, 'candidate'>) => submission.candidate?.name || 'Unknown Candidate';
