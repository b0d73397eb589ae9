import {
  Submission,
  SubmissionCheck,
  SubmissionList,
  SubmissionResult,
  SubmissionSettings,
  type PhoneConsentInput,
  type SubmissionInput,
  type SubmissionInterviewInput,
} from '@agency/contracts';
import { crmApi } from '../../store';

const SUBMISSIONS = { type: 'Submission' as const, id: 'LIST' };
/** The role's board: a submission moves its pipeline entry (decision 0132). */
const board = (jobRoleId: string) => ({ type: 'JobPipeline' as const, id: jobRoleId });
/** Done, or refused because it was done meanwhile (409: answered in the portal, scheduled by a colleague): read again. */
const changed = (error: { status?: unknown } | undefined) => !error || error.status === 409;

/**
 * Submissions to the role's employer (decision 0132), staff only: asked for the candidates' consent first, then seen
 * by the client; the 6-month check before sending; the response promise, set by administrators.
 */
export const submissionsApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    /** A role's submissions (its board's badges), or the overdue ones of every role (the dashboard). */
    listSubmissions: build.query<SubmissionList, { jobRoleId?: string; overdue?: boolean }>({
      query: ({ jobRoleId, overdue }) =>
        `/api/submissions?${new URLSearchParams({ ...(jobRoleId ? { jobRoleId } : {}), ...(overdue ? { overdue: 'true' } : {}) })}`,
      responseSchema: SubmissionList,
      providesTags: [SUBMISSIONS],
    }),
    /** Who of these was submitted to the role's employer in the last 6 months: asked afresh each time the dialog opens. */
    checkSubmissions: build.query<SubmissionCheck, { jobRoleId: string; candidateIds: string[] }>({
      query: ({ jobRoleId, candidateIds }) =>
        `/api/job-pipeline/roles/${encodeURIComponent(jobRoleId)}/submission-check?${new URLSearchParams({ candidateIds: candidateIds.join(',') })}`,
      responseSchema: SubmissionCheck,
      keepUnusedDataFor: 0,
    }),
    submitToClient: build.mutation<SubmissionResult, { jobRoleId: string } & SubmissionInput>({
      query: ({ jobRoleId, ...body }) => ({
        url: `/api/job-pipeline/roles/${encodeURIComponent(jobRoleId)}/submissions`,
        method: 'POST',
        body,
      }),
      responseSchema: SubmissionResult,
      invalidatesTags: (_result, error, { jobRoleId }) => (error ? [] : [SUBMISSIONS, board(jobRoleId)]),
    }),
    /** Consent the candidate gave on a call: the submission reaches the client, the entry moves to 'submitted'. */
    recordPhoneConsent: build.mutation<Submission, { id: string; jobRoleId: string } & PhoneConsentInput>({
      query: ({ id, jobRoleId: _jobRoleId, ...body }) => ({
        url: `/api/submissions/${encodeURIComponent(id)}/phone-consent`,
        method: 'POST',
        body,
      }),
      responseSchema: Submission,
      invalidatesTags: (_result, error, { jobRoleId }) => (changed(error) ? [SUBMISSIONS, board(jobRoleId)] : []),
    }),
    /** The interview the client asked for: an interaction of kind interview; the entry moves to 'client_interview'. */
    scheduleSubmissionInterview: build.mutation<
      Submission,
      { id: string; jobRoleId: string } & SubmissionInterviewInput
    >({
      query: ({ id, jobRoleId: _jobRoleId, ...body }) => ({
        url: `/api/submissions/${encodeURIComponent(id)}/interview`,
        method: 'POST',
        body,
      }),
      responseSchema: Submission,
      invalidatesTags: (_result, error, { jobRoleId }) =>
        changed(error) ? [SUBMISSIONS, board(jobRoleId), 'Interaction', 'Appointment', 'DashboardStats'] : [],
    }),
    getSubmissionSettings: build.query<SubmissionSettings, void>({
      query: () => '/api/submissions/settings',
      responseSchema: SubmissionSettings,
      providesTags: [{ type: 'Submission', id: 'SETTINGS' }],
    }),
    /** Also changes which submissions are overdue. */
    saveSubmissionSettings: build.mutation<SubmissionSettings, SubmissionSettings>({
      query: (body) => ({ url: '/api/submissions/settings', method: 'PUT', body }),
      responseSchema: SubmissionSettings,
      invalidatesTags: (_result, error) => (error ? [] : [SUBMISSIONS, { type: 'Submission', id: 'SETTINGS' }]),
    }),
  }),
});

export const {
  useListSubmissionsQuery,
  useCheckSubmissionsQuery,
  useSubmitToClientMutation,
  useRecordPhoneConsentMutation,
  useScheduleSubmissionInterviewMutation,
  useGetSubmissionSettingsQuery,
  useSaveSubmissionSettingsMutation,
} = submissionsApi;
