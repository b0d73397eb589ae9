import { Employer, EmployerList, type EmployerInput, type EmployerStatus } from '@agency/contracts';
import type { z } from 'zod';
import { crmApi } from '../store';

// RTK Query wants a schema whose input is its output; the contract's only difference is the status's
// default (for input), and a stored employer always has a status.
const EmployerAnswer = Employer as z.ZodType<Employer, Employer>;
const EmployerListAnswer = EmployerList as z.ZodType<EmployerList, EmployerList>;

/** Employers per page of the Employers screen ('Load more' asks for the next). */
export const EMPLOYERS_PAGE_SIZE = 24;

const EMPLOYERS = { type: 'Employer', id: 'LIST' } as const;
// A change to employers shows on the dashboard's figures; a rename also shows on the job role cards.
const AFTER_CHANGE = [EMPLOYERS, 'DashboardStats', 'JobRole'] as const;

export interface EmployerFilter {
  q: string;
  status?: EmployerStatus;
}

/** The query string of a list request; an empty search is left out. */
export function listParams(filter: EmployerFilter, limit: number, offset = 0): string {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return params.toString();
}

/** Employers (staff only): searched (name, industry, location) and paged on the server. */
export const employersApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getEmployers: build.infiniteQuery<EmployerList, EmployerFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        // The next offset, while the server has more than what is loaded.
        getNextPageParam: (lastPage, _allPages, lastOffset) => {
          const next = lastOffset + lastPage.items.length;
          return lastPage.items.length > 0 && next < lastPage.total ? next : undefined;
        },
      },
      query: ({ queryArg, pageParam }) =>
        `/api/employers?${listParams(queryArg, EMPLOYERS_PAGE_SIZE, pageParam)}`,
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
