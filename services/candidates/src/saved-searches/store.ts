import { Schema, Types, type Connection } from 'mongoose';
import {
  SAVED_SEARCH_ALERT_MATCHES_MAX,
  SAVED_SEARCHES_PER_USER,
  SavedSearchAlert,
  SavedSearchEvents,
  SavedSearchMessages,
  type SavedSearch,
  type SavedSearchMatched,
} from '@agency/contracts';
import { badRequest, eventfulWrites, live, outboxPlugin, type OutboxRelay } from '@agency/service-kit';
import type { NewMatches } from './evaluate';

const savedSearchSchema = new Schema(
  {
    ownerId: { type: String, required: true },
    ownerName: { type: String, default: null },
    name: { type: String, required: true },
    /** The candidate list's address query, opaque here: read as the list reads it (evaluate.ts). */
    query: { type: String, default: '' },
    shared: { type: Boolean, default: false },
    alert: { type: String, enum: SavedSearchAlert.options, default: 'off' },
    /** The alert's watermark: candidates added up to here were looked at (and e-mailed when they matched). */
    matchedUpTo: { type: Date, required: true },
    /** The UTC day ('YYYY-MM-DD') of the last daily look, so a day has one e-mail however many instances look. */
    dailyOn: { type: String, default: null },
  },
  { timestamps: true, collection: 'saved_searches' },
);
savedSearchSchema.plugin(outboxPlugin);
savedSearchSchema.index({ ownerId: 1 });
savedSearchSchema.index({ shared: 1 });
savedSearchSchema.index({ alert: 1 });

interface StoredSearch {
  _id: Types.ObjectId;
  ownerId: string;
  ownerName: string | null;
  name: string;
  query: string;
  shared: boolean;
  alert: SavedSearchAlert;
  matchedUpTo: Date;
  dailyOn: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface Asker {
  userId: string;
  name: string | null;
}

const toSavedSearch = (doc: StoredSearch, askerId: string): SavedSearch => ({
  id: doc._id.toHexString(),
  name: doc.name,
  query: doc.query,
  shared: doc.shared,
  alert: doc.alert,
  ownerId: doc.ownerId,
  ownerName: doc.ownerName ?? null,
  mine: doc.ownerId === askerId,
  createdAt: doc.createdAt.toISOString(),
  updatedAt: doc.updatedAt.toISOString(),
});

/** What an alert looks at: its search, due now. */
export type AlertDue = Pick<StoredSearch, 'alert' | 'query' | 'matchedUpTo' | 'ownerId' | 'dailyOn'> & { id: string };

export function savedSearchStore(db: Connection, relay?: OutboxRelay) {
  const model = db.model('SavedSearch', savedSearchSchema);
  const writes = eventfulWrites<StoredSearch>(model, relay);
  const visible = (askerId: string) => ({ ...live, $or: [{ ownerId: askerId }, { shared: true }] });
  const findVisible = async (id: string, askerId: string) =>
    Types.ObjectId.isValid(id) ? ((await model.findOne({ _id: id, ...visible(askerId) }).lean()) as StoredSearch | null) : null;

  return {
    model,

    /** The asker's own searches, then the team's shared ones, each by name. */
    async list(askerId: string): Promise<SavedSearch[]> {
      const docs = (await model.find(visible(askerId)).lean()) as unknown as StoredSearch[];
      const byName = (a: StoredSearch, b: StoredSearch) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
      const mine = docs.filter((doc) => doc.ownerId === askerId).sort(byName);
      const team = docs.filter((doc) => doc.ownerId !== askerId).sort(byName);
      return [...mine, ...team].map((doc) => toSavedSearch(doc, askerId));
    },

    async create(owner: Asker, input: { name: string; query: string; shared: boolean; alert: SavedSearchAlert }): Promise<SavedSearch> {
      if ((await model.countDocuments({ ownerId: owner.userId, ...live })) >= SAVED_SEARCHES_PER_USER) throw badRequest(SavedSearchMessages.tooMany);
      const now = new Date();
      const [doc] = await model.create([{ ...input, ownerId: owner.userId, ownerName: owner.name, matchedUpTo: now }]);
      return toSavedSearch(doc!.toObject() as unknown as StoredSearch, owner.userId);
    },

    /** 'not-found' for one the asker cannot see, 'not-owner' for a shared one of someone else. */
    async update(id: string, asker: Asker, patch: Partial<Pick<StoredSearch, 'name' | 'query' | 'shared' | 'alert'>>): Promise<SavedSearch | 'not-found' | 'not-owner'> {
      const current = await findVisible(id, asker.userId);
      if (!current) return 'not-found';
      if (current.ownerId !== asker.userId) return 'not-owner';
      // A new query, or an alert turned on, starts from now: no e-mail of the candidates added before.
      const restart = (patch.query !== undefined && patch.query !== current.query) || (current.alert === 'off' && patch.alert !== undefined && patch.alert !== 'off');
      // A plain $set: the fields an alert writes (its watermark, its day) are not among these.
      const updated = (await model
        .findOneAndUpdate({ _id: id, ownerId: asker.userId, ...live }, { $set: { ...patch, ...(restart ? { matchedUpTo: new Date() } : {}) } }, { returnDocument: 'after' })
        .lean()) as StoredSearch | null;
      return updated ? toSavedSearch(updated, asker.userId) : 'not-found';
    },

    async remove(id: string, asker: Asker): Promise<'removed' | 'not-found' | 'not-owner'> {
      const current = await findVisible(id, asker.userId);
      if (!current) return 'not-found';
      if (current.ownerId !== asker.userId) return 'not-owner';
      // Gone at once: an alert event still in its outbox goes with it (the owner no longer wants the search).
      const { deletedCount } = await model.deleteOne({ _id: id, ownerId: asker.userId });
      return deletedCount === 1 ? 'removed' : 'not-found';
    },

    /** The searches with an alert on. */
    async withAlerts(): Promise<AlertDue[]> {
      const docs = (await model.find({ alert: { $in: ['daily', 'instant'] }, ...live }, { alert: 1, query: 1, matchedUpTo: 1, ownerId: 1, dailyOn: 1 }).lean()) as unknown as StoredSearch[];
      return docs.map(({ _id, alert, query, matchedUpTo, ownerId, dailyOn }) => ({ id: _id.toHexString(), alert, query, matchedUpTo, ownerId, dailyOn: dailyOn ?? null }));
    },

    /**
     * One alert look at a search: the candidates added in (watermark, `until`] that match it, recorded as a
     * `saved-search.matched` event in the same conditional write that moves the watermark to `until`, so two
     * instances never e-mail the same matches twice (the second one's window is empty). A daily alert also takes
     * the day (`day`), with or without matches: one look a day. Answers how many matched (0: no event).
     */
    async recordMatches(id: string, newMatches: NewMatches, until: Date, day: string): Promise<number> {
      let total = 0;
      let found: SavedSearchMatched['matches'] = [];
      const dailyDone = (doc: StoredSearch) => doc.alert === 'daily' && doc.dailyOn === day;
      await writes.update(
        id,
        (current) => {
          total = 0;
          if (current.alert === 'off' || dailyDone(current) || current.matchedUpTo >= until) return null;
          const result = newMatches(current.matchedUpTo, until, SAVED_SEARCH_ALERT_MATCHES_MAX);
          if (result.total === 0) return null;
          total = result.total;
          found = result.matches.map((candidate) => ({ id: candidate.id, name: candidate.name }));
          return { matchedUpTo: until, ...(current.alert === 'daily' ? { dailyOn: day } : {}) };
        },
        SavedSearchEvents.matched,
        (doc): SavedSearchMatched => ({
          searchId: doc._id.toHexString(),
          name: doc.name,
          ownerId: doc.ownerId,
          query: doc.query,
          alert: doc.alert === 'daily' ? 'daily' : 'instant',
          matches: found,
          total,
        }),
      );
      // Nothing new today: the day is taken all the same (the watermark stays, for tomorrow's look).
      if (total === 0) await model.updateOne({ _id: id, alert: 'daily', dailyOn: { $ne: day }, ...live }, { $set: { dailyOn: day } });
      return total;
    },
  };
}

export type SavedSearchStore = ReturnType<typeof savedSearchStore>;
