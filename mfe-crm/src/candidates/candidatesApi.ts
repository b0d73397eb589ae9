import { Candidate, CandidateDetail, CandidateList, type CandidateInput } from '@agency/contracts';
import { crmApi } from '../store';

/** Candidates per page of the Candidates screen ('Load more' asks for the next). */
export const CANDIDATES_PAGE_SIZE = 24;

const CANDIDATES = { type: 'Candidate', id: 'LIST' } as const;

/** The query string of a list request; an empty search is left out. */
export function listParams(q: string, limit: number, offset = 0): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return params.toString();
}

/**
 * Candidates (staff only): searched on the server (name, current role, location, email, skills) and
 * paged by offset. A change refreshes the list, the candidate's details and the dashboard's figures.
 */
export const candidatesApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getCandidates: build.infiniteQuery<CandidateList, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        // The next offset, while the server has more than what is loaded.
        getNextPageParam: (lastPage, _allPages, lastOffset) => {
          const next = lastOffset + lastPage.items.length;
          return lastPage.items.length > 0 && next < lastPage.total ? next : undefined;
        },
      },
      query: ({ queryArg, pageParam }) =>
        `/api/candidates?${listParams(queryArg, CANDIDATES_PAGE_SIZE, pageParam)}`,
      responseSchema: CandidateList,
      providesTags: [CANDIDATES],
    }),
    /** A few candidates matching a term, for the header search. */
    findCandidates: build.query<CandidateList, { q: string; limit: number }>({
      query: ({ q, limit }) => `/api/candidates?${listParams(q, limit)}`,
      responseSchema: CandidateList,
      providesTags: [CANDIDATES],
    }),
    /** One candidate with their applications (matched by e-mail) and interactions. */
    getCandidate: build.query<CandidateDetail, string>({
      query: (id) => `/api/candidates/${encodeURIComponent(id)}`,
      responseSchema: CandidateDetail,
      providesTags: (_candidate, _error, id) => [{ type: 'Candidate', id }],
    }),
    addCandidate: build.mutation<Candidate, CandidateInput>({
      query: (candidate) => ({ url: '/api/candidates', method: 'POST', body: candidate }),
      responseSchema: Candidate,
      invalidatesTags: (_candidate, error) => (error ? [] : [CANDIDATES, 'DashboardStats']),
    }),
    updateCandidate: build.mutation<Candidate, { id: string; changes: CandidateInput }>({
      query: ({ id, changes }) => ({
        url: `/api/candidates/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: changes,
      }),
      responseSchema: Candidate,
      invalidatesTags: (_candidate, error, { id }) =>
        error ? [] : [CANDIDATES, { type: 'Candidate', id }, 'DashboardStats'],
    }),
    deleteCandidate: build.mutation<null, string>({
      query: (id) => ({ url: `/api/candidates/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) =>
        error ? [] : [CANDIDATES, { type: 'Candidate', id }, 'DashboardStats'],
    }),
  }),
});

export const {
  useGetCandidatesInfiniteQuery,
  useFindCandidatesQuery,
  useGetCandidateQuery,
  useAddCandidateMutation,
  useUpdateCandidateMutation,
  useDeleteCandidateMutation,
} = candidatesApi;
