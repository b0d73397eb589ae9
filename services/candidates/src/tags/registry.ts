import { Schema, Types, type Connection } from 'mongoose';
import { TagColour, TagLimit, TagMessages, type Tag, type TagChange, type TagInput, type TagMerge, type TagRewrite } from '@agency/contracts';
import { conflict, isDuplicateKey, live, notFound } from '@agency/service-kit';
import { folded } from '../candidates/filters';
import type { CandidateDirectory } from '../candidates/directory';
import type { CandidateStore } from '../candidates/store';

const tagSchema = new Schema(
  {
    name: { type: String, required: true },
    /** The name lowercased without accents: unique, so 'Hot' and 'hot' are one tag. */
    key: { type: String, required: true },
    colour: { type: String, enum: TagColour.options, required: true, default: 'grey' },
  },
  { timestamps: true, collection: 'candidate_tags', versionKey: false },
);
tagSchema.index({ key: 1 }, { unique: true });

interface StoredTag {
  _id: Types.ObjectId;
  name: string;
  key: string;
  colour: TagColour;
  createdAt: Date;
  updatedAt: Date;
}

/** Records rewritten at once by a rename or a merge: enough to be quick, few enough to leave room for other writes. */
const REWRITES_AT_ONCE = 8;

/**
 * The candidates' tag registry (decision 0134): each tag's name and colour, read from the database on each call
 * (a few hundred at most), so every instance agrees. A record holds tags by name; a rename or a merge rewrites
 * each record holding them through the candidate store, one versioned write and `candidate.updated` event each,
 * so the other instances' directories and every projection follow, and an edit made meanwhile is never lost.
 */
export function candidateTags(db: Connection, candidates: CandidateStore, directory: CandidateDirectory) {
  const model = db.model('CandidateTag', tagSchema);

  const toTag = (doc: StoredTag, counts: Map<string, number>): Tag => ({
    id: doc._id.toHexString(),
    name: doc.name,
    colour: doc.colour,
    count: counts.get(doc.key) ?? 0,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  });
  /** Counts by folded name (the directory counts by lowercased name; folding them again joins accent variants). */
  const counts = () => {
    const byKey = new Map<string, number>();
    for (const [name, count] of directory.tagCounts()) byKey.set(folded(name), (byKey.get(folded(name)) ?? 0) + count);
    return byKey;
  };
  const find = async (id: string) => (Types.ObjectId.isValid(id) ? ((await model.findById(id).lean()) as StoredTag | null) : null);

  /** Rewrites every record holding one of `names` (as stored) with `retag`; answers how many changed. */
  async function rewriteHolders(names: string[], retag: (tags: string[]) => string[]): Promise<number> {
    // The database, not this instance's directory: it also holds the records another instance has just written.
    const holders = (await candidates.model.find({ tags: { $in: names }, ...live }, { _id: 1 }).lean()) as { _id: Types.ObjectId }[];
    const ids = holders.map((holder) => holder._id.toHexString());
    let changed = 0;
    for (let at = 0; at < ids.length; at += REWRITES_AT_ONCE) {
      const written = await Promise.all(ids.slice(at, at + REWRITES_AT_ONCE).map((id) => candidates.retag(id, retag)));
      changed += written.filter(Boolean).length;
    }
    return changed;
  }

  async function create(input: TagInput): Promise<StoredTag> {
    if ((await model.countDocuments()) >= TagLimit.perEntity) throw conflict(TagMessages.tooMany);
    try {
      return (await model.create({ name: input.name, key: folded(input.name), colour: input.colour })).toObject() as StoredTag;
    } catch (error) {
      if (isDuplicateKey(error)) throw conflict(TagMessages.taken);
      throw error;
    }
  }

  return {
    model,

    /** Every tag by name, with how many candidates hold it. */
    async list(): Promise<Tag[]> {
      const docs = (await model.find({}).sort({ key: 1 }).lean()) as StoredTag[];
      const byKey = counts();
      return docs.map((doc) => toTag(doc, byKey));
    },

    async create(input: TagInput): Promise<Tag> {
      return toTag(await create(input), counts());
    },

    /**
     * A record's tags as written: each name in the registry's spelling ('hot' is stored as the tag 'Hot'), new
     * ones added to the registry (grey), each once.
     */
    async namesToStore(names: string[]): Promise<string[]> {
      const keys = [...new Set(names.map(folded))];
      const known = new Map(((await model.find({ key: { $in: keys } }).lean()) as StoredTag[]).map((doc) => [doc.key, doc.name]));
      for (const name of names) {
        if (known.has(folded(name))) continue;
        try {
          known.set(folded(name), (await create({ name, colour: 'grey' })).name);
        } catch (error) {
          // Added meanwhile by another request: take the stored spelling.
          const stored = (await model.findOne({ key: folded(name) }).lean()) as StoredTag | null;
          if (!stored) throw error;
          known.set(stored.key, stored.name);
        }
      }
      return keys.map((key) => known.get(key)!);
    },

    /** A new name (every record holding the tag follows) and/or colour. */
    async change(id: string, change: TagChange): Promise<TagRewrite> {
      const before = await find(id);
      if (!before) throw notFound(TagMessages.notFound);
      let doc: StoredTag | null;
      try {
        doc = (await model
          .findByIdAndUpdate(id, { $set: { ...(change.name !== undefined ? { name: change.name, key: folded(change.name) } : {}), ...(change.colour ? { colour: change.colour } : {}) } }, { returnDocument: 'after' })
          .lean()) as StoredTag | null;
      } catch (error) {
        if (isDuplicateKey(error)) throw conflict(TagMessages.taken);
        throw error;
      }
      if (!doc) throw notFound(TagMessages.notFound);
      const renamed = doc.name;
      const recordsChanged = before.name === renamed ? 0 : await rewriteHolders([before.name], (tags) => tags.map((tag) => (tag === before.name ? renamed : tag)));
      return { tag: toTag(doc, counts()), recordsChanged };
    },

    /**
     * The tags `from` into `into`: the records first, then the tags go, so a merge that stopped half way is
     * simply repeated.
     */
    async merge({ from, into }: TagMerge): Promise<TagRewrite> {
      const target = await find(into);
      if (!target) throw notFound(TagMessages.notFound);
      const merged = (await model.find({ _id: { $in: from.filter((id) => Types.ObjectId.isValid(id)) } }).lean()) as StoredTag[];
      if (merged.length === 0) throw notFound(TagMessages.notFound);
      const names = new Set(merged.map((doc) => doc.name));
      const recordsChanged = await rewriteHolders([...names], (tags) => [...new Set(tags.map((tag) => (names.has(tag) ? target.name : tag)))]);
      await model.deleteMany({ _id: { $in: merged.map((doc) => doc._id) } });
      return { tag: toTag(target, counts()), recordsChanged };
    },
  };
}

export type CandidateTags = ReturnType<typeof candidateTags>;
