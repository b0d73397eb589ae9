import { Schema, Types, type Connection } from 'mongoose';
import { BulkMessages, type BulkAction, type BulkCounts, type BulkJob, type BulkJobState, type BulkSelection } from '@agency/contracts';

/** How long a finished job stays listed (removed when the service starts after that). */
const KEPT_DAYS = 30;
/**
 * A running job writes its progress after every batch (seconds apart); one silent this long was in a process that
 * stopped (decision 0137).
 */
export const STALE_AFTER_MS = 60_000;

const jobSchema = new Schema(
  {
    action: { type: Schema.Types.Mixed, required: true },
    selection: { type: Schema.Types.Mixed, required: true },
    state: { type: String, required: true },
    counts: { type: Schema.Types.Mixed, required: true },
    error: { type: String, default: null },
    startedBy: { type: new Schema({ id: String, name: String }, { _id: false }), required: true },
    /** Set by a cancel; the runner stops before its next batch. */
    cancelRequested: { type: Boolean, default: false },
    /** The last progress written: a job left queued or running without one for STALE_AFTER_MS is failed. */
    beatAt: { type: Date, required: true },
    startedAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
  },
  { collection: 'bulk_jobs', versionKey: false },
);
jobSchema.index({ 'startedBy.id': 1, startedAt: -1 });
jobSchema.index({ startedAt: -1 });

interface JobDoc {
  _id: Types.ObjectId;
  action: BulkAction;
  selection: BulkSelection;
  state: BulkJobState;
  counts: BulkCounts;
  error: string | null;
  startedBy: { id: string; name: string | null };
  cancelRequested: boolean;
  startedAt: Date;
  finishedAt: Date | null;
}

export const emptyCounts = (total: number): BulkCounts => ({ total, done: 0, skipped: 0, skippedReasons: [], failed: 0, failures: [] });

const toJob = (doc: JobDoc): BulkJob => ({
  id: doc._id.toHexString(),
  action: doc.action,
  selection: doc.selection,
  state: doc.state,
  counts: doc.counts,
  error: doc.error ?? null,
  startedBy: { id: doc.startedBy.id, name: doc.startedBy.name ?? null },
  startedAt: doc.startedAt.toISOString(),
  finishedAt: doc.finishedAt ? doc.finishedAt.toISOString() : null,
});

const FINISHED: BulkJobState[] = ['done', 'cancelled', 'failed'];

/** The bulk jobs (decision 0137): one document each, its counts written after every batch. */
export function bulkJobStore(db: Connection) {
  const model = db.model('BulkJob', jobSchema);
  /**
   * Jobs are not resumed after their process stopped (their selection was in its memory): one left queued or running
   * without progress for STALE_AFTER_MS is marked failed with what it had done, so its starter sees it and can start
   * it again for the rest. Checked whenever jobs are read, by whichever instance reads them.
   */
  const failStale = async () => {
    await model.updateMany(
      { state: { $in: ['queued', 'running'] }, beatAt: { $lt: new Date(Date.now() - STALE_AFTER_MS) } },
      { $set: { state: 'failed', error: BulkMessages.interruptedByRestart, finishedAt: new Date() } },
    );
  };
  return {
    model,
    async create(fields: { action: BulkAction; selection: BulkSelection; startedBy: { id: string; name: string | null }; total: number }): Promise<BulkJob> {
      const now = new Date();
      const doc = await model.create({
        action: fields.action,
        selection: fields.selection,
        state: 'queued',
        counts: emptyCounts(fields.total),
        startedBy: fields.startedBy,
        startedAt: now,
        beatAt: now,
      });
      return toJob(doc.toObject() as JobDoc);
    },
    async get(id: string): Promise<(BulkJob & { cancelRequested: boolean }) | null> {
      await failStale();
      const doc = (await model.findById(id).lean()) as JobDoc | null;
      return doc ? { ...toJob(doc), cancelRequested: doc.cancelRequested } : null;
    },
    async list(startedBy: string | null, limit: number): Promise<BulkJob[]> {
      await failStale();
      const docs = (await model.find(startedBy ? { 'startedBy.id': startedBy } : {}).sort({ startedAt: -1 }).limit(limit).lean()) as JobDoc[];
      return docs.map(toJob);
    },
    /** The progress so far; a finished state also stamps `finishedAt`. Null when the job had finished meanwhile (failed as stale). */
    async progress(id: string, state: BulkJobState, counts: BulkCounts, error: string | null = null): Promise<BulkJob | null> {
      const finishedAt = FINISHED.includes(state) ? new Date() : null;
      const doc = (await model.findOneAndUpdate({ _id: id, state: { $in: ['queued', 'running'] } }, { $set: { state, counts, error, finishedAt, beatAt: new Date() } }, { returnDocument: 'after' }).lean()) as JobDoc | null;
      return doc ? toJob(doc) : null;
    },
    /** Asks a running or queued job to stop; false when it had finished already. */
    async requestCancel(id: string): Promise<boolean> {
      const updated = await model.updateOne({ _id: id, state: { $in: ['queued', 'running'] } }, { $set: { cancelRequested: true } });
      return updated.matchedCount === 1;
    },
    failStale,
    /** Jobs started more than KEPT_DAYS ago (FerretDB has no TTL index). */
    async forgetOld(): Promise<void> {
      await model.deleteMany({ startedAt: { $lt: new Date(Date.now() - KEPT_DAYS * 86_400_000) } });
    },
  };
}
export type BulkJobStore = ReturnType<typeof bulkJobStore>;
