import { Candidate, CandidateDetail, CandidateList, type CandidateInput } from '@agency/contracts';
import { listParams, pagedByOffset, type ListFilter } from '../cards/pagedList';
import { crmApi } from '../../store';

const CANDIDATES = { type: 'Candidate', id: 'LIST' } as const;

/**
 * Candidates (staff only): searched on the server (name, current role, location, email, skills) and
 * paged by offset. A change refreshes the list, the candidate's details and the dashboard's figures.
 */
export const candidatesApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getCandidates: build.infiniteQuery<CandidateList, Pick<ListFilter, 'q' | 'customField' | 'filters'>, number>({
      ...pagedByOffset('/api/candidates'),
      responseSchema: CandidateList,
      providesTags: [CANDIDATES],
    }),
    /** A few candidates matching a term, for the header search. */
    findCandidates: build.query<CandidateList, { q: string; limit: number }>({
      query: ({ q, limit }) => `/api/candidates?${listParams({ q }, limit)}`,
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
