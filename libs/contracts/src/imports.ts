import { z } from 'zod';
import { DOCUMENT_MAX_BYTES } from './documents';

// ----- Imports of spreadsheets (issue 32, decision 0123): CSV or .xlsx, mapped, previewed, run in the background -----

/** The limits of one file (decision 0123): the upload's own 10 MB, and 50,000 rows below the header. */
export const IMPORT_LIMITS = { maxFileBytes: DOCUMENT_MAX_BYTES, maxRows: 50_000, maxColumns: 200, previewRows: 10, refusedListed: 500 } as const;

/** What an import brings in; each lives in the service owning the records (candidates; employers and job roles in the catalog). */
export const ImportEntity = z.enum(['candidates', 'employers', 'job-roles']);
export type ImportEntity = z.infer<typeof ImportEntity>;

/** What a row matching an existing record (the duplicate rule) does: skipped, updates that record, or is imported anyway. */
export const ImportDuplicates = z.enum(['skip', 'update', 'import']);
export type ImportDuplicates = z.infer<typeof ImportDuplicates>;

/** draft: uploaded, being mapped; queued/running: started; done; undoing/undone: its records being removed again. */
export const ImportStatus = z.enum(['draft', 'queued', 'running', 'done', 'undoing', 'undone']);
export type ImportStatus = z.infer<typeof ImportStatus>;

const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id');
export const ImportParams = z.object({ id: objectId });
export const ImportUploadQuery = z.object({ fileName: z.string().trim().min(1, 'fileName is required').max(255) });

/** Each file column's target field (null: not imported), by the column's position. */
export const ImportMapping = z.array(z.string().max(100).nullable()).max(IMPORT_LIMITS.maxColumns);
export type ImportMapping = z.infer<typeof ImportMapping>;

export const ImportSettings = z.object({
  mapping: ImportMapping,
  duplicates: ImportDuplicates.default('skip'),
});
export type ImportSettings = z.infer<typeof ImportSettings>;
/** The settings as an import answers them (every one set). */
const StoredSettings = z.object({ mapping: ImportMapping, duplicates: ImportDuplicates });

/** A field a column can go to. */
export const ImportTarget = z.object({ field: z.string(), label: z.string(), required: z.boolean() });
export type ImportTarget = z.infer<typeof ImportTarget>;

/** A refused row: its number in the file (the header is row 1), the field and a message a person can act on. */
export const ImportRefusal = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportRefusal = z.infer<typeof ImportRefusal>;

export const ImportCounts = z.object({ created: z.number().int(), updated: z.number().int(), skipped: z.number().int(), refused: z.number().int() });
export type ImportCounts = z.infer<typeof ImportCounts>;

export const ImportJob = z.object({
  id: z.string(),
  entity: ImportEntity,
  fileName: z.string(),
  status: ImportStatus,
  columns: z.array(z.string()),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  settings: StoredSettings,
  counts: ImportCounts,
  /** After an undo: how many records it removed, and how many it kept because someone changed them since. */
  undone: z.object({ removed: z.number().int(), kept: z.number().int() }).nullable(),
  createdBy: z.object({ id: z.string(), name: z.string().nullable() }),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJob>;
export const ImportJobList = z.object({ items: z.array(ImportJob) });
export type ImportJobList = z.infer<typeof ImportJobList>;

/** The mapping screen: the columns, the fields, the first rows as they will be stored, and every refused row. */
export const ImportPreview = z.object({
  job: ImportJob,
  targets: z.array(ImportTarget),
  rows: z.array(z.record(z.string(), z.unknown())),
  refused: z.array(ImportRefusal),
  refusedRows: z.number().int(),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportErrors = {
  notFound: 'This import no longer exists. Refresh the list of imports.',
  wrongType: 'Upload a CSV file (.csv) or an Excel workbook (.xlsx).',
  unreadable: 'The file could not be read as a CSV or an Excel workbook. Save it again as .csv or .xlsx and upload it.',
  noHeader: 'The file has no header row. Put the column names in the first row.',
  noRows: 'The file has a header but no rows to import.',
  tooManyRows: `The file has more than ${IMPORT_LIMITS.maxRows.toLocaleString('en-GB')} rows. Split it into smaller files and import them one after another.`,
  tooManyColumns: `The file has more than ${IMPORT_LIMITS.maxColumns} columns. Remove the columns you do not import.`,
  mappingLength: 'The mapping must give one field (or none) for each column of the file.',
  unknownField: (field: string) => `There is no field '${field}' to import into.`,
  fieldTwice: (field: string) => `Two columns go to the field '${field}'. Choose one of them.`,
  requiredMissing: (label: string) => `Map a column to ${label}: every row needs one.`,
  started: 'This import has already been started.',
  notFinished: 'This import is still running. Undo it when it has finished.',
  undone: 'This import has already been undone.',
} as const;
