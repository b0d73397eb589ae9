import { createApi } from '@reduxjs/toolkit/query/react';
import type { JobRole, JobRoleList } from '@agency/contracts';
import { API_DEFAULTS, createBaseQuery } from '@agency/web-kit';

/** The landing page lists at most this many open roles (spec section 9). */
export const LANDING_ROLE_LIMIT = 6;

/** The public website's API slice: the open roles of the landing page and one role by its slug. */
export const publicApi = createApi({
  reducerPath: 'publicApi',
  baseQuery: createBaseQuery(),
  ...API_DEFAULTS,
  endpoints: (build) => ({
    getJobRoles: build.query<JobRoleList, void>({
      query: () => `/api/job-roles?status=open&limit=${LANDING_ROLE_LIMIT}`,
    }),
    getJobRole: build.query<JobRole, string>({
      query: (slug) => `/api/job-roles/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetJobRolesQuery, useGetJobRoleQuery } = publicApi;
