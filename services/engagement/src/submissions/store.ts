import type { Connection } from 'mongoose';
import { SubmissionEvents, type ClientFeedback, type Consent, type SubmissionEventData, type SubmissionSnapshot } from '@agency/contracts';
import { eventfulWrites, live, type OutboxRelay } from '@agency/service-kit';
import type { ClientContactRef, EngagementReferences } from '../projections/references';
import { liveKeyOf, submissionModel, toSubmissionSnapshot, type StoredSubmission, type SubmissionDoc } from './model';

export interface NewSubmission {
  jobRoleId: string;
  employerId: string;
  candidateId: string;
  entryId: string;
  anonymised: boolean;
  note: string | null;
  recruiterId: string;
}

type Patch = Partial<SubmissionDoc> | null;

/**
 * Submissions: the only place that writes them. Each change records its event, with the names the e-mails need, in
 * the submission's outbox; each is a conditional update on its version (eventfulWrites), so of two answers to one
 * consent request, or two sweeps sending one reminder, one wins and the other finds the change made.
 */
export function submissionStore(db: Connection, references: EngagementReferences, relay?: OutboxRelay) {
  const model = submissionModel(db);
  const writes = eventfulWrites<SubmissionDoc>(model, relay);
  const { candidate, employer, jobRole } = references.books;

  const eventData = (doc: StoredSubmission, contacts?: ClientContactRef[]): SubmissionEventData => ({
    ...toSubmissionSnapshot(doc),
    jobRoleTitle: jobRole.get(doc.jobRoleId)?.title ?? '',
    employerName: employer.get(doc.employerId)?.name ?? '',
    candidateName: candidate.get(doc.candidateId)?.name ?? '',
    ...(contacts ? { contacts } : {}),
  });
  const many = async (filter: Record<string, unknown>) => {
    const docs = (await model.find({ ...filter, ...live }).sort({ createdAt: -1, _id: -1 }).lean()) as unknown as StoredSubmission[];
    return docs.map(toSubmissionSnapshot);
  };
  const update = async (id: string, patch: (current: SubmissionDoc) => Patch, eventType: string, contacts?: ClientContactRef[]) => {
    const doc = (await writes.update(id, patch, eventType, (next) => eventData(next as StoredSubmission, contacts))) as StoredSubmission | null;
    return doc ? toSubmissionSnapshot(doc) : null;
  };

  return {
    model,

    /** Asks the candidate; null when a live submission of this candidate for this role exists (another request was first). */
    async create(input: NewSubmission): Promise<SubmissionSnapshot | null> {
      const now = new Date();
      try {
        const doc = (await writes.create(
          { ...input, status: 'awaiting_consent', liveKey: liveKeyOf(input.jobRoleId, input.candidateId), createdAt: now, updatedAt: now } as unknown as Partial<SubmissionDoc>,
          SubmissionEvents.consentRequested,
          (created) => eventData(created as StoredSubmission),
        )) as StoredSubmission;
        return toSubmissionSnapshot(doc);
      } catch (error) {
        if ((error as { code?: number }).code === 11000) return null;
        throw error;
      }
    },

    async find(id: string): Promise<SubmissionSnapshot | null> {
      const doc = (await model.findOne({ _id: id, ...live }).lean()) as StoredSubmission | null;
      return doc ? toSubmissionSnapshot(doc) : null;
    },

    /** The live one (awaiting consent or submitted) of this candidate for this role. */
    async liveOf(jobRoleId: string, candidateId: string): Promise<SubmissionSnapshot | null> {
      const doc = (await model.findOne({ liveKey: liveKeyOf(jobRoleId, candidateId), ...live }).lean()) as StoredSubmission | null;
      return doc ? toSubmissionSnapshot(doc) : null;
    },

    /** Newest first. FerretDB scans for the filter; submissions are read per role, candidate or employer, not per list row. */
    list: (filter: { jobRoleId?: string; candidateId?: string; employerId?: string; status?: string | { $in: string[] } }) => many(filter),

    /**
     * Submissions of these candidates that reached this employer since `since`, by anyone, for any role: the 6-month
     * flag. One withdrawn after it reached the client counts too (the client saw the candidate).
     */
    recentlySubmitted: (employerId: string, candidateIds: string[], since: Date) => many({ employerId, candidateId: { $in: candidateIds }, submittedAt: { $gte: since } }),

    /** Submitted ones with no feedback, submitted before `before`: overdue under the response promise. */
    async overdue(before: Date): Promise<SubmissionSnapshot[]> {
      return (await many({ status: 'submitted', submittedAt: { $lt: before } })).filter((submission) => submission.feedback.length === 0);
    },

    /**
     * The candidate's (or a recruiter's, from a call) answer, only while awaiting consent: `answered` false when it was
     * answered already (the submission as it is then).
     */
    async answer(id: string, answer: { accept: true; consent: Omit<Consent, 'at'> } | { accept: false }): Promise<{ submission: SubmissionSnapshot; answered: boolean } | null> {
      let answered = false;
      const submission = await update(
        id,
        (current) => {
          answered = false; // a retry after another write reads it again
          if (current.status !== 'awaiting_consent') return null;
          answered = true;
          const at = new Date();
          if (!answer.accept) return { status: 'declined', declinedAt: at, liveKey: String((current as StoredSubmission)._id), updatedAt: at } as unknown as Patch;
          return { status: 'submitted', submittedAt: at, consent: { ...answer.consent, at }, updatedAt: at } as unknown as Patch;
        },
        answer.accept ? SubmissionEvents.submitted : SubmissionEvents.declined,
      );
      return submission ? { submission, answered } : null;
    },

    /** The recruiter took the candidate back (moved their entry to 'withdrawn'): the live submission is withdrawn; none, null. */
    async withdrawLive(jobRoleId: string, candidateId: string): Promise<SubmissionSnapshot | null> {
      const doc = (await model.findOne({ liveKey: liveKeyOf(jobRoleId, candidateId), ...live }, { _id: 1 }).lean()) as { _id: { toHexString(): string } } | null;
      if (!doc) return null;
      return update(
        doc._id.toHexString(),
        (current) => {
          if (current.status !== 'awaiting_consent' && current.status !== 'submitted') return null;
          return { status: 'withdrawn', liveKey: String((current as StoredSubmission)._id), updatedAt: new Date() } as unknown as Patch;
        },
        SubmissionEvents.withdrawn,
      );
    },

    /**
     * A merged candidate's submissions go to the candidate kept (decision 0126), with the entry the kept one has on the
     * role now (the job pipeline moved or removed the merged one's first). Where the kept one has a live submission for
     * the same role already, the merged one's live submission is withdrawn: one live submission per candidate and role.
     */
    async mergeCandidate(mergedId: string, keptId: string, entryOf: (jobRoleId: string) => Promise<string | null>): Promise<void> {
      const docs = (await model.find({ candidateId: mergedId, ...live }).lean()) as unknown as StoredSubmission[];
      for (const doc of docs) {
        const id = doc._id.toHexString();
        const entryId = (await entryOf(doc.jobRoleId)) ?? doc.entryId;
        const isLive = doc.status === 'awaiting_consent' || doc.status === 'submitted';
        const keptLive = isLive && (await model.exists({ liveKey: liveKeyOf(doc.jobRoleId, keptId), ...live }));
        await update(
          id,
          (current) => {
            if (current.candidateId !== mergedId) return null;
            const moved = { candidateId: keptId, entryId, updatedAt: new Date() };
            if (keptLive) return { ...moved, status: 'withdrawn', liveKey: id } as unknown as Patch;
            return { ...moved, liveKey: isLive ? liveKeyOf(doc.jobRoleId, keptId) : id } as unknown as Patch;
          },
          SubmissionEvents.candidateMerged,
        );
      }
    },

    /** A merged employer's submissions go to the employer kept (its roles went there too). */
    async mergeEmployer(mergedId: string, keptId: string): Promise<void> {
      const docs = (await model.find({ employerId: mergedId, ...live }, { _id: 1 }).lean()) as unknown as StoredSubmission[];
      for (const doc of docs) {
        await update(
          doc._id.toHexString(),
          (current) => (current.employerId === mergedId ? ({ employerId: keptId, updatedAt: new Date() } as unknown as Patch) : null),
          SubmissionEvents.employerMerged,
        );
      }
    },

    async addFeedback(id: string, feedback: Omit<ClientFeedback, 'at'>): Promise<SubmissionSnapshot | null> {
      return update(
        id,
        (current) => {
          if (current.status !== 'submitted') return null;
          const at = new Date();
          return { feedback: [...(current.feedback ?? []), { ...feedback, at }], updatedAt: at } as unknown as Patch;
        },
        SubmissionEvents.feedbackGiven,
      );
    },

    async setInterview(id: string, interviewId: string): Promise<SubmissionSnapshot | null> {
      return update(id, () => ({ interviewId, updatedAt: new Date() }) as unknown as Patch, SubmissionEvents.interviewScheduled);
    },

    /**
     * Marks the one reminder sent, with the event the notifications service e-mails the contacts from; null when it
     * was sent already (by another instance) or the submission is no longer overdue. Set in the write of the event.
     */
    async markReminded(id: string, before: Date, contacts: ClientContactRef[]): Promise<SubmissionSnapshot | null> {
      let sent = false;
      const result = await update(
        id,
        (current) => {
          sent = false; // a retry after another instance's write reads it again
          if (current.reminderSentAt || current.status !== 'submitted' || (current.feedback ?? []).length > 0) return null;
          if (!current.submittedAt || new Date(current.submittedAt) >= before) return null;
          sent = true;
          const at = new Date();
          return { reminderSentAt: at, updatedAt: at } as unknown as Patch;
        },
        SubmissionEvents.reminderDue,
        contacts,
      );
      return sent ? result : null;
    },
  };
}

export type SubmissionStore = ReturnType<typeof submissionStore>;
