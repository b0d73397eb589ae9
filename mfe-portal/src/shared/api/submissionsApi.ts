import { CandidateSubmission, CandidateSubmissionList, type ConsentAnswerInput } from '@agency/contracts';
import { requestError, type RequestError } from '@agency/web-kit';
import { portalApi } from '../../store';

/** What the candidate answered, and the moment: the item as the server would answer it, when its answer is not one. */
function answeredLocally(item: CandidateSubmission, decision: ConsentAnswerInput['decision']): CandidateSubmission {
  return decision === 'accept'
    ? { ...item, status: 'submitted', submittedAt: item.submittedAt ?? new Date().toISOString() }
    : { ...item, status: 'declined' };
}

/**
 * The candidate's submissions (services/engagement, decision 0132): the recruiters' requests to put them forward
 * that await an answer, and where their profile was sent. Answering moves the item at once, from the answer or as
 * the server records it.
 */
export const submissionsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getSubmissions: build.query<CandidateSubmission[], void>({
      query: () => '/api/candidate/submissions',
      responseSchema: CandidateSubmissionList,
      providesTags: ['Submission'],
    }),
    answerConsent: build.mutation<unknown, { id: string } & ConsentAnswerInput>({
      query: ({ id, decision }) => ({
        url: `/api/candidate/submissions/${encodeURIComponent(id)}/consent`,
        method: 'POST',
        body: { decision },
      }),
      async onQueryStarted({ id, decision }, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.then(
          ({ data }) => ({ ok: true as const, item: CandidateSubmission.safeParse(data) }),
          (rejected: { error?: unknown }) => ({ ok: false as const, status: requestError(rejected.error as RequestError | undefined)?.status }),
        );
        if (!answered.ok) {
          // Answered already (on a call with the recruiter, or in another tab): the list as the server has it.
          if (answered.status === 409) dispatch(submissionsApi.util.invalidateTags(['Submission']));
          return;
        }
        dispatch(
          submissionsApi.util.updateQueryData('getSubmissions', undefined, (items) =>
            items.map((item) => (item.id !== id ? item : answered.item.success ? answered.item.data : answeredLocally(item, decision))),
          ),
        );
      },
    }),
  }),
});

export const { useGetSubmissionsQuery, useAnswerConsentMutation } = submissionsApi;
