import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import { AppointmentStatus, type AppointmentSnapshot } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

const appointmentSchema = new Schema(
  {
    candidateId: { type: String, required: true },
    /** The interview interaction (engagement) this appointment follows. */
    interactionId: { type: String, required: true },
    userId: { type: String, default: null },
    jobRoleId: { type: String, default: null },
    title: { type: String, required: true },
    description: { type: String, default: null },
    date: { type: Date, required: true },
    duration: { type: Number, default: 60 },
    location: { type: String, default: null },
    type: { type: String, enum: ['interview'], default: 'interview' },
    status: { type: String, enum: AppointmentStatus.options, required: true, default: 'scheduled' },
    candidateConfirmed: { type: Boolean, default: false },
    confirmedAt: { type: Date, default: null },
    reminderSent: { type: Boolean, default: false },
    // Set by the stores, not by mongoose: its timestamps would differ from the time the event carries.
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'appointments' },
);
appointmentSchema.plugin(outboxPlugin);
// The reminders' sweep: scheduled appointments whose reminder has not gone, by date.
appointmentSchema.index({ reminderSent: 1, status: 1, date: 1 });

export type AppointmentDoc = InferSchemaType<typeof appointmentSchema> & { version: number };
export type StoredAppointment = AppointmentDoc & { _id: Types.ObjectId };

export const appointmentModel = (db: Connection) => db.model('Appointment', appointmentSchema);

const iso = (value: Date | string | null | undefined) => new Date(value ?? Date.now()).toISOString();

export function toAppointment(doc: StoredAppointment): AppointmentSnapshot {
  return {
    id: doc._id.toHexString(),
    candidateId: doc.candidateId,
    interactionId: doc.interactionId,
    userId: doc.userId ?? null,
    jobRoleId: doc.jobRoleId ?? null,
    title: doc.title,
    description: doc.description ?? null,
    date: iso(doc.date),
    duration: doc.duration ?? 60,
    location: doc.location ?? null,
    type: 'interview',
    status: doc.status,
    candidateConfirmed: doc.candidateConfirmed ?? false,
    confirmedAt: doc.confirmedAt ? iso(doc.confirmedAt) : null,
    reminderSent: doc.reminderSent ?? false,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}
