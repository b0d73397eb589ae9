import { JobRole, JobRoleList, type JobRoleInput, type JobRoleStatus } from '@agency/contracts';
import { pagedByOffset } from '../cards/pagedList';
import { crmApi } from '../../store';

const JOB_ROLES = { type: 'JobRole', id: 'LIST' } as const;
// Every change shows in the lists (the header search's too) and on the dashboard's figures.
const AFTER_CHANGE = ['JobRole', 'DashboardStats'] as const;

export interface JobRoleFilter {
  q: string;
  status?: JobRoleStatus;
  /** One custom field's value (decision 0125). */
  customField?: { key: string; value: string } | null;
  /** The staff's filters by the server's names: priority, employerId, owner (decision 0134). */
  filters?: Record<string, string | undefined>;
}

/**
 * Job roles as staff see them: every status, each with its employer's name; searched (title, location,
 * employer name) and paged on the server.
 */
export const jobRolesApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getJobRoles: build.infiniteQuery<JobRoleList, JobRoleFilter, number>({
      ...pagedByOffset('/api/job-roles'),
      responseSchema: JobRoleList,
      providesTags: [JOB_ROLES],
    }),
    addJobRole: build.mutation<JobRole, JobRoleInput>({
      query: (role) => ({ url: '/api/job-roles', method: 'POST', body: role }),
      responseSchema: JobRole,
      invalidatesTags: (_role, error) => (error ? [] : [...AFTER_CHANGE]),
    }),
    updateJobRole: build.mutation<JobRole, { id: string; changes: JobRoleInput }>({
      query: ({ id, changes }) => ({
        url: `/api/job-roles/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: changes,
      }),
      responseSchema: JobRole,
      invalidatesTags: (_role, error) => (error ? [] : [...AFTER_CHANGE]),
    }),
    deleteJobRole: build.mutation<null, string>({
      query: (id) => ({ url: `/api/job-roles/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [...AFTER_CHANGE]),
    }),
  }),
});

export const { useGetJobRolesInfiniteQuery, useAddJobRoleMutation, useUpdateJobRoleMutation, useDeleteJobRoleMutation } =
  jobRolesApi;
