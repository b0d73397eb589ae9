import { z } from 'zod';
import { Availability, InteractionType } from './enums';
import { ExportFormat } from './exports';
import { eventDate, line, optionalText, TextLimit } from './fields';
import { TagName } from './tags';

const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id');

/**
 * Bulk actions on the candidate list (issue 34, point 5; decision 0137). A request names a selection and one
 * action; a small selection of ids is applied at once and answered with its report, anything bigger (and every
 * 'all matches of the search') becomes a background job with progress, cancel and the same report.
 */

/** Rows ticked one by one (or a page of them): at most this many ids. */
export const BULK_MAX_IDS = 500;
/** A selection of ids up to this size is applied while the request waits; a bigger one is a job. */
export const BULK_AT_ONCE = 200;

export const BulkSelection = z.union(
  [
    z.object({ ids: z.array(objectId).min(1, 'Select at least one candidate').max(BULK_MAX_IDS, `Select at most ${BULK_MAX_IDS} candidates, or every match of the search`) }).strict(),
    /**
     * Every match of the search: the candidate list's own URL query string (`q=python&availability=available`),
     * read again with the list's query contract when the job starts (`limit` and `offset` are ignored).
     */
    z.object({ query: z.string().max(4_000, 'The search is too long') }).strict(),
  ],
  {
    // The problem of the form that was meant (the one with the fewest), rather than 'is not valid'.
    error: (issue) => {
      const branches = ((issue as { errors?: { path: PropertyKey[]; message: string }[][] }).errors ?? []).filter((branch) => branch.length > 0);
      const closest = branches.sort((a, b) => a.length - b.length)[0]?.[0];
      return closest
        ? `${[...closest.path].map(String).join('.')}${closest.path.length ? ': ' : ''}${closest.message}`
        : "give either 'ids' (the ticked candidates) or 'query' (every match of the search)";
    },
  },
);
export type BulkSelection = z.infer<typeof BulkSelection>;

const tagNames = z.array(TagName).min(1, 'Give at least one tag').max(20, 'At most 20 tags at once');

/** The interaction logged on every selected candidate (engagement owns interactions; asked by request/reply). */
export const BulkInteraction = z.object({
  type: InteractionType,
  subject: line(TextLimit.line).min(1, 'Subject is required'),
  date: eventDate('Date'),
  notes: optionalText(TextLimit.text),
});
export type BulkInteraction = z.infer<typeof BulkInteraction>;

export const BulkAction = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('add-tags'), tags: tagNames }).strict(),
    z.object({ type: z.literal('remove-tags'), tags: tagNames }).strict(),
    z.object({ type: z.literal('set-availability'), availability: Availability }).strict(),
    /** A staff member's id (the auth service's user id), as `ownerId` on the candidate (decision 0134); null: nobody. */
    z.object({ type: z.literal('assign-owner'), ownerId: objectId.nullable() }).strict(),
    z.object({ type: z.literal('log-interaction'), interaction: BulkInteraction }).strict(),
    /** An e-mail from a template (notifications service) to each selected candidate who has an address and did not opt out. */
    z.object({ type: z.literal('send-email'), templateId: objectId }).strict(),
  ],
  { error: "action.type must be one of 'add-tags', 'remove-tags', 'set-availability', 'assign-owner', 'log-interaction', 'send-email'" },
);
export type BulkAction = z.infer<typeof BulkAction>;
export const BulkActionType = z.enum(['add-tags', 'remove-tags', 'set-availability', 'assign-owner', 'log-interaction', 'send-email']);
export type BulkActionType = z.infer<typeof BulkActionType>;

/** POST /api/candidates/bulk */
export const BulkRequest = z.object({ selection: BulkSelection, action: BulkAction }).strict();
export type BulkRequest = z.infer<typeof BulkRequest>;

/**
 * POST /api/candidates/bulk/export: the selection as a CSV or Excel file, the same columns and export log as the
 * list's own export (decision 0124). For 'every match of the search' the CRM may as well call the list's export.
 */
export const BulkExportRequest = z.object({ selection: BulkSelection, format: ExportFormat }).strict();
export type BulkExportRequest = z.infer<typeof BulkExportRequest>;

export const BulkJobState = z.enum(['queued', 'running', 'done', 'cancelled', 'failed']);
export type BulkJobState = z.infer<typeof BulkJobState>;

/** Why a selected candidate was left as they were, e.g. 'Erased or merged', 'No e-mail address', 'Unsubscribed'. */
export const BulkSkip = z.object({ reason: z.string(), count: z.number().int() });
export const BulkCounts = z.object({
  /** Selected (for a search: its matches when the job started). */
  total: z.number().int(),
  /** Changed, logged or e-mailed. */
  done: z.number().int(),
  /** Left as they were, with why (a tag they already had counts as done). */
  skipped: z.number().int(),
  skippedReasons: z.array(BulkSkip),
  /** Tried and failed (e.g. the notifications service did not answer); `failures` says why. */
  failed: z.number().int(),
  failures: z.array(BulkSkip),
});
export type BulkCounts = z.infer<typeof BulkCounts>;

export const BulkJob = z.object({
  id: z.string(),
  /** The action as asked (validated by BulkAction then; its fields as they were stored). */
  action: z.looseObject({ type: BulkActionType }),
  /** The selection as asked ('every match of …' keeps its query string). */
  selection: BulkSelection,
  state: BulkJobState,
  counts: BulkCounts,
  /** Why the whole job failed (state 'failed'). */
  error: z.string().nullable(),
  startedBy: z.object({ id: z.string(), name: z.string().nullable() }),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BulkJob = z.infer<typeof BulkJob>;

/** The answer of POST /api/candidates/bulk: 200 with the finished job when applied at once, 202 when it runs in the background. */
export const BulkAnswer = BulkJob;

export const BulkJobParam = z.object({ id: objectId });
/** GET /api/bulk-jobs: newest first; `mine` only the caller's (a recruiter always sees only theirs). */
export const BulkJobListQuery = z.object({
  mine: z.preprocess((value) => value === '' || value === 'true' || value === true, z.boolean()).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const BulkJobList = z.object({ items: z.array(BulkJob) });
export type BulkJobList = z.infer<typeof BulkJobList>;

export const BulkMessages = {
  jobNotFound: 'This bulk job does not exist (jobs are kept for 30 days).',
  notYours: 'Only the person who started a bulk job, or a manager, can cancel it.',
  finished: 'This bulk job has already finished.',
  badQuery: (why: string) => `The search of the selection is not valid: ${why}`,
  interruptedByRestart: 'The service restarted while this job ran; the candidates counted as done were changed. Start it again for the rest.',
} as const;

// ----- Between services (request/reply, decision 0137) -----
/**
 * Candidates asks engagement to log one interaction on each of these candidates; engagement answers which were
 * logged. `key` (the job id and the batch) lets a repeated batch be recognised.
 */
export const LOG_BULK_INTERACTIONS = 'rpc.engagement.log-bulk-interactions';
export const LogBulkInteractionsRequest = z.object({
  key: z.string().min(1),
  interaction: BulkInteraction,
  candidateIds: z.array(z.string().min(1)).min(1).max(BULK_AT_ONCE),
  createdBy: z.string().min(1),
});
export type LogBulkInteractionsRequest = z.infer<typeof LogBulkInteractionsRequest>;

/** Per candidate: logged (or e-mailed), or skipped with why. */
export const BulkOutcome = z.object({ candidateId: z.string(), outcome: z.enum(['done', 'skipped']), reason: z.string().optional() });
export type BulkOutcome = z.infer<typeof BulkOutcome>;
export const BulkBatchReply = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), results: z.array(BulkOutcome) }),
  z.object({ ok: z.literal(false), status: z.number().int(), message: z.string() }),
]);
export type BulkBatchReply = z.infer<typeof BulkBatchReply>;
