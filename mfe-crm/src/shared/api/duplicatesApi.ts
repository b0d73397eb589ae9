import { CandidateDuplicateList, EmployerDuplicateList, MergedInto, MergeResult, type MergeInput } from '@agency/contracts';
import { crmApi } from '../../store';

/**
 * Duplicates already stored (decision 0126): the likely pairs (staff), the merge (managers and administrators),
 * and where a merged candidate went (its record page). A merge changes every list that showed either record.
 */
export const duplicatesApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getCandidateDuplicates: build.query<CandidateDuplicateList, void>({
      query: () => '/api/duplicates/candidates?limit=50',
      responseSchema: CandidateDuplicateList,
      providesTags: [{ type: 'Candidate', id: 'DUPLICATES' }],
    }),
    getEmployerDuplicates: build.query<EmployerDuplicateList, void>({
      query: () => '/api/duplicates/employers?limit=50',
      responseSchema: EmployerDuplicateList,
      providesTags: [{ type: 'Employer', id: 'DUPLICATES' }],
    }),
    mergeCandidates: build.mutation<MergeResult, MergeInput>({
      query: (body) => ({ url: '/api/duplicates/candidates/merge', method: 'POST', body }),
      responseSchema: MergeResult,
      invalidatesTags: (_result, error) => (error ? [] : ['Candidate', 'Application', 'Interaction', 'Placement', 'Message', 'JobMatch', 'Appointment', 'Document']),
    }),
    mergeEmployers: build.mutation<MergeResult, MergeInput>({
      query: (body) => ({ url: '/api/duplicates/employers/merge', method: 'POST', body }),
      responseSchema: MergeResult,
      invalidatesTags: (_result, error) => (error ? [] : ['Employer', 'JobRole', 'Placement', 'Interaction']),
    }),
    getMergedCandidate: build.query<MergedInto, string>({
      query: (id) => `/api/duplicates/candidates/merged/${encodeURIComponent(id)}`,
      responseSchema: MergedInto,
    }),
  }),
});

export const { useGetCandidateDuplicatesQuery, useGetEmployerDuplicatesQuery, useMergeCandidatesMutation, useMergeEmployersMutation, useGetMergedCandidateQuery } = duplicatesApi;
