import { createApi } from '@reduxjs/toolkit/query/react';
import type { JobRole, JobRoleList } from '@agency/contracts';
import { createBaseQuery } from '@agency/web-kit';

/** The landing page lists at most this many open roles (spec section 9). */
export const LANDING_ROLE_LIMIT = 6;

export const publicApi = createApi({
  reducerPath: 'publicApi',
  baseQuery: createBaseQuery(),
  // Data never goes stale, no refetch on focus or reconnect, no polling (spec section 7).
  keepUnusedDataFor: Number.MAX_SAFE_INTEGER / 1000,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: (build) => ({
    getOpenJobRoles: build.query<JobRoleList, void>({
      query: () => `/api/job-roles?status=open&limit=${LANDING_ROLE_LIMIT}`,
    }),
    getJobRole: build.query<JobRole, string>({
      query: (slug) => `/api/job-roles/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetOpenJobRolesQuery, useGetJobRoleQuery } = publicApi;
