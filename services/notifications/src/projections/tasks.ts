import { Schema, type Connection } from 'mongoose';
import type { Logger } from 'pino';
import { Streams, TaskEvents, TaskSnapshot } from '@agency/contracts';
import { applyProjection, type Projection } from '@agency/service-kit';

/** What the morning digest needs of each task: whose, what, due when, and whether it is still open. */
const taskSchema = new Schema(
  { _id: String, title: String, dueDate: String, status: String, assigneeId: String, candidateId: String, employerId: String, jobRoleId: String, deleted: Boolean, version: Number },
  { collection: 'tasks', versionKey: false },
);
taskSchema.index({ status: 1, deleted: 1, dueDate: 1 });

export interface DueTask {
  id: string;
  title: string;
  dueDate: string;
  assigneeId: string;
  candidateId: string | null;
  employerId: string | null;
  jobRoleId: string | null;
}

/** The staff tasks from the ENGAGEMENT stream, newest version of each (decision 0135). */
export function taskCopies(db: Connection, log: Logger) {
  const model = db.model('Task', taskSchema);
  const projection: Projection = {
    name: 'notifications-tasks', // the durable consumer: never renamed
    stream: Streams.engagement,
    handles: [TaskEvents.created, TaskEvents.updated, TaskEvents.deleted],
    checkpoint: 'consumer',
    async apply(event) {
      if (event.type === TaskEvents.deleted) return void (await applyProjection(model, event, null));
      const task = TaskSnapshot.safeParse(event.data);
      if (!task.success) return void log.error({ id: event.aggregateId }, 'ignoring a task event the notifications service cannot read');
      const { title, dueDate, status, assigneeId, candidateId, employerId, jobRoleId } = task.data;
      await applyProjection(model, event, { title, dueDate, status, assigneeId, candidateId, employerId, jobRoleId });
    },
  };
  /** Open tasks due on `day` ('YYYY-MM-DD') or before, oldest day first. */
  const dueBy = async (day: string): Promise<DueTask[]> =>
    (await model.find({ status: 'open', deleted: false, dueDate: { $lte: day } }).sort({ dueDate: 1, title: 1 }).lean()).map((row) => ({
      id: String(row._id),
      title: String(row.title),
      dueDate: String(row.dueDate),
      assigneeId: String(row.assigneeId),
      candidateId: (row.candidateId as string | null) ?? null,
      employerId: (row.employerId as string | null) ?? null,
      jobRoleId: (row.jobRoleId as string | null) ?? null,
    }));
  return { model, projection, dueBy };
}
export type TaskCopies = ReturnType<typeof taskCopies>;
