import { CandidateApplicationList, type CandidateApplication } from '@agency/contracts';
import { portalApi } from '../../store';

/** The candidate's own applications (services/candidates), newest first, with the status staff set. */
export const applicationsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getApplications: build.query<CandidateApplication[], void>({
      query: () => '/api/candidate/applications',
      responseSchema: CandidateApplicationList,
      providesTags: ['Application'],
    }),
  }),
});

export const { useGetApplicationsQuery } = applicationsApi;
