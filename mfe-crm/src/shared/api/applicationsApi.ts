import { Application, ApplicationList, JobRole, JobRoleList, TeamMemberList, type ApplicationStatus, type ApplicationStatusChange, type TeamMember } from '@agency/contracts';
import { LIST_PAGE_SIZE } from '../cards/pagedList';
import { crmApi } from '../../store';

const APPLICATIONS = { type: 'Application', id: 'LIST' } as const;

/** The inbox's filters, as in its address: a role, a status, and the days received (YYYY-MM-DD, both included). */
export interface ApplicationFilter {
  jobRoleId?: string;
  status?: ApplicationStatus;
  from?: string;
  to?: string;
}

function filterParams(filter: ApplicationFilter, limit: number, offset: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return params.toString();
}

/**
 * The applications inbox (decision 0120): every application newest first, filtered on the server; a status change
 * refreshes the inbox, the sidebar's count of new ones and the dashboard.
 */
export const applicationsApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getApplications: build.infiniteQuery<ApplicationList, ApplicationFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _all, lastOffset) => {
          const next = lastOffset + lastPage.items.length;
          return lastPage.items.length > 0 && next < lastPage.total ? next : undefined;
        },
      },
      query: ({ queryArg, pageParam }) => `/api/applications?${filterParams(queryArg, LIST_PAGE_SIZE, pageParam)}`,
      responseSchema: ApplicationList,
      providesTags: [APPLICATIONS],
    }),
    /** How many are new (pending): the sidebar's count. */
    getNewApplicationCount: build.query<number, void>({
      query: () => '/api/applications?status=pending&limit=1',
      transformResponse: (list: ApplicationList) => list.total,
      providesTags: [APPLICATIONS],
    }),
    setApplicationStatus: build.mutation<Application, { id: string; change: ApplicationStatusChange }>({
      query: ({ id, change }) => ({ url: `/api/applications/${encodeURIComponent(id)}`, method: 'PATCH', body: change }),
      responseSchema: Application,
      invalidatesTags: (_application, error) => (error ? [] : [APPLICATIONS, 'DashboardStats']),
    }),
    /** A job role by its id (staff), for its page. */
    getJobRole: build.query<JobRole, string>({
      query: (id) => `/api/job-roles/${encodeURIComponent(id)}`,
      responseSchema: JobRole,
      providesTags: ['JobRole'],
    }),
    /** The inbox's role filter: the newest 100 roles of every status (the server's most a page). */
    getRoleOptions: build.query<JobRoleList, void>({
      query: () => '/api/job-roles?limit=100',
      responseSchema: JobRoleList,
      providesTags: ['JobRole'],
    }),
    /** Who a job role may be given to. */
    getTeamMembers: build.query<TeamMember[], void>({
      query: () => '/api/team-members',
      responseSchema: TeamMemberList,
    }),
  }),
});

export const {
  useGetApplicationsInfiniteQuery,
  useGetNewApplicationCountQuery,
  useSetApplicationStatusMutation,
  useGetJobRoleQuery,
  useGetRoleOptionsQuery,
  useGetTeamMembersQuery,
} =
  applicationsApi;
