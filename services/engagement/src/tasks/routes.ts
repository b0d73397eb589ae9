import { z } from 'zod';
import { ErrorBody, IdParam, Task, TaskInput, TaskList, TaskListQuery, TaskMessages, TaskUpdate, type TaskSnapshot } from '@agency/contracts';
import { badRequest, HttpError, notFound, staffOf, type ServiceApp } from '@agency/service-kit';
import { employerRef, jobRoleRef, type EngagementReferences } from '../projections/references';
import { todayIn, type TaskFilter, type TaskStore } from './store';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
type Staff = ReturnType<typeof staffOf>;

interface Dependencies {
  tasks: TaskStore;
  references: EngagementReferences;
  /** Today is read in it when the browser sends no time zone (AGENCY_TIME_ZONE). */
  agencyTimeZone: string;
}

/** Managers and administrators see and change everyone's tasks; a recruiter their own and those they gave (decision 0135). */
const seesEveryone = (staff: Staff) => staff.role !== 'recruiter';
const mayChange = (staff: Staff, task: TaskSnapshot) => seesEveryone(staff) || task.assigneeId === staff.userId || task.createdBy === staff.userId;
const mayDelete = (staff: Staff, task: TaskSnapshot) => seesEveryone(staff) || task.createdBy === staff.userId;

/** Staff's to-dos: the 'My tasks' panel, a record's tasks, adding one by hand, done, reopen, reassign, delete. */
export function registerTaskRoutes(app: ServiceApp, { tasks, references, agencyTimeZone }: Dependencies): void {
  const { staff: staffBook, candidate } = references.books;
  const answer = (task: TaskSnapshot): Task => ({
    ...task,
    assignee: staffBook.get(task.assigneeId),
    creator: staffBook.get(task.createdBy),
    candidate: candidate.get(task.candidateId),
    employer: employerRef(references, task.employerId),
    jobRole: jobRoleRef(references, task.jobRoleId),
  });
  const checkAssignee = (assigneeId: string | null | undefined, staff: Staff) => {
    if (assigneeId && assigneeId !== staff.userId && !staffBook.isActive(assigneeId)) throw badRequest(TaskMessages.unknownAssignee);
  };
  const existing = async (id: string) => {
    const task = await tasks.find(id);
    if (!task || task.status === 'cancelled') throw notFound(TaskMessages.gone);
    return task;
  };

  app.get('/api/tasks', { schema: { querystring: TaskListQuery, response: { 200: TaskList, ...errors } } }, async (request) => {
    const staff = staffOf(request.principal);
    const { assignee, when, candidateId, employerId, jobRoleId, timeZone, limit, offset } = request.query;
    const today = todayIn(timeZone, agencyTimeZone);
    const filter: TaskFilter = { when, candidateId, employerId, jobRoleId, today };
    const assigneeId = assignee === 'me' ? staff.userId : assignee;
    const onARecord = Boolean(candidateId || employerId || jobRoleId);
    if (assigneeId) filter.assigneeId = assigneeId;
    // A record's tasks are the team's, as its interactions are; a person's list is theirs and their manager's.
    if (!seesEveryone(staff) && !onARecord) {
      if (!assigneeId) filter.mineOrGivenBy = staff.userId;
      else if (assigneeId !== staff.userId) filter.createdBy = staff.userId;
    }
    const page = await tasks.list(filter, { limit, offset });
    return { items: page.items.map(answer), total: page.total, today };
  });

  app.post('/api/tasks', { schema: { body: TaskInput, response: { 201: Task, ...errors } } }, async (request, reply) => {
    const staff = staffOf(request.principal);
    checkAssignee(request.body.assigneeId, staff);
    references.checkLinks(request.body);
    return reply.status(201).send(answer(await tasks.create(request.body, staff.userId)));
  });

  app.patch('/api/tasks/:id', { schema: { params: IdParam, body: TaskUpdate, response: { 200: Task, ...errors } } }, async (request) => {
    const staff = staffOf(request.principal);
    const task = await existing(request.params.id);
    if (!mayChange(staff, task)) throw new HttpError(403, TaskMessages.notYours);
    // The interaction's next steps are the task's title and day: changed there, not here.
    if (task.interactionId && (request.body.title !== undefined || request.body.dueDate !== undefined)) throw badRequest(TaskMessages.fromInteraction);
    checkAssignee(request.body.assigneeId, staff);
    const updated = await tasks.change(task.id, request.body);
    if (!updated) throw notFound(TaskMessages.gone);
    return answer(updated);
  });

  app.delete('/api/tasks/:id', { schema: { params: IdParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    const staff = staffOf(request.principal);
    const task = await existing(request.params.id);
    if (!mayDelete(staff, task)) throw new HttpError(403, TaskMessages.notYours);
    if (task.interactionId) throw badRequest(TaskMessages.fromInteraction);
    if (!(await tasks.remove(task.id))) throw notFound(TaskMessages.gone);
    return reply.status(204).send(null);
  });
}
