import { JobRole, JobRoleList, type JobRoleInput, type JobRoleStatus } from '@agency/contracts';
import { crmApi } from '../store';

/** Job roles per page of the Job Roles screen ('Load more' asks for the next). */
export const JOB_ROLES_PAGE_SIZE = 24;

const JOB_ROLES = { type: 'JobRole', id: 'LIST' } as const;
// Every change shows in the lists (the header search's too) and on the dashboard's figures.
const AFTER_CHANGE = ['JobRole', 'DashboardStats'] as const;

export interface JobRoleFilter {
  q: string;
  status?: JobRoleStatus;
}

function listParams(filter: JobRoleFilter, offset: number): string {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  params.set('limit', String(JOB_ROLES_PAGE_SIZE));
  params.set('offset', String(offset));
  return params.toString();
}

/**
 * Job roles as staff see them: every status, each with its employer's name; searched (title, location,
 * employer name) and paged on the server.
 */
export const jobRolesApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getJobRoles: build.infiniteQuery<JobRoleList, JobRoleFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        // The next offset, while the server has more than what is loaded.
        getNextPageParam: (lastPage, _allPages, lastOffset) => {
          const next = lastOffset + lastPage.items.length;
          return lastPage.items.length > 0 && next < lastPage.total ? next : undefined;
        },
      },
      query: ({ queryArg, pageParam }) => `/api/job-roles?${listParams(queryArg, pageParam)}`,
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
