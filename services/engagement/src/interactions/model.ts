import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import { InteractionStatus, InteractionType, type InteractionSnapshot } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

const interactionSchema = new Schema(
  {
    type: { type: String, enum: InteractionType.options, required: true },
    subject: { type: String, required: true },
    description: { type: String, default: null },
    date: { type: Date, required: true },
    outcome: { type: String, default: null },
    nextSteps: { type: String, default: null },
    /** With next steps, the day they are due ('YYYY-MM-DD') and for whom: the interaction's task (decision 0135). */
    nextStepsDue: { type: String, default: null },
    nextStepsAssigneeId: { type: String, default: null },
    status: { type: String, enum: InteractionStatus.options, required: true, default: 'completed' },
    /** Links to the other contexts' records, by their ids; the names come from this service's references. */
    candidateId: { type: String, default: null },
    employerId: { type: String, default: null },
    jobRoleId: { type: String, default: null },
    /** An interview's place (an address or a video link), length and the candidate's time zone (decision 0122). */
    location: { type: String, default: null },
    durationMinutes: { type: Number, default: null },
    timeZone: { type: String, default: null },
    /** The staff member who logged or scheduled it; null on records from before it was kept. */
    createdBy: { type: String, default: null },
    /** Mirrored from the portal's appointment of this interaction (./confirmations): the candidate's 'Confirm Attendance'. */
    candidateConfirmed: { type: Boolean, default: false },
    candidateConfirmedAt: { type: Date, default: null },
    /** The appointment event last mirrored, so a repeated or older one changes nothing. */
    appointmentId: { type: String, default: null },
    appointmentVersion: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'interactions' },
);
interactionSchema.plugin(outboxPlugin);

export type InteractionDoc = InferSchemaType<typeof interactionSchema> & { version: number };
export type StoredInteraction = InteractionDoc & { _id: Types.ObjectId; deletedAt?: Date | null };

export const interactionModel = (db: Connection) => db.model('Interaction', interactionSchema);

const iso = (value: Date | string | null | undefined) => new Date(value ?? Date.now()).toISOString();

/** A stored interaction as its events carry it and the lists hold it (names are joined when answered). */
export function toInteractionRecord(doc: StoredInteraction): InteractionSnapshot {
  return {
    id: doc._id.toHexString(),
    type: doc.type,
    subject: doc.subject,
    description: doc.description ?? null,
    date: iso(doc.date),
    outcome: doc.outcome ?? null,
    nextSteps: doc.nextSteps ?? null,
    nextStepsDue: doc.nextStepsDue ?? null,
    nextStepsAssigneeId: doc.nextStepsAssigneeId ?? null,
    status: doc.status,
    candidateId: doc.candidateId ?? null,
    employerId: doc.employerId ?? null,
    jobRoleId: doc.jobRoleId ?? null,
    location: doc.location ?? null,
    durationMinutes: doc.durationMinutes ?? null,
    timeZone: doc.timeZone ?? null,
    createdBy: doc.createdBy ?? null,
    candidateConfirmed: doc.candidateConfirmed ?? false,
    candidateConfirmedAt: doc.candidateConfirmedAt ? iso(doc.candidateConfirmedAt) : null,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}
