import { z } from 'zod';
import { ApplicationListQuery, CandidateListQuery } from './candidates';
import { EmployerListQuery, JobRoleListQuery } from './catalog';
import { InteractionListQuery, LeadListQuery, PlacementListQuery } from './engagement';

/**
 * Exports of the staff lists (issue 32, point 4; decision 0124): `GET /api/<list>/export?format=csv|xlsx` takes
 * the list's own query (its search and filters; `limit` and `offset` are ignored: an export holds every page) and
 * streams the whole list as a file. Each export is recorded in the owning service's log.
 */
export const ExportFormat = z.enum(['csv', 'xlsx'], { message: "format must be 'csv' or 'xlsx'" });
export type ExportFormat = z.infer<typeof ExportFormat>;

/** The lists that can be exported, as named in their addresses and in the file names. */
export const ExportedList = z.enum(['candidates', 'applications', 'employers', 'job-roles', 'interactions', 'placements', 'leads']);
export type ExportedList = z.infer<typeof ExportedList>;

const withFormat = { format: ExportFormat };
export const CandidateExportQuery = CandidateListQuery.extend(withFormat);
export const ApplicationExportQuery = ApplicationListQuery.extend(withFormat);
export const EmployerExportQuery = EmployerListQuery.extend(withFormat);
export const JobRoleExportQuery = JobRoleListQuery.extend(withFormat);
export const InteractionExportQuery = InteractionListQuery.extend(withFormat);
export const PlacementExportQuery = PlacementListQuery.extend(withFormat);
export const LeadExportQuery = LeadListQuery.extend(withFormat);

/** More rows than this are refused before anything is sent (an .xlsx sheet holds 1,048,576). */
export const EXPORT_MAX_ROWS = 1_000_000;

export const ExportMessages = {
  tooManyRows: (rows: number) =>
    `This list has ${rows.toLocaleString('en-GB')} rows; an export holds at most ${EXPORT_MAX_ROWS.toLocaleString('en-GB')}. Narrow the search or filters and try again.`,
} as const;

/** One export as recorded: who, which list with which filters, the format, how many rows, when. */
export const ExportLogEntry = z.object({
  id: z.string(),
  list: ExportedList,
  format: ExportFormat,
  /** The search and filters as asked (`q`, `status`, ...), without `format`, `limit` and `offset`. */
  filters: z.record(z.string(), z.string()),
  /** Rows written; while `completed` is false, those the list held when the export started. */
  rows: z.number().int(),
  /** False when the download was cut off (the client left or the service stopped) before the last row. */
  completed: z.boolean(),
  by: z.object({ id: z.string().nullable(), name: z.string().nullable(), apiKey: z.boolean() }),
  at: z.string(),
});
export type ExportLogEntry = z.infer<typeof ExportLogEntry>;

export const ExportLogQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
export type ExportLogQuery = z.infer<typeof ExportLogQuery>;
/** Newest first, of every service's log (`GET /api/exports`, administrators). */
export const ExportLog = z.object({ items: z.array(ExportLogEntry) });
export type ExportLog = z.infer<typeof ExportLog>;
