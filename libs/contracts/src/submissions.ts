import { z } from 'zod';
import { CLIENT_CV_NOTE_MAX } from './client-cv';
import { CandidateRef, EmployerRef, JobRoleRef, StaffRef } from './engagement';
import { line, text, TextLimit } from './fields';

/**
 * Submissions (issue 33 points 2, 4 and 5, decision 0132): a recruiter puts a shortlisted candidate forward to the
 * role's employer. The candidate is asked first (portal and e-mail); only with their consent (or consent a recruiter
 * recorded from a call) does the submission reach the client, who sees the CV PDF and the note and gives feedback.
 */
const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id');

/** How long back a submission of the same candidate to the same employer is flagged (by anyone): 6 months. */
export const RECENT_SUBMISSION_DAYS = 183;
/** The agency's response promise to candidates: a client's feedback is due this many hours after a submission. */
export const DEFAULT_RESPONSE_PROMISE_HOURS = 48;

/**
 * awaiting_consent: the candidate was asked; declined: they said no (the client never sees it);
 * submitted: it reached the client; withdrawn: the recruiter took it back before or after it reached the client.
 */
export const SubmissionStatus = z.enum(['awaiting_consent', 'declined', 'submitted', 'withdrawn']);
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

/** The client's answer. interview_requested carries the times the client proposes. */
export const FeedbackKind = z.enum(['interested', 'not_suitable', 'interview_requested']);
export type FeedbackKind = z.infer<typeof FeedbackKind>;
export const FEEDBACK_LABELS: Record<FeedbackKind, string> = {
  interested: 'Interested',
  not_suitable: 'Not suitable',
  interview_requested: 'Interview requested',
};

export const Consent = z.object({
  /** candidate: answered in the portal (or from the e-mail's link to it); recruiter: recorded from a call. */
  by: z.enum(['candidate', 'recruiter']),
  at: z.string(),
  /** The recruiter who recorded it, with their note (what was said, when). */
  recordedById: z.string().nullable(),
  note: z.string().nullable(),
});
export type Consent = z.infer<typeof Consent>;

export const ClientFeedback = z.object({
  kind: FeedbackKind,
  /** Why not suitable (required then). */
  reason: z.string().nullable(),
  /** ISO date-times the client proposes for an interview (1 to 3, in the future when given). */
  proposedTimes: z.array(z.string()),
  contactName: z.string(),
  at: z.string(),
});
export type ClientFeedback = z.infer<typeof ClientFeedback>;

/** A submission as its events carry it (ids only). */
export const SubmissionSnapshot = z.object({
  id: z.string(),
  jobRoleId: z.string(),
  employerId: z.string(),
  candidateId: z.string(),
  /** The pipeline entry it came from (decision 0128). */
  entryId: z.string(),
  status: SubmissionStatus,
  anonymised: z.boolean(),
  note: z.string().nullable(),
  /** Who submitted it: the recruiter the client CV names and the feedback e-mail goes to. */
  recruiterId: z.string(),
  consent: Consent.nullable(),
  declinedAt: z.string().nullable(),
  /** When it reached the client (consent given); null before. */
  submittedAt: z.string().nullable(),
  feedback: z.array(ClientFeedback),
  /** The scheduled interview (an interaction of kind interview) made from the client's request. */
  interviewId: z.string().nullable(),
  /** When the one reminder went to the client about its overdue feedback. */
  reminderSentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type SubmissionSnapshot = z.infer<typeof SubmissionSnapshot>;

/** The staff's view of a submission: with names. */
export const Submission = SubmissionSnapshot.extend({
  candidate: CandidateRef.nullable(),
  jobRole: JobRoleRef.nullable(),
  employer: EmployerRef.nullable(),
  recruiter: StaffRef.nullable(),
  /** submitted, no feedback yet, and older than the agency's response promise. */
  overdue: z.boolean(),
});
export type Submission = z.infer<typeof Submission>;
export const SubmissionList = z.array(Submission);
export type SubmissionList = z.infer<typeof SubmissionList>;

// ----- Staff -----
/**
 * POST /api/job-pipeline/roles/:id/submissions: put one or several of the role's pipeline candidates forward. Each is
 * asked for consent first. A candidate submitted to the same employer in the last 6 months (by anyone) is refused
 * (409 naming them) unless `confirmRecentlySubmitted` is true, after the recruiter saw the flag.
 */
export const SubmissionInput = z.object({
  candidateIds: z
    .array(objectId)
    .min(1, 'Choose at least one candidate.')
    .max(50, 'Submit at most 50 candidates at a time.')
    .transform((ids) => [...new Set(ids)]),
  /** No name, e-mail, phone, address or links in what the client sees (decision 0129). */
  anonymised: z.boolean().default(false),
  note: text(CLIENT_CV_NOTE_MAX).optional().nullable(),
  confirmRecentlySubmitted: z.boolean().default(false),
});
export type SubmissionInput = z.input<typeof SubmissionInput>;

/** `created`: asked for consent now; `alreadySubmitted`: a live submission (awaiting consent or submitted) exists for the role. */
export const SubmissionResult = z.object({ created: SubmissionList, alreadySubmitted: SubmissionList });
export type SubmissionResult = z.infer<typeof SubmissionResult>;

/** GET /api/job-pipeline/roles/:id/submission-check?candidateIds=a,b: the flag shown before sending. */
export const SubmissionCheckQuery = z.object({
  candidateIds: z
    .string()
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(objectId).min(1, 'Choose at least one candidate.').max(50, 'Check at most 50 candidates at a time.')),
});
export const RecentSubmission = z.object({
  candidate: CandidateRef,
  jobRole: JobRoleRef.nullable(),
  submittedAt: z.string(),
  recruiter: StaffRef.nullable(),
});
export type RecentSubmission = z.infer<typeof RecentSubmission>;
export const SubmissionCheck = z.object({ employer: EmployerRef.nullable(), recentlySubmitted: z.array(RecentSubmission) });
export type SubmissionCheck = z.infer<typeof SubmissionCheck>;

/** POST /api/submissions/:id/phone-consent: consent the candidate gave on a call, with what was said. */
export const PhoneConsentInput = z.object({ note: line(TextLimit.line).min(1, 'Say when and how the candidate agreed.') });
export type PhoneConsentInput = z.infer<typeof PhoneConsentInput>;

/** POST /api/submissions/:id/interview: the recruiter schedules the interview the client asked for. */
export const SubmissionInterviewInput = z.object({
  scheduledAt: z.iso.datetime({ offset: true, message: 'must be a date and time' }),
  location: line(TextLimit.line).optional().nullable(),
});
export type SubmissionInterviewInput = z.infer<typeof SubmissionInterviewInput>;

export const SubmissionParam = z.object({ id: objectId });
export const SubmissionListQuery = z.object({ jobRoleId: objectId.optional(), overdue: z.enum(['true', 'false']).optional() });

/** GET/PUT (administrators) /api/submissions/settings: the response promise. */
export const SubmissionSettings = z.object({
  responsePromiseHours: z.number().int().min(1, 'The promise is at least 1 hour.').max(720, 'The promise is at most 720 hours (30 days).'),
});
export type SubmissionSettings = z.infer<typeof SubmissionSettings>;

// ----- Candidate (portal) -----
/** A consent request or a past submission as the candidate sees it in the portal. */
export const CandidateSubmission = z.object({
  id: z.string(),
  status: SubmissionStatus,
  jobRole: z.object({ title: z.string(), slug: z.string().nullable() }),
  employer: z.object({ name: z.string() }),
  /** The question, verbatim: "May we put you forward for {role} at {employer}?" */
  question: z.string(),
  askedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type CandidateSubmission = z.infer<typeof CandidateSubmission>;
export const CandidateSubmissionList = z.array(CandidateSubmission);
export const ConsentAnswerInput = z.object({ decision: z.enum(['accept', 'decline']) });
export type ConsentAnswerInput = z.infer<typeof ConsentAnswerInput>;
export const consentQuestion = (role: string, employer: string) => `May we put you forward for ${role} at ${employer}?`;

// ----- Client (portal) -----
/** A submission as the client sees it: the candidate by name, or 'Candidate 3F9A2C' when anonymised. */
export const ClientSubmission = z.object({
  id: z.string(),
  jobRole: z.object({ id: z.string(), title: z.string() }),
  candidateLabel: z.string(),
  headline: z.string().nullable(),
  anonymised: z.boolean(),
  note: z.string().nullable(),
  /** The pipeline stage's label (decision 0128), e.g. 'Submitted to client', 'Client interview'. */
  stage: z.string(),
  submittedAt: z.string(),
  feedback: z.array(ClientFeedback),
  /** When the agency promised feedback by (submittedAt + the response promise). */
  feedbackDueAt: z.string(),
  interview: z.object({ id: z.string(), scheduledAt: z.string(), location: z.string().nullable() }).nullable(),
});
export type ClientSubmission = z.infer<typeof ClientSubmission>;
export const ClientSubmissionList = z.array(ClientSubmission);
export const ClientSubmissionQuery = z.object({ jobRoleId: objectId.optional() });

export const FeedbackInput = z
  .object({
    kind: FeedbackKind,
    reason: line(TextLimit.line).optional().nullable(),
    proposedTimes: z.array(z.iso.datetime({ offset: true, message: 'must be a date and time' })).max(3, 'Propose at most 3 times.').default([]),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'not_suitable' && !input.reason?.trim()) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the candidate is not suitable.' });
    if (input.kind === 'interview_requested' && input.proposedTimes.length === 0)
      ctx.addIssue({ code: 'custom', path: ['proposedTimes'], message: 'Propose at least one time for the interview.' });
  });
export type FeedbackInput = z.input<typeof FeedbackInput>;

/** An interview scheduled with the client (from its request), as the client sees it. */
export const ClientInterview = z.object({
  id: z.string(),
  submissionId: z.string(),
  jobRole: z.object({ id: z.string(), title: z.string() }),
  candidateLabel: z.string(),
  scheduledAt: z.string(),
  location: z.string().nullable(),
});
export type ClientInterview = z.infer<typeof ClientInterview>;
export const ClientInterviewList = z.array(ClientInterview);

// ----- Between services -----
/**
 * Request/reply subject with which engagement (which owns submissions and checks the client's right to one) asks
 * the candidates service (which owns profiles and CVs) for the client CV PDF of a submission (decision 0129).
 */
export const RENDER_CLIENT_CV = 'rpc.candidates.render-client-cv';
export const RenderClientCvRequest = z.object({
  candidateId: z.string().min(1),
  anonymised: z.boolean(),
  note: z.string().nullable(),
  recruiterId: z.string().min(1),
});
export type RenderClientCvRequest = z.infer<typeof RenderClientCvRequest>;
export const RenderClientCvReply = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), fileName: z.string(), pdfBase64: z.string() }),
  z.object({ ok: z.literal(false), status: z.number().int(), message: z.string() }),
]);
export type RenderClientCvReply = z.infer<typeof RenderClientCvReply>;

/**
 * Past-tense facts on the ENGAGEMENT stream, each carrying the submission's snapshot and, for the e-mails, the names
 * (`candidateName`, `candidateEmail` is not known here: the notifications service has the candidates' addresses).
 */
export const SubmissionEvents = {
  /** Asked the candidate: the notifications service e-mails "May we put you forward for {role} at {employer}?". */
  consentRequested: 'engagement.submission.consent-requested',
  /** The candidate (or a recruiter from a call) agreed: it reached the client. */
  submitted: 'engagement.submission.submitted',
  declined: 'engagement.submission.declined',
  withdrawn: 'engagement.submission.withdrawn',
  /** The client answered: e-mails the recruiter. */
  feedbackGiven: 'engagement.submission.feedback-given',
  interviewScheduled: 'engagement.submission.interview-scheduled',
  /** Feedback overdue past the promise: the one reminder to the client's contacts. */
  reminderDue: 'engagement.submission.reminder-due',
  settingsChanged: 'engagement.submission.settings-changed',
  /** A merged candidate's or employer's submissions moved to the record kept (decision 0126). */
  candidateMerged: 'engagement.submission.candidate-merged',
  employerMerged: 'engagement.submission.employer-merged',
} as const;

/** What each event carries besides the snapshot, so the e-mails need no lookup of names. */
export const SubmissionEventData = SubmissionSnapshot.extend({
  jobRoleTitle: z.string(),
  employerName: z.string(),
  candidateName: z.string(),
  /** For reminders: the client contacts' addresses and names. */
  contacts: z.array(z.object({ name: z.string(), email: z.string() })).optional(),
});
export type SubmissionEventData = z.infer<typeof SubmissionEventData>;
