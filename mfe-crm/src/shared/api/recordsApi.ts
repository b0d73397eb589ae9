import { CandidateRecord, EmployerRecord, JobRoleRecord } from '@agency/contracts';
import type { z } from 'zod';
import { crmApi } from '../../store';

// RTK Query wants a schema whose input is its output; the contracts' differences are defaults for input only.
const CandidateRecordAnswer = CandidateRecord as unknown as z.ZodType<CandidateRecord, CandidateRecord>;
const EmployerRecordAnswer = EmployerRecord as unknown as z.ZodType<EmployerRecord, EmployerRecord>;
const JobRoleRecordAnswer = JobRoleRecord as unknown as z.ZodType<JobRoleRecord, JobRoleRecord>;

/** Whatever a change anywhere in the CRM can show on a record page reads it again. */
const LINKED = [
  { type: 'Interaction', id: 'LIST' },
  { type: 'Placement', id: 'LIST' },
  'Message',
  'JobRole',
  'DashboardStats',
] as const;

/**
 * The record pages (decision 0119), each in one request the gateway composes from the owning services:
 * the whole candidate (`/manage/candidates/:id`) and the client (`/manage/employers/:id`).
 */
export const recordsApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getCandidateRecord: build.query<CandidateRecord, string>({
      query: (id) => `/api/candidates/${encodeURIComponent(id)}/record`,
      responseSchema: CandidateRecordAnswer,
      providesTags: (_record, _error, id) => [{ type: 'Candidate', id }, { type: 'Document', id }, ...LINKED],
    }),
    getEmployerRecord: build.query<EmployerRecord, string>({
      query: (id) => `/api/employers/${encodeURIComponent(id)}/record`,
      responseSchema: EmployerRecordAnswer,
      providesTags: [{ type: 'Employer', id: 'LIST' }, ...LINKED],
    }),
    /** `/manage/job-roles/:id` (decision 0120): the role, its applications, placements and interactions. */
    getJobRoleRecord: build.query<JobRoleRecord, string>({
      query: (id) => `/api/job-roles/${encodeURIComponent(id)}/record`,
      responseSchema: JobRoleRecordAnswer,
      providesTags: (_record, _error, id) => [{ type: 'JobRole', id }, { type: 'Application', id: 'LIST' }, ...LINKED],
    }),
  }),
});

export const { useGetCandidateRecordQuery, useGetEmployerRecordQuery, useGetJobRoleRecordQuery } = recordsApi;
