import {
  Appointment,
  AppointmentList,
  JobMatch,
  JobMatchList,
  Message,
  MessageList,
  type JobMatchInput,
  type MessageInput,
} from '@agency/contracts';
import { crmApi } from '../../store';

/** A candidate's records, or a job role's matches: the staff lists of the portal service take one or the other. */
export type JobMatchFilter = { candidateId: string } | { jobRoleId: string };

const query = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

/**
 * The recruiter side of the candidate portal (the portal service's staff routes): the job matches suggested
 * to a candidate, the messages sent to them and the appointments their portal shows. A suggestion, a
 * withdrawal or a message refreshes the lists of its kind.
 */
export const portalApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, each with the role's title and employer as the portal knows them. */
    getJobMatches: build.query<JobMatch[], JobMatchFilter>({
      query: (filter) => query('/api/job-matches', filter),
      responseSchema: JobMatchList,
      providesTags: ['JobMatch'],
    }),
    suggestJobMatch: build.mutation<JobMatch, JobMatchInput>({
      query: (match) => ({ url: '/api/job-matches', method: 'POST', body: match }),
      responseSchema: JobMatch,
      invalidatesTags: (_match, error) => (error ? [] : ['JobMatch']),
    }),
    withdrawJobMatch: build.mutation<null, string>({
      query: (id) => ({ url: `/api/job-matches/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['JobMatch']),
    }),
    /** A candidate's conversations: the messages sent to them and their replies, newest first. */
    getMessages: build.query<Message[], string>({
      query: (candidateId) => query('/api/messages', { candidateId }),
      responseSchema: MessageList,
      providesTags: ['Message'],
    }),
    sendMessage: build.mutation<Message, MessageInput>({
      query: (message) => ({ url: '/api/messages', method: 'POST', body: message }),
      responseSchema: Message,
      invalidatesTags: (_message, error) => (error ? [] : ['Message']),
    }),
    /** A staff member's answer in a candidate's thread (decision 0121): `id` is any message of the thread. */
    answerInThread: build.mutation<Message, { id: string; content: string }>({
      query: ({ id, content }) => ({ url: `/api/messages/${encodeURIComponent(id)}/replies`, method: 'POST', body: { content } }),
      responseSchema: Message,
      invalidatesTags: (_message, error) => (error ? [] : ['Message']),
    }),
    /** The interviews a candidate's portal shows, soonest first. */
    getAppointments: build.query<Appointment[], string>({
      query: (candidateId) => query('/api/appointments', { candidateId }),
      responseSchema: AppointmentList,
      providesTags: ['Appointment'],
    }),
  }),
});

export const {
  useGetJobMatchesQuery,
  useSuggestJobMatchMutation,
  useWithdrawJobMatchMutation,
  useGetMessagesQuery,
  useSendMessageMutation,
  useAnswerInThreadMutation,
  useGetAppointmentsQuery,
} = portalApi;
