import { z } from 'zod';
import { isTimeZone, CandidateRef, EmployerRef, JobRoleRef, StaffRef } from './engagement';
import { line, TextLimit } from './fields';

/**
 * Tasks (issue 34 point 6, decision 0135): a staff member's to-do, on a day, optionally about a candidate, an
 * employer or a job role. One comes from an interaction's next steps with a due day; others are added by hand.
 */
const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id');
const optionalLink = z
  .union([z.literal('').transform(() => null), objectId])
  .optional()
  .nullable();

/** A day in the calendar, 'YYYY-MM-DD': a task is due on a day, not at a time. */
export const TaskDay = z.iso.date({ message: 'Due date must be a date, YYYY-MM-DD' });
/** A colleague's id (a staff user id, as the auth service gives it). */
const staffId = z.string().trim().min(1).max(100);

/** cancelled: an interaction's task whose due date was cleared (it comes back open when one is set again). */
export const TaskStatus = z.enum(['open', 'done', 'cancelled']);
export type TaskStatus = z.infer<typeof TaskStatus>;

/** POST /api/tasks: a task added by hand. The assignee defaults to the staff member adding it. */
export const TaskInput = z.object({
  title: line(TextLimit.line).min(1, 'Title is required'),
  dueDate: TaskDay,
  /** Empty text (a form's 'Me') is none. */
  assigneeId: z
    .union([z.literal('').transform(() => null), staffId])
    .optional()
    .nullable(),
  candidateId: optionalLink,
  employerId: optionalLink,
  jobRoleId: optionalLink,
});
export type TaskInput = z.input<typeof TaskInput>;

/** PATCH /api/tasks/{id}: mark done or reopen, move the day, give it to a colleague, rename it. */
export const TaskUpdate = z
  .object({
    title: line(TextLimit.line).min(1, 'Title is required'),
    dueDate: TaskDay,
    assigneeId: staffId,
    done: z.boolean(),
  })
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, 'Send at least one field to change.');
export type TaskUpdate = z.input<typeof TaskUpdate>;

/** A task as its events carry it (names are joined when answered). */
export const TaskSnapshot = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: z.string(),
  status: TaskStatus,
  assigneeId: z.string(),
  /** Who added it, or logged the interaction it came from. */
  createdBy: z.string(),
  /** The interaction whose next steps it is; null for a task added by hand. */
  interactionId: z.string().nullable(),
  candidateId: z.string().nullable(),
  employerId: z.string().nullable(),
  jobRoleId: z.string().nullable(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaskSnapshot = z.infer<typeof TaskSnapshot>;

export const Task = TaskSnapshot.extend({
  assignee: StaffRef.nullable(),
  creator: StaffRef.nullable(),
  candidate: CandidateRef.nullable(),
  employer: EmployerRef.nullable(),
  jobRole: JobRoleRef.nullable(),
});
export type Task = z.infer<typeof Task>;

export const TaskWhen = z.enum(['overdue', 'today', 'upcoming', 'done']);
export type TaskWhen = z.infer<typeof TaskWhen>;

/**
 * GET /api/tasks. assignee: 'me' or a colleague's id (a recruiter sees their own tasks and those they gave
 * others; managers and administrators everyone's). when: by the due day against today in `timeZone` (the
 * browser's), or the agency's time zone when none is sent. Open tasks by due day, soonest first; done ones,
 * last done first.
 */
export const TaskListQuery = z.object({
  assignee: staffId.optional(),
  when: TaskWhen.optional(),
  candidateId: objectId.optional(),
  employerId: objectId.optional(),
  jobRoleId: objectId.optional(),
  timeZone: z.string().trim().max(TextLimit.tag).refine(isTimeZone, 'Time zone must be an IANA time zone, e.g. Europe/London').optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TaskListQuery = z.input<typeof TaskListQuery>;

export const TaskList = z.object({ items: z.array(Task), total: z.number().int(), today: TaskDay });
export type TaskList = z.infer<typeof TaskList>;

export const TaskEvents = {
  created: 'engagement.task.created',
  updated: 'engagement.task.updated',
  deleted: 'engagement.task.deleted',
} as const;

export const TaskMessages = {
  gone: 'This task no longer exists. Refresh the list and try again.',
  notYours: 'Only the person the task is assigned to, the one who gave it, or a manager can change it.',
  notYoursToSee: "Recruiters see their own tasks and those they gave others: ask a manager for a colleague's list.",
  unknownAssignee: 'Choose an active team member to assign the task to.',
  fromInteraction: "This task follows its interaction's next steps: change or clear them on the interaction.",
  dueNeedsNextSteps: 'Write the next steps to give them a due date.',
} as const;

/** The day (YYYY-MM-DD) it is at `now` in `timeZone`. */
export function dayIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
