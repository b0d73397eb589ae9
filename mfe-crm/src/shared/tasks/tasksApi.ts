import { Task, TaskList, type TaskInput, type TaskUpdate, type TaskWhen } from '@agency/contracts';
import { crmApi } from '../../store';

export const TASKS = { type: 'Task', id: 'LIST' } as const;

/** Which tasks a list shows: the signed-in member's ('me') by when they are due, or a record's open ones. */
export interface TaskQuery {
  assignee?: 'me';
  when?: TaskWhen;
  candidateId?: string;
  employerId?: string;
  jobRoleId?: string;
}

/** The browser's time zone: 'today' and 'overdue' are the viewer's days (decision 0135). */
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function taskListParams(query: TaskQuery): string {
  const params = new URLSearchParams();
  for (const key of ['assignee', 'when', 'candidateId', 'employerId', 'jobRoleId'] as const) if (query[key]) params.set(key, query[key]);
  const zone = viewerZone();
  if (zone) params.set('timeZone', zone);
  params.set('limit', '50');
  return params.toString();
}

/** Tasks (decision 0135): the dashboard's 'My Tasks', a record's 'Tasks', added, done, reopened, deleted. */
export const tasksApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getTasks: build.query<TaskList, TaskQuery>({
      query: (query) => `/api/tasks?${taskListParams(query)}`,
      responseSchema: TaskList,
      providesTags: [TASKS],
    }),
    addTask: build.mutation<Task, TaskInput>({
      query: (task) => ({ url: '/api/tasks', method: 'POST', body: task }),
      responseSchema: Task,
      invalidatesTags: (_task, error) => (error ? [] : [TASKS]),
    }),
    updateTask: build.mutation<Task, { id: string; changes: TaskUpdate }>({
      query: ({ id, changes }) => ({ url: `/api/tasks/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      responseSchema: Task,
      invalidatesTags: (_task, error) => (error ? [] : [TASKS]),
    }),
    deleteTask: build.mutation<null, string>({
      query: (id) => ({ url: `/api/tasks/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [TASKS]),
    }),
  }),
});

export const { useGetTasksQuery, useAddTaskMutation, useUpdateTaskMutation, useDeleteTaskMutation } = tasksApi;
