import { JobRoleList } from '@agency/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { crmApi } from '../../store';
import type { SearchGroup } from './types';

/** How many hits each source shows in the header search. */
export const SEARCH_LIMIT = 5;

const jobRoleSearchApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    searchJobRoles: build.query<JobRoleList, string>({
      query: (term) => `/api/job-roles?${new URLSearchParams({ q: term, limit: String(SEARCH_LIMIT) })}`,
      responseSchema: JobRoleList,
      providesTags: ['JobRole'],
    }),
  }),
});

/** Job roles matching the term (a staff token sees every status); each hit opens the job roles page filtered by its title. */
export function useJobRoleSearch(term: string): SearchGroup {
  const { currentData, isFetching, isError } = jobRoleSearchApi.useSearchJobRolesQuery(term || skipToken);
  return {
    label: 'Job Roles',
    isFetching,
    isError,
    results: (currentData?.items ?? []).map((role) => ({
      key: `job-role:${role.id}`,
      label: role.title,
      detail: [role.employer?.name, role.location].filter(Boolean).join(' · ') || undefined,
      to: `/manage/job-roles?${new URLSearchParams({ q: role.title })}`,
    })),
  };
}
