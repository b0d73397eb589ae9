import type { Connection, Types } from 'mongoose';
import { CatalogEvents, type Employer, type EmployerInput, type EmployerList, type EmployerListQuery } from '@agency/contracts';
import { eventfulWrites, live, type OutboxRelay } from '@agency/service-kit';
import { replacing } from '../replacement';
import { containsText } from '../text-patterns';
import { employerModel, type EmployerDoc } from './model';

type StoredEmployer = EmployerDoc & { _id: Types.ObjectId };

const OPTIONAL_FIELDS = ['industry', 'location', 'contactPerson', 'contactEmail', 'contactPhone', 'website', 'description'] as const;

export function toEmployer(doc: StoredEmployer): Employer {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    industry: doc.industry || null,
    location: doc.location || null,
    contactPerson: doc.contactPerson || null,
    contactEmail: doc.contactEmail || null,
    contactPhone: doc.contactPhone || null,
    website: doc.website || null,
    description: doc.description || null,
    status: doc.status,
    createdAt: new Date(doc.createdAt ?? Date.now()).toISOString(),
    updatedAt: new Date(doc.updatedAt ?? Date.now()).toISOString(),
  };
}

/** Employers: the only place that writes them. Every change records its event in the outbox. */
export function employerStore(db: Connection, relay?: OutboxRelay) {
  const model = employerModel(db);
  const writes = eventfulWrites<EmployerDoc>(model, relay);
  const snapshot = (doc: StoredEmployer) => toEmployer(doc);

  return {
    model,
    async create(input: EmployerInput): Promise<Employer> {
      const now = new Date();
      const doc = await writes.create({ ...input, createdAt: now, updatedAt: now } as Partial<EmployerDoc>, CatalogEvents.employerCreated, snapshot);
      return toEmployer(doc);
    },
    /** Replaces the employer's fields (the forms send the whole employer); null when it does not exist. */
    async update(id: string, input: EmployerInput): Promise<Employer | null> {
      const fields = replacing(input, OPTIONAL_FIELDS);
      const doc = await writes.update(id, () => ({ ...fields, updatedAt: new Date() }) as Partial<EmployerDoc>, CatalogEvents.employerUpdated, snapshot);
      return doc ? toEmployer(doc) : null;
    },
    async remove(id: string): Promise<boolean> {
      return writes.remove(id, CatalogEvents.employerDeleted, snapshot);
    },
    // By `_id` alone, the one filter FerretDB looks up without reading the whole collection.
    async findById(id: string): Promise<Employer | null> {
      const doc = (await model.findOne({ _id: id }).lean()) as (StoredEmployer & { deletedAt?: Date | null }) | null;
      return doc && !doc.deletedAt ? toEmployer(doc) : null;
    },
    /** Names of the given employers, for job role answers (one query for a whole page). */
    async namesByIds(ids: string[]): Promise<Map<string, string>> {
      const docs = await model.find({ _id: { $in: ids }, ...live }, { name: 1 }).lean();
      return new Map(docs.map((doc) => [doc._id.toHexString(), doc.name]));
    },
    /** Ids of the employers whose name contains `text` (for the job role search by employer name). */
    async idsWithNameContaining(text: string): Promise<Types.ObjectId[]> {
      const docs = await model.find({ name: containsText(text), ...live }, { _id: 1 }).lean();
      return docs.map((doc) => doc._id);
    },
    /** Searched over name, industry and location (case-insensitive, literal text) and paged; by name. */
    async list(query: EmployerListQuery): Promise<EmployerList> {
      const filter: Record<string, unknown> = { ...live };
      if (query.status) filter.status = query.status;
      if (query.q) {
        const pattern = containsText(query.q);
        filter.$or = [{ name: pattern }, { industry: pattern }, { location: pattern }];
      }
      // Two queries rather than $facet, which FerretDB lacks.
      const [docs, total] = await Promise.all([
        model.find(filter).sort({ name: 1, _id: 1 }).skip(query.offset).limit(query.limit).lean() as unknown as Promise<StoredEmployer[]>,
        model.countDocuments(filter),
      ]);
      return { items: docs.map(toEmployer), total };
    },
    async count(): Promise<number> {
      return model.countDocuments(live);
    },
  };
}

export type EmployerStore = ReturnType<typeof employerStore>;
