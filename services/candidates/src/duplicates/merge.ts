import { Schema, type Connection, type Model } from 'mongoose';
import { MergeEvents, type Candidate, type ChangeAuthor, type MergedInto, type RecordsMerged } from '@agency/contracts';
import { conflict, eventfulWrites, isDuplicateKey, notFound, type OutboxRelay } from '@agency/service-kit';
import type { CandidateDirectory } from '../candidates/directory';
import type { CandidateDoc } from '../candidates/model';
import { blankedCandidate, type CandidateStore } from '../candidates/store';

/** The profile fields the kept candidate takes from the merged one when its own is empty (decision 0126). */
const FILLED_FIELDS = ['email', 'phone', 'linkedinUrl', 'currentRole', 'location', 'skills', 'summary', 'cvUrl'] as const;

/**
 * A merge in progress or done: the merged candidate's id, where it went, and, until the merge is done, the
 * fields the kept one takes (the merged record is gone by then). A repeated merge finishes from here; the
 * candidate page of the merged id reads it to say where the candidate went.
 */
const mergeSchema = new Schema(
  { _id: String, keptId: { type: String, required: true }, at: { type: Date, required: true }, fill: { type: Schema.Types.Mixed, default: null }, done: Boolean },
  { collection: 'candidate_merges', versionKey: false },
);
mergeSchema.index({ keptId: 1 });

interface Moves {
  candidates: CandidateStore;
  directory: CandidateDirectory;
  /** Collections keyed by `candidateId` that follow the candidate as they are. */
  keyed: Model<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Applications: one per candidate and role, so one the kept candidate has for the same role stays alone. */
  applications: Model<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  relay?: OutboxRelay;
}

export const MERGE_SAME_RECORD = 'Choose two different candidates to merge.';
export const MERGED_ELSEWHERE = 'This candidate was already merged into another candidate. Refresh the list and try again.';
export const KEPT_GONE = 'The candidate to keep no longer exists. Refresh the list and try again.';
export const MERGED_GONE = 'The candidate to merge no longer exists. Refresh the list and try again.';

/** What the kept candidate lacks and the merged one has. */
function fillOf(kept: Candidate, merged: Candidate): Record<string, unknown> {
  const empty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  return Object.fromEntries(FILLED_FIELDS.filter((field) => empty(kept[field]) && !empty(merged[field])).map((field) => [field, merged[field]]));
}

/**
 * Merging a duplicate candidate into the one staff keep (decision 0126): the tombstone first (so a failure half
 * way is finished by repeating the merge), then everything of the merged candidate here moves to the kept one,
 * then the merged candidate goes with `candidates.candidates-merged` (in place of its deleted event, so the other
 * services move what they hold instead of erasing it), and last the kept one takes the fields it lacked.
 */
export function candidateMerges(db: Connection, { candidates, directory, keyed, applications, relay }: Moves) {
  const model = db.model('CandidateMerge', mergeSchema);
  const writes = eventfulWrites<CandidateDoc>(candidates.model, relay);

  async function moveApplications(from: string, to: string): Promise<void> {
    const docs = await applications.find({ candidateId: from }).select({ _id: 1 }).lean();
    for (const doc of docs) {
      try {
        await applications.updateOne({ _id: doc._id, candidateId: from }, { $set: { candidateId: to } });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // Both applied for this role: the kept candidate's application is the one that stays.
        await applications.deleteOne({ _id: doc._id, candidateId: from });
      }
    }
  }

  async function removeMerged(mergedId: string, keptId: string): Promise<void> {
    const data: RecordsMerged = { keptId, mergedId, occurredAt: new Date().toISOString() };
    const doc = await writes.update(
      mergedId,
      () => blankedCandidate(`merged:${mergedId}`),
      MergeEvents.candidatesMerged,
      () => data,
    );
    if (doc) directory.remove(mergedId, (doc as { version: number }).version);
  }

  async function finish(mergedId: string, keptId: string, fill: Record<string, unknown> | null, by: ChangeAuthor): Promise<void> {
    for (const collection of keyed) await collection.updateMany({ candidateId: mergedId }, { $set: { candidateId: keptId } });
    await moveApplications(mergedId, keptId);
    await removeMerged(mergedId, keptId);
    // An application or entry that arrived while this ran follows too.
    await moveApplications(mergedId, keptId);
    for (const collection of keyed) await collection.updateMany({ candidateId: mergedId }, { $set: { candidateId: keptId } });
    const kept = await candidates.findById(keptId);
    if (kept && fill) {
      // Only what is still empty: a field someone set meanwhile is theirs.
      const stillEmpty = fillOf(kept, { ...kept, ...fill });
      if (Object.keys(stillEmpty).length > 0) await candidates.updateOwn(keptId, stillEmpty as never, by);
    }
    await model.updateOne({ _id: mergedId }, { $set: { done: true, fill: null } });
  }

  return {
    model,

    async merge(keptId: string, mergedId: string, by: ChangeAuthor): Promise<void> {
      if (keptId === mergedId) throw conflict(MERGE_SAME_RECORD);
      const earlier = await model.findById(mergedId).lean<{ keptId: string; fill: Record<string, unknown> | null; done?: boolean }>();
      if (earlier) {
        if (earlier.keptId !== keptId) throw conflict(MERGED_ELSEWHERE);
        // Repeated: finish what a failure left (nothing, when it was done).
        if (!earlier.done) await finish(mergedId, keptId, earlier.fill, by);
        return;
      }
      if (await model.exists({ _id: keptId })) throw notFound(KEPT_GONE);
      const [kept, merged] = await Promise.all([candidates.findById(keptId), candidates.findById(mergedId)]);
      if (!kept) throw notFound(KEPT_GONE);
      if (!merged) throw notFound(MERGED_GONE);
      // Merged into the merged one before: those now point at the kept candidate.
      await model.updateMany({ keptId: mergedId }, { $set: { keptId } });
      await model.create({ _id: mergedId, keptId, at: new Date(), fill: fillOf(kept, merged), done: false });
      await finish(mergedId, keptId, fillOf(kept, merged), by);
    },

    /** Where a merged candidate went, or null when the id was never merged. */
    async mergedInto(mergedId: string): Promise<MergedInto | null> {
      const doc = await model.findById(mergedId).lean<{ keptId: string; at: Date }>();
      return doc ? { mergedId, keptId: doc.keptId, mergedAt: doc.at.toISOString() } : null;
    },

    /** Right to erasure of a kept candidate: the notes of where others went go too (they name the candidate). */
    async eraseCandidate(keptId: string): Promise<void> {
      await model.deleteMany({ keptId });
    },
  };
}

export type CandidateMerges = ReturnType<typeof candidateMerges>;
