import type { Connection } from 'mongoose';
import type { z } from 'zod';
import { PortalEvents, type JobMatchInput, type JobMatchSnapshot } from '@agency/contracts';
import { conflict, eventfulWrites, live, type OutboxRelay } from '@agency/service-kit';
import { jobMatchModel, toJobMatchSnapshot, type JobMatchDoc, type StoredJobMatch } from './model';

type NewJobMatch = z.output<typeof JobMatchInput>;

export const ALREADY_SUGGESTED = 'This role has already been suggested to this candidate. Their match is in the list; withdraw it first to suggest it again.';

/** Still before the candidate: suggested, or answered with interest or an application. A declined one may be suggested again. */
const OPEN_STATUSES = ['suggested', 'interested', 'applied'] as const;

const newestFirst = (a: JobMatchSnapshot, b: JobMatchSnapshot) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/**
 * Job matches: the only place that writes them. Every change records its event in the document's outbox.
 * Lists are read from the database by candidate or role (a portal holds few matches per candidate).
 */
export function jobMatchStore(db: Connection, relay?: OutboxRelay) {
  const model = jobMatchModel(db);
  const writes = eventfulWrites<JobMatchDoc>(model, relay);
  const snapshot = (doc: StoredJobMatch) => toJobMatchSnapshot(doc);
  const find = async (filter: Record<string, unknown>) =>
    ((await model.find({ ...filter, ...live }).lean()) as unknown as StoredJobMatch[]).map(toJobMatchSnapshot).sort(newestFirst);

  return {
    model,

    list: (filter: { candidateId?: string; jobRoleId?: string }) =>
      find(Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined))),

    async suggest(input: NewJobMatch, userId: string): Promise<JobMatchSnapshot> {
      const open = await model.findOne({ candidateId: input.candidateId, jobRoleId: input.jobRoleId, status: { $in: [...OPEN_STATUSES] }, ...live }).lean();
      if (open) throw conflict(ALREADY_SUGGESTED);
      const now = new Date();
      const doc = await writes.create(
        { candidateId: input.candidateId, jobRoleId: input.jobRoleId, userId, status: 'suggested', matchScore: input.matchScore ?? null, notes: input.notes || null, createdAt: now, updatedAt: now } as Partial<JobMatchDoc>,
        PortalEvents.jobMatchSuggested,
        snapshot,
      );
      return toJobMatchSnapshot(doc as StoredJobMatch);
    },

    /** The candidate's match, or null for none or another candidate's (never told apart). */
    async ofCandidate(id: string, candidateId: string): Promise<JobMatchSnapshot | null> {
      const doc = (await model.findOne({ _id: id, ...live }).lean()) as StoredJobMatch | null;
      return doc && doc.candidateId === candidateId ? toJobMatchSnapshot(doc) : null;
    },

    /** 'Express Interest': recorded once; pressing it again changes nothing and sends no second event. */
    async expressInterest(match: JobMatchSnapshot): Promise<JobMatchSnapshot | null> {
      if (match.candidateResponse === 'interested') return match;
      const now = new Date();
      const doc = await writes.update(
        match.id,
        () => ({ status: 'interested', candidateResponse: 'interested', respondedAt: now, updatedAt: now }) as Partial<JobMatchDoc>,
        PortalEvents.jobMatchResponded,
        snapshot,
      );
      return doc ? toJobMatchSnapshot(doc as StoredJobMatch) : null;
    },

    /** Withdrawn by staff: gone from the portal, with its event. */
    withdraw: (id: string) => writes.remove(id, PortalEvents.jobMatchWithdrawn, (doc) => ({ id: doc._id.toHexString() })),

    /** Right to erasure: every match of the candidate, at once and without events (the erasure is the event). */
    eraseCandidate: (candidateId: string) => model.deleteMany({ candidateId }),
  };
}

export type JobMatchStore = ReturnType<typeof jobMatchStore>;
