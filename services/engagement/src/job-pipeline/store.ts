import type { Connection } from 'mongoose';
import { JOB_PIPELINE_CLOSING_STAGES, JobPipelineEvents, type JobPipelineEntrySnapshot } from '@agency/contracts';
import { eventfulWrites, live, type OutboxRelay } from '@agency/service-kit';
import { entryModel, toEntrySnapshot, type EntryDoc, type StoredEntry } from './model';

export interface Move {
  stage: string;
  reason: string | null;
  byId: string;
  /** Set when the move reached 'placed' and made or closed a placement. */
  placementId?: string;
}

/**
 * The job roles' pipeline entries: the only place that writes them. Every add and move records its event
 * in the entry's outbox; a move is a conditional update on the entry's version (FerretDB would lose one of
 * two concurrent writes otherwise), retried by eventfulWrites.
 */
export function jobPipelineStore(db: Connection, relay?: OutboxRelay) {
  const model = entryModel(db);
  const writes = eventfulWrites<EntryDoc>(model, relay);
  const snapshot = (doc: StoredEntry) => toEntrySnapshot(doc);

  return {
    model,

    /** A role's entries, oldest first. FerretDB scans for the filter; a role's pipeline is read per board, not per list row. */
    async ofRole(jobRoleId: string): Promise<JobPipelineEntrySnapshot[]> {
      const docs = (await model.find({ jobRoleId, ...live }).sort({ createdAt: 1, _id: 1 }).lean()) as unknown as StoredEntry[];
      return docs.map(toEntrySnapshot);
    },

    async find(id: string): Promise<JobPipelineEntrySnapshot | null> {
      const doc = (await model.findOne({ _id: id, ...live }).lean()) as StoredEntry | null;
      return doc ? toEntrySnapshot(doc) : null;
    },

    async countOnStage(stage: string): Promise<number> {
      return model.countDocuments({ stage, ...live });
    },

    /** Adds the candidate, or answers null when they are on the role already (another request was first). */
    async add(jobRoleId: string, candidateId: string, stage: string, byId: string): Promise<JobPipelineEntrySnapshot | null> {
      const now = new Date();
      try {
        const doc = (await writes.create(
          { jobRoleId, candidateId, stage, reason: null, addedById: byId, placementId: null, history: [{ from: null, to: stage, byId, at: now, reason: null }], createdAt: now, updatedAt: now } as unknown as Partial<EntryDoc>,
          JobPipelineEvents.candidateAdded,
          snapshot,
        )) as StoredEntry;
        return toEntrySnapshot(doc);
      } catch (error) {
        if ((error as { code?: number }).code === 11000) return null;
        throw error;
      }
    },

    async byRoleAndCandidate(jobRoleId: string, candidateId: string): Promise<JobPipelineEntrySnapshot | null> {
      const doc = (await model.findOne({ jobRoleId, candidateId, ...live }).lean()) as StoredEntry | null;
      return doc ? toEntrySnapshot(doc) : null;
    },

    /**
     * A merged candidate's entries go to the candidate kept (decision 0126): each to the kept one, or, where the
     * kept one is on that role already, removed (the kept one's entry stays as it is). A repeated event finds none.
     */
    async mergeCandidate(mergedId: string, keptId: string): Promise<void> {
      const docs = (await model.find({ candidateId: mergedId, ...live }).lean()) as unknown as StoredEntry[];
      for (const doc of docs) {
        const id = doc._id.toHexString();
        const keptOnRole = await model.exists({ jobRoleId: doc.jobRoleId, candidateId: keptId, ...live });
        if (keptOnRole) {
          await writes.remove(id, JobPipelineEvents.entryRemoved, (removed) => ({ id: removed._id.toHexString() }));
        } else {
          await writes.update(id, () => ({ candidateId: keptId, updatedAt: new Date() }) as Partial<EntryDoc>, JobPipelineEvents.candidateMerged, snapshot);
        }
      }
    },

    /** Moves the entry (a move to its own stage changes nothing and records nothing). */
    async move(id: string, move: Move): Promise<JobPipelineEntrySnapshot | null> {
      const doc = (await writes.update(
        id,
        (current) => {
          if (current.stage === move.stage && !JOB_PIPELINE_CLOSING_STAGES.includes(move.stage)) return null;
          const at = new Date();
          return {
            stage: move.stage,
            reason: JOB_PIPELINE_CLOSING_STAGES.includes(move.stage) ? move.reason : null,
            placementId: move.placementId ?? current.placementId ?? null,
            history: [...(current.history ?? []), { from: current.stage, to: move.stage, byId: move.byId, at, reason: move.reason }],
            updatedAt: at,
          } as unknown as Partial<EntryDoc>;
        },
        JobPipelineEvents.stageChanged,
        snapshot,
      )) as StoredEntry | null;
      return doc ? toEntrySnapshot(doc) : null;
    },
  };
}

export type JobPipelineStore = ReturnType<typeof jobPipelineStore>;
