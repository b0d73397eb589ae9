import { FeedbackInput, type FeedbackKind } from '@agency/contracts';

/** What the feedback form holds: the kind chosen (none yet: ''), the reason, and three time fields ('' when empty). */
export interface FeedbackDraft {
  kind: FeedbackKind | '';
  reason: string;
  times: [string, string, string];
}

export const EMPTY_DRAFT: FeedbackDraft = { kind: '', reason: '', times: ['', '', ''] };

export type FeedbackErrors = Partial<Record<'kind' | 'reason' | 'proposedTimes', string>>;

/** The client's choices, as the buttons of the issue name them. */
export const FEEDBACK_CHOICES: { kind: FeedbackKind; label: string }[] = [
  { kind: 'interested', label: 'Interested' },
  { kind: 'not_suitable', label: 'Not suitable' },
  { kind: 'interview_requested', label: 'Request an interview' },
];

/** A datetime-local value ('2026-12-01T10:00', the viewer's time) as an ISO date-time; left as typed when it is not one. */
function isoOf(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/**
 * The draft checked as the server checks it (the contract's FeedbackInput: a reason for 'Not suitable', 1 to 3
 * times for an interview), and the times in the future, so nothing is sent that would be refused.
 */
export function checkFeedback(draft: FeedbackDraft, now = new Date()): { input: FeedbackInput } | { errors: FeedbackErrors } {
  if (!draft.kind) return { errors: { kind: 'Choose your feedback.' } };
  const proposedTimes = draft.kind === 'interview_requested' ? draft.times.filter(Boolean).map(isoOf) : [];
  const parsed = FeedbackInput.safeParse({
    kind: draft.kind,
    reason: draft.kind === 'not_suitable' ? draft.reason.trim() : null,
    proposedTimes,
  });
  const errors: FeedbackErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'reason' ? 'reason' : 'proposedTimes';
      // Zod's own messages follow the field's name ('must be a date and time').
      errors[field] ??= /^[a-z]/.test(issue.message) ? `Each proposed time ${issue.message}.` : issue.message;
    }
  } else if (proposedTimes.some((time) => new Date(time) <= now)) {
    errors.proposedTimes = 'Propose times in the future.';
  }
  return parsed.success && !errors.proposedTimes ? { input: parsed.data } : { errors };
}
