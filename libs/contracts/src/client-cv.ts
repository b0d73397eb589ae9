import { z } from 'zod';
import { text } from './fields';

/** The longest recruiter's note printed on a client CV: a paragraph or two, not a cover letter. */
export const CLIENT_CV_NOTE_MAX = 2_000;

/**
 * What a recruiter asks for when generating the CV a client sees (issue 33, decision 0129): the branded PDF,
 * anonymised or not, with a note of theirs printed in a box.
 */
export const ClientCvRequest = z.object({
  /** No name, e-mail, phone, street address or links anywhere in the PDF (decision 0129). */
  anonymised: z.boolean().default(false),
  /** Several lines allowed; empty means none. */
  note: text(CLIENT_CV_NOTE_MAX).optional().nullable(),
});
export type ClientCvRequest = z.infer<typeof ClientCvRequest>;

/** 'Candidate 3F9A2C': the end of the record's id, enough for the recruiter to tell whom a client means. */
export const clientCvRef = (candidateId: string) => candidateId.slice(-6).toUpperCase();

/** The name a client CV is saved under: `<Name>-CV.pdf`, or `Candidate-<ref>-CV.pdf` anonymised. */
export const clientCvFileName = (candidate: { id: string; name: string }, anonymised: boolean) =>
  anonymised
    ? `Candidate-${clientCvRef(candidate.id)}-CV.pdf`
    : `${candidate.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'Candidate'}-CV.pdf`;
