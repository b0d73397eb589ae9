import { z } from 'zod';

/**
 * Finding and merging duplicates already stored (issue 32, decision 0126): the lists of likely pairs with why
 * they match (the rule of decision 0123), and the merge that keeps one record and moves to it everything that
 * pointed at the other.
 */
const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id');

/** Why two records look like one: the duplicate rule's answer. */
export const DuplicateReason = z.enum(['same e-mail', 'same phone', 'same name and location', 'same company name', 'same contact e-mail', 'same website']);
export type DuplicateReason = z.infer<typeof DuplicateReason>;

/** Staff chose which record stays (`keptId`); the other (`mergedId`) is folded into it and removed. */
export const MergeInput = z
  .object({ keptId: objectId, mergedId: objectId })
  .strict()
  .refine((input) => input.keptId.toLowerCase() !== input.mergedId.toLowerCase(), { message: 'Choose two different records to merge.', path: ['mergedId'] });
export type MergeInput = z.infer<typeof MergeInput>;

/** A merge done (or done before: repeating it answers the same). */
export const MergeResult = z.object({ keptId: z.string(), mergedId: z.string(), message: z.string() });
export type MergeResult = z.infer<typeof MergeResult>;

/** The list's page: pairs of the first `limit` match groups after `offset`. */
export const DuplicateListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type DuplicateListQuery = z.infer<typeof DuplicateListQuery>;

/** A candidate as the duplicates screen compares them, side by side. */
export const DuplicateCandidate = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  currentRole: z.string().nullable(),
  createdAt: z.string(),
});
export type DuplicateCandidate = z.infer<typeof DuplicateCandidate>;

export const DuplicateEmployer = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  location: z.string().nullable(),
  contactEmails: z.array(z.string()),
  createdAt: z.string(),
});
export type DuplicateEmployer = z.infer<typeof DuplicateEmployer>;

export const CandidateDuplicatePair = z.object({ reason: DuplicateReason, a: DuplicateCandidate, b: DuplicateCandidate });
export type CandidateDuplicatePair = z.infer<typeof CandidateDuplicatePair>;
export const CandidateDuplicateList = z.object({ pairs: z.array(CandidateDuplicatePair), hasMore: z.boolean() });
export type CandidateDuplicateList = z.infer<typeof CandidateDuplicateList>;

export const EmployerDuplicatePair = z.object({ reason: DuplicateReason, a: DuplicateEmployer, b: DuplicateEmployer });
export type EmployerDuplicatePair = z.infer<typeof EmployerDuplicatePair>;
export const EmployerDuplicateList = z.object({ pairs: z.array(EmployerDuplicatePair), hasMore: z.boolean() });
export type EmployerDuplicateList = z.infer<typeof EmployerDuplicateList>;

/**
 * Data of `candidates.candidates-merged` and `catalog.employers-merged`: the merged record's last event (its
 * aggregate is the merged id). Every service that keys anything by the merged id moves it to `keptId`.
 */
export const RecordsMerged = z.object({ keptId: z.string(), mergedId: z.string(), occurredAt: z.string() });
export type RecordsMerged = z.infer<typeof RecordsMerged>;

/** Where a merged record went: `/manage/candidates/<mergedId>` shows it instead of 'not found'. */
export const MergedInto = z.object({ mergedId: z.string(), keptId: z.string(), mergedAt: z.string() });
export type MergedInto = z.infer<typeof MergedInto>;

/**
 * The merge events, on the owners' streams (CANDIDATES, CATALOG): the merged record's last event, in place of
 * its deleted event, so a consumer moves what it holds of the merged record instead of erasing it.
 */
export const MergeEvents = {
  candidatesMerged: 'candidates.candidates-merged',
  employersMerged: 'catalog.employers-merged',
} as const;
