import { z } from 'zod';
import { JobMatchInput } from '@agency/contracts';

/** An empty text field means none (typed as the contract's field takes it). */
const noneIfEmpty = (text: string): string | null | undefined => (text === '' ? null : text);

/**
 * The 'Suggest Job Match' form's schema: the shared JobMatchInput, with the candidate and the role picked
 * by name (the contract's 'must be a 24-character hexadecimal id' would mean nothing to a person who left
 * the field empty) and the score typed as text ('' is no score).
 */
export const JobMatchFormSchema = z.object({
  candidateId: z.string().min(1, 'Candidate is required').pipe(JobMatchInput.shape.candidateId),
  jobRoleId: z.string().min(1, 'Job Role is required').pipe(JobMatchInput.shape.jobRoleId),
  matchScore: z
    .string()
    .trim()
    .transform((score): number | null | undefined => (score === '' ? null : Number(score)))
    .pipe(JobMatchInput.shape.matchScore),
  notes: z.string().trim().transform(noneIfEmpty).pipe(JobMatchInput.shape.notes),
});

export type JobMatchFormValues = z.input<typeof JobMatchFormSchema>;
