import { Types, type Connection } from 'mongoose';
import { CandidatesEvents, type Application, type ApplicationList, type ApplyInput } from '@agency/contracts';
import { eventfulWrites, inDocumentTurn, isDuplicateKey, live, type OutboxRelay } from '@agency/service-kit';
import type { JobRoleProjection } from '../projections/job-roles';
import { applicationModel, type ApplicationDoc } from './model';

type StoredApplication = ApplicationDoc & { _id: Types.ObjectId };

function toApplication(doc: StoredApplication, jobRoleTitle: string | null): Application {
  return {
    id: doc._id.toHexString(),
    jobRoleId: doc.jobRoleId,
    candidateId: doc.candidateId,
    jobRoleTitle,
    candidateEmail: doc.candidateEmail,
    candidateFullName: doc.candidateFullName,
    candidatePhone: doc.candidatePhone ?? null,
    coverLetter: doc.coverLetter ?? null,
    status: doc.status,
    createdAt: new Date(doc.createdAt ?? Date.now()).toISOString(),
    updatedAt: new Date(doc.updatedAt ?? Date.now()).toISOString(),
  };
}

const newestFirst = { createdAt: -1, _id: -1 } as const;
/** Bookkeeping, not a change of the application: leave `updatedAt` alone. */
const BOOKKEEPING = { timestamps: false } as const;

/** Applications: the only place that writes them. A submission records its event in the outbox. */
export function applicationStore(db: Connection, jobRoles: JobRoleProjection, relay?: OutboxRelay) {
  const model = applicationModel(db);
  const writes = eventfulWrites<ApplicationDoc>(model, relay);

  async function withTitles(docs: StoredApplication[]): Promise<Application[]> {
    const titles = await jobRoles.titlesOf(docs.map((doc) => doc.jobRoleId));
    return docs.map((doc) => toApplication(doc, titles.get(doc.jobRoleId) ?? null));
  }

  return {
    model,

    /**
     * Stores the application, or answers the one this candidate already made for the role (the unique
     * index decides, so two submissions at the same instant still make one).
     */
    async submit(input: ApplyInput, candidateId: string, jobRoleTitle: string): Promise<{ application: StoredApplication; duplicate: boolean }> {
      const now = new Date();
      try {
        const application = (await writes.create(
          { ...input, candidateId, status: 'pending', accountPending: true, createdAt: now, updatedAt: now } as Partial<ApplicationDoc>,
          CandidatesEvents.applicationSubmitted,
          (doc) => toApplication(doc, jobRoleTitle),
        )) as StoredApplication;
        return { application, duplicate: false };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const existing = (await model.findOne({ candidateId, jobRoleId: input.jobRoleId, ...live }).lean()) as StoredApplication | null;
        if (!existing) throw error;
        return { application: existing, duplicate: true };
      }
    },

    /** The auth service has answered about the candidate's sign-in: a repeat submission is now a duplicate. */
    async accountSettled(id: Types.ObjectId): Promise<void> {
      await inDocumentTurn(model, id, () => model.updateOne({ _id: id }, { $set: { accountPending: false } }, BOOKKEEPING));
    },

    async list(query: { limit: number; offset: number }): Promise<ApplicationList> {
      // Two queries rather than $facet, which FerretDB lacks.
      const [docs, total] = await Promise.all([
        model.find(live).sort(newestFirst).skip(query.offset).limit(query.limit).lean() as unknown as Promise<StoredApplication[]>,
        model.countDocuments(live),
      ]);
      return { items: await withTitles(docs), total };
    },

    /** A candidate's applications: those they made, and any sent with their current e-mail (the spec matches by e-mail). */
    async ofCandidate(candidateId: string, email: string | null | undefined): Promise<Application[]> {
      const filter = email ? { $or: [{ candidateId }, { candidateEmail: email }], ...live } : { candidateId, ...live };
      const docs = (await model.find(filter).sort(newestFirst).lean()) as unknown as StoredApplication[];
      return withTitles(docs);
    },

    /** Right to erasure: removes every application of the candidate, at once and for good. */
    async eraseCandidate(candidateId: string, email: string | null | undefined): Promise<number> {
      const filter = email ? { $or: [{ candidateId }, { candidateEmail: email }] } : { candidateId };
      return (await model.deleteMany(filter)).deletedCount;
    },
  };
}

export type ApplicationStore = ReturnType<typeof applicationStore>;
