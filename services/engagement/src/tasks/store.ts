import { Types, type Connection } from 'mongoose';
import type { z } from 'zod';
import { dayIn, TaskEvents, TextLimit, type InteractionSnapshot, type TaskInput, type TaskSnapshot, type TaskUpdate, type TaskWhen } from '@agency/contracts';
import { eventfulWrites, live, type OutboxRelay } from '@agency/service-kit';
import { taskModel, toTaskSnapshot, type StoredTask, type TaskDoc } from './model';

type NewTask = z.output<typeof TaskInput>;
type TaskChanges = z.output<typeof TaskUpdate>;
type Patch = Partial<TaskDoc> | null;

/** Which tasks a list holds: whose (assignee and/or giver), about which record, and when they are due. */
export interface TaskFilter {
  assigneeId?: string;
  /** Tasks given by this member (to anyone) or assigned to them. */
  mineOrGivenBy?: string;
  createdBy?: string;
  candidateId?: string;
  employerId?: string;
  jobRoleId?: string;
  when?: TaskWhen;
  /** Today in the reader's time zone, 'YYYY-MM-DD'. */
  today: string;
}

/** The task an interaction's next steps make: the first line of them, as a title fits. */
const titleOf = (nextSteps: string) => {
  const firstLine = nextSteps.trim().split('\n')[0]!.trim();
  return firstLine.length > TextLimit.line ? `${firstLine.slice(0, TextLimit.line - 1)}…` : firstLine;
};

/**
 * Tasks: the only place that writes them. Every change records its event on the ENGAGEMENT stream (the
 * notifications service's digest follows them). A task from an interaction's next steps has the interaction's id,
 * so following the same interaction twice (the route at once, the projection of its events later) finds the one task;
 * the interaction's version on it keeps an older event from undoing a newer change.
 */
export function taskStore(db: Connection, relay?: OutboxRelay) {
  const model = taskModel(db);
  const writes = eventfulWrites<TaskDoc>(model, relay);
  const snapshot = (doc: StoredTask) => toTaskSnapshot(doc);
  const update = async (id: string, patch: (current: StoredTask) => Patch) => {
    const doc = (await writes.update(id, (current) => patch(current as StoredTask), TaskEvents.updated, snapshot)) as StoredTask | null;
    return doc ? toTaskSnapshot(doc) : null;
  };

  const find = async (id: string): Promise<TaskSnapshot | null> => {
    if (!Types.ObjectId.isValid(id)) return null;
    const doc = (await model.findOne({ _id: id, ...live }).lean()) as StoredTask | null;
    return doc ? toTaskSnapshot(doc) : null;
  };

  return {
    model,
    find,

    async create(input: NewTask, createdBy: string): Promise<TaskSnapshot> {
      const now = new Date();
      const doc = (await writes.create(
        {
          title: input.title,
          dueDate: input.dueDate,
          status: 'open',
          assigneeId: input.assigneeId || createdBy,
          createdBy,
          interactionId: null,
          candidateId: input.candidateId ?? null,
          employerId: input.employerId ?? null,
          jobRoleId: input.jobRoleId ?? null,
          doneAt: null,
          createdAt: now,
          updatedAt: now,
        } as Partial<TaskDoc>,
        TaskEvents.created,
        snapshot,
      )) as StoredTask;
      return toTaskSnapshot(doc);
    },

    /** Title, day, assignee; done true marks it done, false reopens it. Null when it is gone. */
    async change(id: string, changes: TaskChanges): Promise<TaskSnapshot | null> {
      return update(id, (current) => {
        const at = new Date();
        const fields: Partial<TaskDoc> = { updatedAt: at };
        if (changes.title !== undefined) fields.title = changes.title;
        if (changes.dueDate !== undefined) fields.dueDate = changes.dueDate;
        if (changes.assigneeId !== undefined) fields.assigneeId = changes.assigneeId;
        if (changes.done === true && current.status !== 'done') Object.assign(fields, { status: 'done', doneAt: at });
        if (changes.done === false && current.status === 'done') Object.assign(fields, { status: 'open', doneAt: null });
        return fields;
      });
    },

    async remove(id: string): Promise<boolean> {
      return writes.remove(id, TaskEvents.deleted, (deleted) => ({ id: deleted._id.toHexString() }));
    },

    /**
     * Makes the interaction's task match its next steps (decision 0135): with next steps and a due day, an open task
     * (a done one stays done) for `nextStepsAssigneeId`, else whoever logged it; without either, the task is
     * cancelled. `version` is the interaction's; an older one than the task last followed changes nothing.
     */
    async followInteraction(interaction: InteractionSnapshot, version: number): Promise<void> {
      const { id } = interaction;
      const assigneeId = interaction.nextStepsAssigneeId || interaction.createdBy;
      const wanted = interaction.nextSteps?.trim() && interaction.nextStepsDue && assigneeId;
      const fields = {
        title: titleOf(interaction.nextSteps ?? ''),
        dueDate: interaction.nextStepsDue ?? '',
        assigneeId: assigneeId ?? '',
        candidateId: interaction.candidateId ?? null,
        employerId: interaction.employerId ?? null,
        jobRoleId: interaction.jobRoleId ?? null,
        interactionVersion: version,
      };
      const existing = (await model.findOne({ _id: id }).lean()) as StoredTask | null;
      if (existing?.deletedAt || (existing?.interactionVersion ?? 0) >= version) return;
      if (!existing) {
        if (!wanted) return;
        const now = new Date();
        try {
          await writes.create(
            { ...fields, status: 'open', createdBy: interaction.createdBy ?? assigneeId, interactionId: id, doneAt: null, createdAt: now, updatedAt: now } as Partial<TaskDoc>,
            TaskEvents.created,
            snapshot,
            id,
          );
          return;
        } catch (error) {
          // Another instance (or the projection) made it first: follow the interaction on the one made.
          if ((error as { code?: number }).code !== 11000) throw error;
        }
      }
      await update(id, (current) => {
        if ((current.interactionVersion ?? 0) >= version) return null;
        const at = new Date();
        if (!wanted) return current.status === 'cancelled' ? null : ({ status: 'cancelled', interactionVersion: version, updatedAt: at } as Patch);
        const status = current.status === 'cancelled' ? 'open' : current.status;
        const same =
          status === current.status &&
          (['title', 'dueDate', 'assigneeId', 'candidateId', 'employerId', 'jobRoleId'] as const).every((key) => (current[key] ?? null) === fields[key]);
        return same ? null : ({ ...fields, status, updatedAt: at } as Patch);
      });
    },

    /**
     * A merged candidate's or employer's tasks added by hand go to the record kept (decision 0126); those from next
     * steps follow their interactions, which are moved too.
     */
    async mergeLink(link: 'candidateId' | 'employerId', mergedId: string, keptId: string): Promise<void> {
      const docs = (await model.find({ [link]: mergedId, interactionId: null, ...live }).select({ _id: 1 }).lean()) as unknown as StoredTask[];
      for (const doc of docs) {
        await update(doc._id.toHexString(), (current) => (current[link] === mergedId ? ({ [link]: keptId, updatedAt: new Date() } as Patch) : null));
      }
    },

    /** The interaction was deleted: so is its task. */
    async forgetInteraction(id: string): Promise<void> {
      await writes.remove(id, TaskEvents.deleted, (deleted) => ({ id: deleted._id.toHexString() }));
    },

    /**
     * Open ones by due day, soonest first (then by title); done ones, last done first. Cancelled ones are never
     * listed.
     */
    async list(filter: TaskFilter, page: { limit: number; offset: number }): Promise<{ items: TaskSnapshot[]; total: number }> {
      const query: Record<string, unknown> = { ...live };
      if (filter.assigneeId) query.assigneeId = filter.assigneeId;
      if (filter.createdBy) query.createdBy = filter.createdBy;
      if (filter.mineOrGivenBy) query.$or = [{ assigneeId: filter.mineOrGivenBy }, { createdBy: filter.mineOrGivenBy }];
      for (const link of ['candidateId', 'employerId', 'jobRoleId'] as const) if (filter[link]) query[link] = filter[link];
      const { when, today } = filter;
      if (when === 'done') query.status = 'done';
      else query.status = 'open';
      if (when === 'overdue') query.dueDate = { $lt: today };
      if (when === 'today') query.dueDate = today;
      if (when === 'upcoming') query.dueDate = { $gt: today };
      const sort: Record<string, 1 | -1> = when === 'done' ? { doneAt: -1, _id: -1 } : { dueDate: 1, title: 1, _id: 1 };
      const [docs, total] = await Promise.all([
        model.find(query).sort(sort).skip(page.offset).limit(page.limit).lean(),
        model.countDocuments(query),
      ]);
      return { items: (docs as unknown as StoredTask[]).map(toTaskSnapshot), total };
    },
  };
}

export type TaskStore = ReturnType<typeof taskStore>;

/** Today for a reader: in their time zone when the browser sent it, else the agency's. */
export const todayIn = (timeZone: string | undefined, agencyTimeZone: string, now = new Date()) => dayIn(timeZone ?? agencyTimeZone, now);
