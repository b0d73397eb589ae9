import { EmailRecordList, type EmailRecord } from '@agency/contracts';
import { crmApi } from '../../store';

/** The e-mails the platform sent to a candidate (the notifications service, decision 0094). */
export const emailsApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, the latest 100. */
    getCandidateEmails: build.query<EmailRecord[], string>({
      query: (candidateId) => `/api/emails?${new URLSearchParams({ candidateId })}`,
      responseSchema: EmailRecordList,
    }),
  }),
});

export const { useGetCandidateEmailsQuery } = emailsApi;
