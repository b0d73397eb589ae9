import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import type { SubmissionSnapshot } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

const consentSchema = new Schema(
  { by: String, at: Date, recordedById: { type: String, default: null }, note: { type: String, default: null } },
  { _id: false },
);
const feedbackSchema = new Schema(
  { kind: String, reason: { type: String, default: null }, proposedTimes: { type: [String], default: [] }, contactName: String, at: Date },
  { _id: false },
);

/** One candidate put forward for one job role to its employer (decision 0132). */
const submissionSchema = new Schema(
  {
    jobRoleId: { type: String, required: true },
    employerId: { type: String, required: true },
    candidateId: { type: String, required: true },
    entryId: { type: String, required: true },
    status: { type: String, required: true },
    anonymised: { type: Boolean, default: false },
    note: { type: String, default: null },
    recruiterId: { type: String, required: true },
    consent: { type: consentSchema, default: null },
    declinedAt: { type: Date, default: null },
    submittedAt: { type: Date, default: null },
    feedback: { type: [feedbackSchema], default: [] },
    interviewId: { type: String, default: null },
    reminderSentAt: { type: Date, default: null },
    /**
     * `<jobRoleId>:<candidateId>` while live (awaiting consent or submitted), the submission's own id after: the unique
     * index keeps one live submission per candidate and role whichever instance writes it (FerretDB has no partial index).
     */
    liveKey: { type: String, required: true },
  },
  { timestamps: true, collection: 'submissions' },
);
submissionSchema.index({ liveKey: 1 }, { unique: true });
submissionSchema.plugin(outboxPlugin);

export type SubmissionDoc = InferSchemaType<typeof submissionSchema> & { version: number };
export type StoredSubmission = SubmissionDoc & { _id: Types.ObjectId };
export const submissionModel = (db: Connection) => db.model('Submission', submissionSchema);
export const liveKeyOf = (jobRoleId: string, candidateId: string) => `${jobRoleId}:${candidateId}`;

/** The response promise: one document. */
const settingsSchema = new Schema({ responsePromiseHours: { type: Number, required: true } }, { timestamps: true, collection: 'submission_settings' });
settingsSchema.plugin(outboxPlugin);
export type SubmissionSettingsDoc = InferSchemaType<typeof settingsSchema> & { version: number };
export const submissionSettingsModel = (db: Connection) => db.model('SubmissionSettings', settingsSchema);

const iso = (value: Date | string | null | undefined) => new Date(value ?? Date.now()).toISOString();
const isoOrNull = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

export function toSubmissionSnapshot(doc: StoredSubmission): SubmissionSnapshot {
  return {
    id: doc._id.toHexString(),
    jobRoleId: doc.jobRoleId,
    employerId: doc.employerId,
    candidateId: doc.candidateId,
    entryId: doc.entryId,
    status: doc.status as SubmissionSnapshot['status'],
    anonymised: doc.anonymised === true,
    note: doc.note ?? null,
    recruiterId: doc.recruiterId,
    consent: doc.consent
      ? { by: doc.consent.by as 'candidate' | 'recruiter', at: iso(doc.consent.at), recordedById: doc.consent.recordedById ?? null, note: doc.consent.note ?? null }
      : null,
    declinedAt: isoOrNull(doc.declinedAt),
    submittedAt: isoOrNull(doc.submittedAt),
    feedback: (doc.feedback ?? []).map((given) => ({
      kind: given.kind as SubmissionSnapshot['feedback'][number]['kind'],
      reason: given.reason ?? null,
      proposedTimes: [...(given.proposedTimes ?? [])],
      contactName: String(given.contactName ?? ''),
      at: iso(given.at),
    })),
    interviewId: doc.interviewId ?? null,
    reminderSentAt: isoOrNull(doc.reminderSentAt),
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}
