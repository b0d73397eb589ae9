import { createApi } from '@reduxjs/toolkit/query/react';
import type { EmployerRegistered, EmployerRegistrationInput, JobRole, JobRoleList } from '@agency/contracts';
import { API_DEFAULTS, createBaseQuery } from '@agency/web-kit';

/** The landing page lists at most this many open roles (spec section 9). */
export const LANDING_ROLE_LIMIT = 6;

/** The exit-intent dialog's request (spec section 3, lead payload); the engagement service stores it. */
export interface LeadRequest {
  name: string;
  email: string;
  phone: string;
  message: string;
  service: 'consultation' | 'cv_assessment';
  source: 'exit_intent';
}

/**
 * The public website's API slice: the open roles of the landing page, one role by its slug, and the two
 * public forms of the landing page (employer registration, exit-intent lead).
 */
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
    registerEmployer: build.mutation<EmployerRegistered, EmployerRegistrationInput>({
      query: (registration) => ({ url: '/api/employers/register', method: 'POST', body: registration }),
    }),
    submitLead: build.mutation<unknown, LeadRequest>({
      query: (lead) => ({ url: '/api/leads', method: 'POST', body: lead }),
    }),
  }),
});

export const { useGetJobRolesQuery, useGetJobRoleQuery, useRegisterEmployerMutation, useSubmitLeadMutation } = publicApi;
