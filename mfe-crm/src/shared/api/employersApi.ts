import { Employer, EmployerList, type EmployerInput, type EmployerStatus } from '@agency/contracts';
import type { z } from 'zod';
import { listParams, pagedByOffset } from '../cards/pagedList';
import { crmApi } from '../../store';

// RTK Query wants a schema whose input is its output; the contract's only difference is the status's
// default (for input), and a stored employer always has a status.
const EmployerAnswer = Employer as z.ZodType<Employer, Employer>;
const EmployerListAnswer = EmployerList as z.ZodType<EmployerList, EmployerList>;

const EMPLOYERS = { type: 'Employer', id: 'LIST' } as const;
// A change to employers shows on the dashboard's figures; a rename also shows on the job role cards.
const AFTER_CHANGE = [EMPLOYERS, 'DashboardStats', 'JobRole'] as const;

export interface EmployerFilter {
  q: string;
  status?: EmployerStatus;
  /** One custom field's value (decision 0125). */
  customField?: { key: string; value: string } | null;
  /** Part of the industry or location (decision 0134), by the server's names. */
  filters?: Record<string, string | undefined>;
}

/** Employers (staff only): searched (name, industry, location) and paged on the server. */
export const employersApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getEmployers: build.infiniteQuery<EmployerList, EmployerFilter, number>({
      ...pagedByOffset('/api/employers'),
      responseSchema: EmployerListAnswer,
      providesTags: [EMPLOYERS],
    }),
    /** A few employers matching a term: the job role form's employer field and the header search. */
    findEmployers: build.query<EmployerList, { q: string; limit: number }>({
      query: ({ q, limit }) => `/api/employers?${listParams({ q }, limit)}`,
      responseSchema: EmployerListAnswer,
      providesTags: [EMPLOYERS],
    }),
    addEmployer: build.mutation<Employer, EmployerInput>({
      query: (employer) => ({ url: '/api/employers', method: 'POST', body: employer }),
      responseSchema: EmployerAnswer,
      invalidatesTags: (_employer, error) => (error ? [] : [...AFTER_CHANGE]),
    }),
    updateEmployer: build.mutation<Employer, { id: string; changes: EmployerInput }>({
      query: ({ id, changes }) => ({
        url: `/api/employers/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: changes,
      }),
      responseSchema: EmployerAnswer,
      invalidatesTags: (_employer, error) => (error ? [] : [...AFTER_CHANGE]),
    }),
    deleteEmployer: build.mutation<null, string>({
      query: (id) => ({ url: `/api/employers/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [...AFTER_CHANGE]),
    }),
  }),
});

export const {
  useGetEmployersInfiniteQuery,
  useFindEmployersQuery,
  useAddEmployerMutation,
  useUpdateEmployerMutation,
  useDeleteEmployerMutation,
} = employersApi;
