import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import { TaskStatus, type TaskSnapshot } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

/** A staff member's to-do on a day (decision 0135). A task from an interaction's next steps has the interaction's id as its own. */
const taskSchema = new Schema(
  {
    title: { type: String, required: true },
    /** 'YYYY-MM-DD': due on a day, read against today in the reader's time zone. */
    dueDate: { type: String, required: true },
    status: { type: String, enum: TaskStatus.options, required: true, default: 'open' },
    assigneeId: { type: String, required: true },
    createdBy: { type: String, required: true },
    interactionId: { type: String, default: null },
    candidateId: { type: String, default: null },
    employerId: { type: String, default: null },
    jobRoleId: { type: String, default: null },
    doneAt: { type: Date, default: null },
    /** The version of the interaction last followed: an older event of it changes nothing. */
    interactionVersion: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'tasks' },
);
taskSchema.plugin(outboxPlugin);
taskSchema.index({ assigneeId: 1, status: 1, dueDate: 1 });
taskSchema.index({ createdBy: 1, status: 1 });
taskSchema.index({ candidateId: 1 });
taskSchema.index({ employerId: 1 });
taskSchema.index({ jobRoleId: 1 });

export type TaskDoc = InferSchemaType<typeof taskSchema> & { version: number };
export type StoredTask = TaskDoc & { _id: Types.ObjectId; deletedAt?: Date | null };

export const taskModel = (db: Connection) => db.model('Task', taskSchema);

const iso = (value: Date | string | null | undefined) => new Date(value ?? Date.now()).toISOString();

export function toTaskSnapshot(doc: StoredTask): TaskSnapshot {
  return {
    id: doc._id.toHexString(),
    title: doc.title,
    dueDate: doc.dueDate,
    status: doc.status,
    assigneeId: doc.assigneeId,
    createdBy: doc.createdBy,
    interactionId: doc.interactionId ?? null,
    candidateId: doc.candidateId ?? null,
    employerId: doc.employerId ?? null,
    jobRoleId: doc.jobRoleId ?? null,
    doneAt: doc.doneAt ? iso(doc.doneAt) : null,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}
