import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { ApplicationSource, ApplicationStatus } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

const applicationSchema = new Schema(
  {
    jobRoleId: { type: String, required: true },
    candidateId: { type: String, required: true },
    /** As the visitor typed them (lowercased e-mail): the application is what they sent. */
    candidateEmail: { type: String, required: true },
    candidateFullName: { type: String, required: true },
    candidatePhone: String,
    coverLetter: String,
    status: { type: String, enum: ApplicationStatus.options, required: true, default: 'pending' },
    /** Set with a rejection; cleared when the status moves on from rejected. */
    rejectionReason: String,
    statusChangedAt: Date,
    /** The staff member who last set the status. */
    statusChangedBy: String,
    source: { type: String, enum: ApplicationSource.options, required: true, default: 'website' },
    /** True until the auth service has answered about the candidate's sign-in (decision 0022). */
    accountPending: { type: Boolean, required: true, default: true },
  },
  { timestamps: true, collection: 'applications' },
);
applicationSchema.plugin(outboxPlugin);
// One application per candidate and role: applying twice is refused, not stored twice.
applicationSchema.index({ candidateId: 1, jobRoleId: 1 }, { unique: true });
applicationSchema.index({ candidateEmail: 1 });
applicationSchema.index({ createdAt: -1 });
applicationSchema.index({ jobRoleId: 1, createdAt: -1 });
applicationSchema.index({ status: 1, createdAt: -1 });

export type ApplicationDoc = InferSchemaType<typeof applicationSchema> & { version: number };

export const applicationModel = (db: Connection) => db.model('Application', applicationSchema);
