import { JobMatch, JobMatchList } from '@agency/contracts';
import { portalApi } from '../../store';

/** The job roles recruiters matched to the candidate (services/portal), newest first. */
export const jobMatchesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getJobMatches: build.query<JobMatch[], void>({
      query: () => '/api/candidate/job-matches',
      responseSchema: JobMatchList,
      providesTags: ['JobMatch'],
    }),
    /** 'Express Interest': the match becomes 'interested' in the list at once, from the answer or as the server records it. */
    expressInterest: build.mutation<unknown, string>({
      query: (id) => ({
        url: `/api/candidate/job-matches/${encodeURIComponent(id)}/interest`,
        method: 'POST',
      }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data === undefined) return;
        const answered = JobMatch.safeParse(data);
        dispatch(
          jobMatchesApi.util.updateQueryData('getJobMatches', undefined, (matches) =>
            matches.map((match) =>
              match.id !== id
                ? match
                : answered.success
                  ? answered.data
                  : { ...match, status: 'interested', candidateResponse: 'interested' },
            ),
          ),
        );
      },
    }),
  }),
});

export const { useGetJobMatchesQuery, useExpressInterestMutation } = jobMatchesApi;
