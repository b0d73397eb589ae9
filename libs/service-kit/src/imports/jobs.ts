import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { Schema, Types, type Connection } from 'mongoose';
import {
  customFieldValuesSchema,
  IMPORT_LIMITS,
  ImportErrors,
  type CustomFieldDefinition,
  type ImportCounts,
  type ImportEntity,
  type ImportJob,
  type ImportPreview,
  type ImportRefusal,
  type ImportSettings,
} from '@agency/contracts';
import { conflict, HttpError, notFound } from '../errors';
import { headerKey, mappedRow, suggestMapping, type ImportField } from './mapping';
import type { Table } from './read-table';

/** Rows stored (and processed, and counted) together: the unit an import resumes from after a restart. */
const CHUNK_ROWS = 500;
/** Rows of a chunk written at once: their creates share the grouped inserts of the collection (decision 0079). */
const ROWS_AT_ONCE = 50;
/** How long a claim on a running import lasts without news from its instance; renewed after every chunk. */
const LEASE_MS = 60_000;

export type RowOutcome =
  | { outcome: 'created' | 'updated' | 'skipped'; recordId: string }
  | { outcome: 'refused'; field: string; message: string };

/** What an import of one kind of record does with its rows; the owning service writes them its own way. */
export interface ImportKind<TInput> {
  entity: ImportEntity;
  fields: ImportField[];
  /** A row's mapped fields as the create contract reads them, or why it is refused. */
  validate(row: Record<string, string>): { input: TInput } | { field: string; message: string };
  /** Called once before a run (or a resumed run) writes rows: e.g. the duplicate keys of what exists. */
  begin?(job: { id: string; settings: ImportSettings }): Promise<void>;
  /**
   * Writes one valid row with its id decided at upload (`recordId`), so a row written before a restart is not
   * written twice: `resumed` asks to check first whether it exists already.
   */
  write(input: TInput, context: { importId: string; recordId: string; settings: ImportSettings; resumed: boolean; by: ImportJob['createdBy'] }): Promise<RowOutcome>;
  /** Removes a record the import created, unless someone changed it since: 'kept' then. */
  undo(recordId: string, importId: string): Promise<'removed' | 'kept'>;
  /**
   * The entity's live custom fields (decision 0125), offered as fields to map to (`customFields.<key>`); a row's
   * values are checked from text and given to `write` as the input's `customFields` (the values of the file only).
   */
  customFields?: () => Promise<readonly CustomFieldDefinition[]>;
}

const CUSTOM_PREFIX = 'customFields.';

/**
 * A kind's fields with its custom fields read now, and its check of a row with them: the kind's own check,
 * then the custom fields' values read from text (a wrong one refused by the field's label, as a typed record).
 */
async function withCustomFields(kind: ImportKind<unknown>) {
  const definitions = (await kind.customFields?.()) ?? [];
  const fields: ImportField[] = [
    ...kind.fields,
    ...definitions.map((definition) => ({ field: `${CUSTOM_PREFIX}${definition.key}`, label: definition.label, required: definition.required, synonyms: [definition.key] })),
  ];
  const schema = definitions.length > 0 ? customFieldValuesSchema(definitions, { fromText: true }) : null;
  const validate = (row: Record<string, string>): ReturnType<ImportKind<unknown>['validate']> => {
    const own: Record<string, string> = {};
    const custom: Record<string, string> = {};
    for (const [field, value] of Object.entries(row)) {
      if (field.startsWith(CUSTOM_PREFIX)) custom[field.slice(CUSTOM_PREFIX.length)] = value;
      else own[field] = value;
    }
    const checked = kind.validate(own);
    if (!schema || !('input' in checked)) return checked;
    const values = schema.safeParse(custom);
    if (!values.success) {
      const issue = values.error.issues[0]!;
      return { field: `${CUSTOM_PREFIX}${String(issue.path[0] ?? '')}`, message: issue.message };
    }
    if (Object.keys(values.data).length === 0) return checked;
    return { input: { ...(checked.input as object), customFields: values.data } };
  };
  return { fields, validate };
}

interface StoredRow {
  line: number;
  cells: string[];
  recordId: string;
}
type StoredOutcome = { line: number } & ({ outcome: 'created' | 'updated' | 'skipped'; recordId: string } | { outcome: 'refused'; field: string; message: string });

const jobSchema = new Schema(
  {
    entity: { type: String, required: true },
    fileName: { type: String, required: true },
    status: { type: String, required: true },
    columns: { type: [String], default: [] },
    totalRows: { type: Number, required: true },
    processedRows: { type: Number, default: 0 },
    chunks: { type: Number, required: true },
    /** The first chunk whose outcomes are not in `counts` yet. */
    nextChunk: { type: Number, default: 0 },
    settings: { type: Schema.Types.Mixed, required: true },
    counts: { type: Schema.Types.Mixed, required: true },
    undone: { type: Schema.Types.Mixed, default: null },
    createdBy: { type: Schema.Types.Mixed, required: true },
    leaseOwner: { type: String, default: null },
    leaseUntil: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'imports' },
);
jobSchema.index({ createdAt: -1 });

const chunkSchema = new Schema(
  {
    importId: { type: String, required: true },
    index: { type: Number, required: true },
    rows: { type: Schema.Types.Mixed, required: true },
    outcomes: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'importRows' },
);
chunkSchema.index({ importId: 1, index: 1 }, { unique: true });

/** The column choices of earlier imports, by entity and header key: the next file's suggestion. */
const mappingSchema = new Schema({ entity: { type: String, required: true }, columns: { type: Schema.Types.Mixed, default: {} } }, { collection: 'importMappings' });
mappingSchema.index({ entity: 1 }, { unique: true });

interface JobDoc {
  _id: Types.ObjectId;
  entity: ImportEntity;
  fileName: string;
  status: ImportJob['status'];
  columns: string[];
  totalRows: number;
  processedRows: number;
  chunks: number;
  nextChunk: number;
  settings: ImportSettings;
  counts: ImportCounts;
  undone: ImportJob['undone'];
  createdBy: ImportJob['createdBy'];
  createdAt: Date;
  finishedAt: Date | null;
}
interface ChunkDoc {
  importId: string;
  index: number;
  rows: StoredRow[];
  outcomes: StoredOutcome[] | null;
}

const zeroCounts = (): ImportCounts => ({ created: 0, updated: 0, skipped: 0, refused: 0 });
const countsOf = (outcomes: StoredOutcome[], into = zeroCounts()) => {
  for (const { outcome } of outcomes) into[outcome]++;
  return into;
};

/**
 * Imports of spreadsheets in the service owning the records (decision 0123): a file is stored as chunks of rows
 * with their record ids decided up front, mapped and previewed, then run in the background. Any instance may
 * run an import: it claims it with a lease (a conditional update), renews it after each chunk and stops when it
 * lost it; an import whose instance died is claimed again when its lease runs out and goes on from its first
 * chunk not counted yet. Counts are written by the one holder of the lease ($set, no concurrent $inc).
 */
type Log = { warn: (details: object, message: string) => void; error: (details: object, message: string) => void };

export function importJobs(db: Connection, kinds: ImportKind<unknown>[], log: Log, { everyMs = 5_000 } = {}) {
  const jobs = db.model('ImportJob', jobSchema);
  const chunks = db.model('ImportChunk', chunkSchema);
  const mappings = db.model('ImportMapping', mappingSchema);
  const owner = randomUUID();
  const kindOf = (entity: ImportEntity) => {
    const kind = kinds.find((candidate) => candidate.entity === entity);
    if (!kind) throw notFound(ImportErrors.notFound);
    return kind;
  };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const view = (doc: JobDoc): ImportJob => ({
    id: doc._id.toHexString(),
    entity: doc.entity,
    fileName: doc.fileName,
    status: doc.status,
    columns: doc.columns,
    totalRows: doc.totalRows,
    processedRows: doc.processedRows,
    settings: doc.settings,
    counts: doc.counts,
    undone: doc.undone ?? null,
    createdBy: doc.createdBy,
    createdAt: new Date(doc.createdAt).toISOString(),
    finishedAt: doc.finishedAt ? new Date(doc.finishedAt).toISOString() : null,
  });

  async function find(entity: ImportEntity, id: string): Promise<JobDoc> {
    const doc = Types.ObjectId.isValid(id) ? ((await jobs.findOne({ _id: id, entity }).lean()) as JobDoc | null) : null;
    if (!doc) throw notFound(ImportErrors.notFound);
    return doc;
  }

  async function* chunksOf(importId: string): AsyncGenerator<ChunkDoc> {
    for (let index = 0; ; index++) {
      const chunk = (await chunks.findOne({ importId, index }).lean()) as ChunkDoc | null;
      if (!chunk) return;
      yield chunk;
    }
  }

  /** Checks a mapping against the kind's fields: one per column, known, each at most once, the required ones there. */
  function checkMapping(fields: ImportField[], columns: string[], mapping: (string | null)[]) {
    if (mapping.length !== columns.length) throw new HttpError(400, ImportErrors.mappingLength);
    const seen = new Set<string>();
    for (const field of mapping) {
      if (field === null) continue;
      if (!fields.some((known) => known.field === field)) throw new HttpError(400, ImportErrors.unknownField(field));
      if (seen.has(field)) throw new HttpError(400, ImportErrors.fieldTwice(field));
      seen.add(field);
    }
  }

  async function drain() {
    do {
      again = false;
      for (let job = await claim(); job && !stopped; job = await claim()) await run(job);
    } while (again && !stopped);
  }

  /** The next import to run: queued, or running with its lease run out (its instance stopped or died). */
  async function claim(): Promise<JobDoc | null> {
    const now = new Date();
    return (await jobs
      .findOneAndUpdate(
        { status: { $in: ['queued', 'running'] }, $or: [{ leaseUntil: null }, { leaseUntil: { $lt: now } }] },
        { $set: { status: 'running', leaseOwner: owner, leaseUntil: new Date(now.getTime() + LEASE_MS) } },
        { returnDocument: 'after', sort: { createdAt: 1 } },
      )
      .lean()) as JobDoc | null;
  }

  async function run(job: JobDoc) {
    const importId = job._id.toHexString();
    const kind = kindOf(job.entity);
    const { validate } = await withCustomFields(kind);
    await kind.begin?.({ id: importId, settings: job.settings });
    let counts = { ...job.counts };
    let processed = job.processedRows;
    let resumed = job.processedRows > 0 || job.nextChunk > 0 || job.status === 'running';
    for (let index = job.nextChunk; index < job.chunks && !stopped; index++) {
      const chunk = (await chunks.findOne({ importId, index }).lean()) as ChunkDoc | null;
      if (!chunk) break;
      const outcomes = chunk.outcomes ?? (await writeChunk(kind, validate, job, chunk, resumed));
      resumed = false;
      counts = countsOf(outcomes, counts);
      processed += outcomes.length;
      const kept = await jobs.updateOne(
        { _id: job._id, leaseOwner: owner },
        { $set: { counts, processedRows: processed, nextChunk: index + 1, leaseUntil: new Date(Date.now() + LEASE_MS) } },
      );
      // Another instance took it over (this one was too slow to renew): it goes on from the chunks counted.
      if (kept.matchedCount === 0) return;
    }
    if (stopped) return;
    await jobs.updateOne({ _id: job._id, leaseOwner: owner }, { $set: { status: 'done', finishedAt: new Date(), leaseOwner: null, leaseUntil: null } });
  }

  async function writeChunk(
    kind: ImportKind<unknown>,
    validate: ImportKind<unknown>['validate'],
    job: JobDoc,
    chunk: ChunkDoc,
    resumed: boolean,
  ): Promise<StoredOutcome[]> {
    const importId = job._id.toHexString();
    const outcomes: StoredOutcome[] = [];
    for (let start = 0; start < chunk.rows.length; start += ROWS_AT_ONCE) {
      const rows = chunk.rows.slice(start, start + ROWS_AT_ONCE);
      outcomes.push(
        ...(await Promise.all(
          rows.map(async ({ line, cells, recordId }): Promise<StoredOutcome> => {
            const checked = validate(mappedRow(cells, job.settings.mapping));
            if (!('input' in checked)) return { line, outcome: 'refused', ...checked };
            try {
              return { line, ...(await kind.write(checked.input, { importId, recordId, settings: job.settings, resumed, by: job.createdBy })) };
            } catch (error) {
              // A row the store refuses (its e-mail taken meanwhile, say) is that row's refusal, not the import's end.
              if (error instanceof HttpError && error.statusCode < 500) return { line, outcome: 'refused', field: 'row', message: error.message };
              throw error;
            }
          }),
        )),
      );
    }
    await chunks.updateOne({ importId, index: chunk.index }, { $set: { outcomes } });
    return outcomes;
  }

  const timer = setInterval(() => void service.kick(), everyMs).unref();

  const service = {
    jobs,
    chunks,
    mappings,

    /** Stores an uploaded file as a draft with the suggested mapping; nothing is written to the records yet. */
    async create(entity: ImportEntity, fileName: string, table: Table, by: ImportJob['createdBy']): Promise<ImportJob> {
      const { fields } = await withCustomFields(kindOf(entity));
      const saved = ((await mappings.findOne({ entity }).lean()) as { columns?: Record<string, string | null> } | null)?.columns ?? {};
      const _id = new Types.ObjectId();
      const importId = _id.toHexString();
      const parts: ChunkDoc[] = [];
      for (let start = 0, index = 0; start < table.rows.length; start += CHUNK_ROWS, index++) {
        const rows = table.rows.slice(start, start + CHUNK_ROWS).map((row) => ({ ...row, recordId: new Types.ObjectId().toHexString() }));
        parts.push({ importId, index, rows, outcomes: null });
      }
      await chunks.insertMany(parts);
      const doc = await jobs.create({
        _id,
        entity,
        fileName,
        status: 'draft',
        columns: table.columns,
        totalRows: table.rows.length,
        chunks: parts.length,
        settings: { mapping: suggestMapping(table.columns, fields, saved), duplicates: 'skip' },
        counts: zeroCounts(),
        createdBy: by,
      });
      return view(doc.toObject() as JobDoc);
    },

    async get(entity: ImportEntity, id: string): Promise<ImportJob> {
      return view(await find(entity, id));
    },

    async list(entity: ImportEntity): Promise<ImportJob[]> {
      return ((await jobs.find({ entity }).sort({ createdAt: -1 }).limit(50).lean()) as JobDoc[]).map(view);
    },

    /** The fields, the first rows as they will be stored and every refused row, for a mapping (the stored one by default). */
    async preview(entity: ImportEntity, id: string, settings?: ImportSettings): Promise<ImportPreview> {
      const { fields, validate } = await withCustomFields(kindOf(entity));
      let doc = await find(entity, id);
      if (settings) {
        if (doc.status !== 'draft') throw conflict(ImportErrors.started);
        checkMapping(fields, doc.columns, settings.mapping);
        doc = (await jobs.findOneAndUpdate({ _id: doc._id, status: 'draft' }, { $set: { settings } }, { returnDocument: 'after' }).lean()) as JobDoc;
        if (!doc) throw conflict(ImportErrors.started);
      }
      const rows: Record<string, unknown>[] = [];
      const refused: ImportRefusal[] = [];
      let refusedRows = 0;
      const missing = fields.filter((field) => field.required && !doc.settings.mapping.includes(field.field));
      for await (const chunk of chunksOf(id)) {
        for (const { line, cells } of chunk.rows) {
          const checked = validate(mappedRow(cells, doc.settings.mapping));
          if ('input' in checked) {
            if (rows.length < IMPORT_LIMITS.previewRows) rows.push(checked.input as Record<string, unknown>);
            continue;
          }
          refusedRows++;
          if (refused.length < IMPORT_LIMITS.refusedListed) refused.push({ row: line, field: checked.field, message: checked.message });
        }
      }
      const targets = fields.map(({ field, label, required }) => ({ field, label, required: required ?? false }));
      if (missing.length > 0) refused.unshift(...missing.map((field) => ({ row: 1, field: field.field, message: ImportErrors.requiredMissing(field.label) })));
      return { job: view(doc), targets, rows, refused, refusedRows };
    },

    /** Starts a draft with its settings; the mapping is remembered for the next file of this kind. */
    async start(entity: ImportEntity, id: string, settings: ImportSettings): Promise<ImportJob> {
      const { fields } = await withCustomFields(kindOf(entity));
      const doc = await find(entity, id);
      if (doc.status !== 'draft') throw conflict(ImportErrors.started);
      checkMapping(fields, doc.columns, settings.mapping);
      const missing = fields.find((field) => field.required && !settings.mapping.includes(field.field));
      if (missing) throw new HttpError(400, ImportErrors.requiredMissing(missing.label));
      const started = (await jobs.findOneAndUpdate({ _id: doc._id, status: 'draft' }, { $set: { settings, status: 'queued' } }, { returnDocument: 'after' }).lean()) as JobDoc | null;
      if (!started) throw conflict(ImportErrors.started);
      const remembered = Object.fromEntries(doc.columns.map((column, index) => [`columns.${headerKey(column)}`, settings.mapping[index] ?? null]).filter(([key]) => key !== 'columns.'));
      await mappings.updateOne({ entity }, { $set: remembered }, { upsert: true });
      void service.kick();
      return view(started);
    },

    /** The refused rows as a CSV: the file's own columns, then the reason, to fix and import again. */
    async refusedCsv(entity: ImportEntity, id: string): Promise<Readable> {
      const doc = await find(entity, id);
      const { validate } = await withCustomFields(kindOf(entity));
      async function* records() {
        yield [...doc.columns, 'Row', 'Reason'];
        for await (const chunk of chunksOf(id)) {
          const outcomes = new Map((chunk.outcomes ?? []).map((outcome) => [outcome.line, outcome]));
          for (const { line, cells } of chunk.rows) {
            const outcome = outcomes.get(line);
            const checked = outcome ? null : validate(mappedRow(cells, doc.settings.mapping));
            const refusal = outcome?.outcome === 'refused' ? outcome : checked && !('input' in checked) ? checked : null;
            if (refusal) yield [...cells, String(line), `${refusal.field}: ${refusal.message}`];
          }
        }
      }
      return Readable.from(records()).pipe(stringify({ bom: true }));
    },

    /**
     * Undoes a finished import in the background: each record it created that nobody changed since is removed
     * through the kind's normal delete (its events go out); changed ones and updated ones are kept.
     */
    async undo(entity: ImportEntity, id: string): Promise<ImportJob> {
      const kind = kindOf(entity);
      const doc = await find(entity, id);
      if (doc.status === 'undone') throw conflict(ImportErrors.undone);
      // 'undoing' again: an undo stopped half way (a restart) is simply run again; what it removed stays removed.
      if (doc.status !== 'done' && doc.status !== 'undoing') throw conflict(ImportErrors.notFinished);
      const undoing = (await jobs.findOneAndUpdate({ _id: doc._id, status: doc.status }, { $set: { status: 'undoing' } }, { returnDocument: 'after' }).lean()) as JobDoc | null;
      if (!undoing) throw conflict(ImportErrors.undone);
      void (async () => {
        let removed = 0;
        let kept = 0;
        for await (const chunk of chunksOf(id)) {
          for (const outcome of chunk.outcomes ?? []) {
            if (outcome.outcome !== 'created') continue;
            if ((await kind.undo(outcome.recordId, id)) === 'removed') removed++;
            else kept++;
          }
        }
        await jobs.updateOne({ _id: doc._id }, { $set: { status: 'undone', undone: { removed, kept } } });
      })().catch((error: unknown) => log.error({ err: error, importId: id }, 'undoing an import stopped half way; undo it again'));
      return view(undoing);
    },

    /** Runs what waits; a call while running makes the loop look again when it is done. */
    kick(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = drain()
        .catch(async (error: unknown) => {
          log.warn({ err: error }, 'an import stopped; it goes on when its claim runs out');
          await delay(100);
        })
        .finally(() => {
          running = null;
        });
      return running;
    },

    /** Stops after the chunk being written and hands this instance's imports back at once (no lease to wait out). */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await jobs.updateMany({ leaseOwner: owner, status: 'running' }, { $set: { leaseOwner: null, leaseUntil: null } });
    },
  };
  return service;
}

export type ImportJobs = ReturnType<typeof importJobs>;
