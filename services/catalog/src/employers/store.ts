import type { Connection, Types } from 'mongoose';
import { CatalogEvents, type Employer, type EmployerInput } from '@agency/contracts';
import { eventfulWrites, live, type OutboxRelay } from '@agency/service-kit';
import { employerModel, type EmployerDoc } from './model';

type StoredEmployer = EmployerDoc & { _id: Types.ObjectId };

export function toEmployer(doc: StoredEmployer): Employer {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    industry: doc.industry ?? null,
    location: doc.location ?? null,
    contactPerson: doc.contactPerson ?? null,
    contactEmail: doc.contactEmail ?? null,
    contactPhone: doc.contactPhone ?? null,
    website: doc.website ?? null,
    description: doc.description ?? null,
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
    async findById(id: string): Promise<Employer | null> {
      const doc = (await model.findOne({ _id: id, ...live }).lean()) as StoredEmployer | null;
      return doc ? toEmployer(doc) : null;
    },
    /** Names of the given employers, for job role answers (one query for a whole page). */
    async namesByIds(ids: string[]): Promise<Map<string, string>> {
      const docs = await model.find({ _id: { $in: ids }, ...live }, { name: 1 }).lean();
      return new Map(docs.map((doc) => [doc._id.toHexString(), doc.name]));
    },
    async count(): Promise<number> {
      return model.countDocuments(live);
    },
  };
}

export type EmployerStore = ReturnType<typeof employerStore>;
