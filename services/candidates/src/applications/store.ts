import { Types, type Connection } from 'mongoose';
import {
  CandidatesEvents,
  type Application,
  type ApplicationList,
  type ApplicationListQuery,
  type ApplicationSource,
  type ApplicationStatusChange,
  type ApplyInput,
} from '@agency/contracts';
import { eventfulWrites, inDocumentTurn, isDuplicateKey, live, type OutboxRelay } from '@agency/service-kit';
import type { JobRoleProjection, RoleRef } from '../projections/job-roles';
import { applicationModel, type ApplicationDoc } from './model';

type StoredApplication = ApplicationDoc & { _id: Types.ObjectId };

function toApplication(doc: StoredApplication, role: RoleRef | null): Application {
  return {
    id: doc._id.toHexString(),
    jobRoleId: doc.jobRoleId,
    candidateId: doc.candidateId,
    jobRoleTitle: role?.title ?? null,
    employer: role?.employerId ? { id: role.employerId, name: role.employerName ?? null } : null,
    source: (doc.source ?? 'website') as ApplicationSource,
    rejectionReason: doc.rejectionReason ?? null,
    statusChangedAt: doc.statusChangedAt ? new Date(doc.statusChangedAt).toISOString() : null,
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
    const roles = await jobRoles.rolesOf(docs.map((doc) => doc.jobRoleId));
    return docs.map((doc) => toApplication(doc, roles.get(doc.jobRoleId) ?? null));
  }

  return {
    model,

    /**
     * Stores the application, or answers the one this candidate already made for the role (the unique
     * index decides, so two submissions at the same instant still make one).
     */
    async submit(
      input: ApplyInput,
      candidateId: string,
      role: RoleRef,
      source: ApplicationSource = 'website',
    ): Promise<{ application: StoredApplication; duplicate: boolean }> {
      const now = new Date();
      // An 'Express Interest' has made its account already: nothing is pending.
      const accountPending = source === 'website';
      try {
        const application = (await writes.create(
          { ...input, candidateId, source, status: 'pending', accountPending, createdAt: now, updatedAt: now } as Partial<ApplicationDoc>,
          CandidatesEvents.applicationSubmitted,
          (doc) => toApplication(doc, role),
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

    async list(query: ApplicationListQuery): Promise<ApplicationList> {
      const filter: Record<string, unknown> = { ...live };
      if (query.jobRoleId) filter.jobRoleId = query.jobRoleId;
      if (query.status) filter.status = query.status;
      if (query.from || query.to) {
        // Whole days in UTC, both ends included.
        const createdAt: Record<string, Date> = {};
        if (query.from) createdAt.$gte = new Date(`${query.from}T00:00:00.000Z`);
        if (query.to) createdAt.$lt = new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + 86_400_000);
        filter.createdAt = createdAt;
      }
      // Two queries rather than $facet, which FerretDB lacks.
      const [docs, total] = await Promise.all([
        model.find(filter).sort(newestFirst).skip(query.offset).limit(query.limit).lean() as unknown as Promise<StoredApplication[]>,
        model.countDocuments(filter),
      ]);
      return { items: await withTitles(docs), total };
    },

    /** The new (pending) applications: the inbox's count in the sidebar and on the dashboard. */
    pendingCount: () => model.countDocuments({ ...live, status: 'pending' }),

    /**
     * Staff set the status; null for an unknown id. The reason is kept only with a rejection. Setting the status
     * it already has changes nothing and sends no event.
     */
    async changeStatus(id: string, change: ApplicationStatusChange, staffUserId: string | null): Promise<Application | null> {
      const reason = change.status === 'rejected' ? (change.rejectionReason ?? '').trim() : null;
      if (!Types.ObjectId.isValid(id)) return null;
      const found = (await model.findOne({ _id: id, ...live }, { jobRoleId: 1 }).lean()) as { jobRoleId: string } | null;
      if (!found) return null;
      // The event names the role and its employer as the list does.
      const role = (await jobRoles.rolesOf([found.jobRoleId])).get(found.jobRoleId) ?? null;
      const doc = await writes.update(
        id,
        (current) => {
          if (current.status === change.status && (current.rejectionReason ?? null) === reason) return null;
          const now = new Date();
          return { status: change.status, rejectionReason: reason, statusChangedAt: now, statusChangedBy: staffUserId, updatedAt: now } as Partial<ApplicationDoc>;
        },
        CandidatesEvents.applicationStatusChanged,
        (next) => toApplication(next as StoredApplication, role),
      );
      if (!doc) return null;
      return toApplication(doc as StoredApplication, role);
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
