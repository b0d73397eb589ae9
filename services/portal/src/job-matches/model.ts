import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import { JobMatchStatus, type JobMatchSnapshot } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

const jobMatchSchema = new Schema(
  {
    candidateId: { type: String, required: true },
    jobRoleId: { type: String, required: true },
    /** The staff member who suggested it. */
    userId: { type: String, required: true },
    status: { type: String, enum: JobMatchStatus.options, required: true, default: 'suggested' },
    matchScore: { type: Number, default: null },
    notes: { type: String, default: null },
    candidateResponse: { type: String, default: null },
    respondedAt: { type: Date, default: null },
    // Set by the stores, not by mongoose: its timestamps would differ from the time the event carries.
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'job_matches' },
);
jobMatchSchema.plugin(outboxPlugin);

export type JobMatchDoc = InferSchemaType<typeof jobMatchSchema> & { version: number };
export type StoredJobMatch = JobMatchDoc & { _id: Types.ObjectId };

export const jobMatchModel = (db: Connection) => db.model('JobMatch', jobMatchSchema);

const iso = (value: Date | string | null | undefined) => new Date(value ?? Date.now()).toISOString();

/** A stored match as its events carry it (the role's title and employer are joined when answered). */
export function toJobMatchSnapshot(doc: StoredJobMatch): JobMatchSnapshot {
  return {
    id: doc._id.toHexString(),
    candidateId: doc.candidateId,
    jobRoleId: doc.jobRoleId,
    userId: doc.userId,
    status: doc.status,
    matchScore: doc.matchScore ?? null,
    notes: doc.notes ?? null,
    candidateResponse: doc.candidateResponse ?? null,
    respondedAt: doc.respondedAt ? iso(doc.respondedAt) : null,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}
