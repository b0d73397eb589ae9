import { ClientInterviewList, ClientSubmissionList, type ClientInterview, type ClientSubmission, type FeedbackInput } from '@agency/contracts';
import { clientApi } from '../../store';

/**
 * The candidates put forward to the contact's employer, and the interviews scheduled from its requests
 * (services/engagement, decision 0132): only what reached the client, of its own roles (the server decides by the token).
 */
export const submissionsApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every submission of the employer's roles, or one role's (`jobRoleId`). */
    getSubmissions: build.query<ClientSubmission[], { jobRoleId?: string }>({
      // The base query sends the URL as given (it has no `params`).
      query: ({ jobRoleId }) => (jobRoleId ? `/api/client/submissions?${new URLSearchParams({ jobRoleId })}` : '/api/client/submissions'),
      responseSchema: ClientSubmissionList,
      providesTags: ['Submission'],
    }),
    /** Interested, not suitable (with a reason) or an interview requested (1 to 3 times); the latest counts. */
    giveFeedback: build.mutation<unknown, { id: string; input: FeedbackInput }>({
      query: ({ id, input }) => ({ url: `/api/client/submissions/${encodeURIComponent(id)}/feedback`, method: 'POST', body: input }),
      invalidatesTags: (_answer, error) => (error ? [] : ['Submission']),
    }),
    getInterviews: build.query<ClientInterview[], void>({
      query: () => '/api/client/interviews',
      responseSchema: ClientInterviewList,
      providesTags: ['Interview'],
    }),
  }),
});

export const { useGetSubmissionsQuery, useGiveFeedbackMutation, useGetInterviewsQuery } = submissionsApi;

/** The client CV of a submission (decision 0129), fetched with the client's token: never a link carrying it. */
export const submissionCvPath = (id: string) => `/api/client/submissions/${encodeURIComponent(id)}/cv`;
