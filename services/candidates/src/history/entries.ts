import { Types, type Model } from 'mongoose';
import { conflict } from '@agency/service-kit';

/** Entries a candidate can keep of each kind: far more than a CV has, few enough to list without paging. */
export const MAX_ENTRIES_PER_CANDIDATE = 50;

export interface EntryKind<TInput, TEntry> {
  model: Model<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The stored fields of an input; every optional field present (null when not given), since a PUT replaces. */
  fieldsOf(input: TInput): Record<string, unknown>;
  toEntry(doc: any): TEntry; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The order of the list (a candidate has few entries, so they are sorted here, nulls as the kind wants). */
  order(a: TEntry, b: TEntry): number;
  /** The 409 when the candidate has MAX_ENTRIES_PER_CANDIDATE already. */
  tooMany: string;
}

/**
 * One kind of a candidate's history (education or employment): every read and write is of the given
 * candidate's entries only, so another candidate's id (or a malformed one) is simply not found.
 */
export function historyEntries<TInput, TEntry>({ model, fieldsOf, toEntry, order, tooMany }: EntryKind<TInput, TEntry>) {
  const own = (candidateId: string, id: string) => ({ _id: id, candidateId });

  return {
    model,

    async list(candidateId: string): Promise<TEntry[]> {
      const docs = await model.find({ candidateId }).lean();
      return docs.map(toEntry).sort(order);
    },

    /** Two additions at the same moment can pass the limit by one; the limit is a guard, not a quota. */
    async add(candidateId: string, input: TInput): Promise<TEntry> {
      if ((await model.countDocuments({ candidateId })) >= MAX_ENTRIES_PER_CANDIDATE) throw conflict(tooMany);
      const doc = await model.create({ ...fieldsOf(input), candidateId });
      return toEntry(doc.toObject());
    },

    /** Replaces the entry's fields; null when the candidate has no entry with this id. */
    async replace(candidateId: string, id: string, input: TInput): Promise<TEntry | null> {
      if (!Types.ObjectId.isValid(id)) return null;
      const result = await model.updateOne(own(candidateId, id), { $set: fieldsOf(input) });
      if (result.matchedCount !== 1) return null;
      const doc = await model.findOne(own(candidateId, id)).lean();
      return doc ? toEntry(doc) : null;
    },

    async remove(candidateId: string, id: string): Promise<boolean> {
      if (!Types.ObjectId.isValid(id)) return false;
      return (await model.deleteOne(own(candidateId, id))).deletedCount === 1;
    },

    /** Right to erasure (decision 0024): every entry of the candidate goes. */
    async eraseCandidate(candidateId: string): Promise<void> {
      await model.deleteMany({ candidateId });
    },
  };
}

export type HistoryEntries<TInput, TEntry> = ReturnType<typeof historyEntries<TInput, TEntry>>;
