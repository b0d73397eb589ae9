import { BulkJob, EmailTemplate, EmailTemplateList, type BulkRequest, type EmailTemplateInput, type EmailTemplateUpdate } from '@agency/contracts';
import { crmApi } from '../../store';

/**
 * Bulk actions on candidates and the e-mail templates they send (decision 0137): the templates are written on their
 * settings screen and picked in the selection bar, so both read them from here.
 */
export const bulkApi = crmApi.enhanceEndpoints({ addTagTypes: ['EmailTemplate', 'BulkJob'] }).injectEndpoints({
  endpoints: (build) => ({
    getEmailTemplates: build.query<EmailTemplateList, void>({
      query: () => '/api/email-templates',
      responseSchema: EmailTemplateList,
      providesTags: ['EmailTemplate'],
    }),
    addEmailTemplate: build.mutation<EmailTemplate, EmailTemplateInput>({
      query: (template) => ({ url: '/api/email-templates', method: 'POST', body: template }),
      responseSchema: EmailTemplate,
      invalidatesTags: (_template, error) => (error ? [] : ['EmailTemplate']),
    }),
    updateEmailTemplate: build.mutation<EmailTemplate, { id: string; changes: EmailTemplateUpdate }>({
      query: ({ id, changes }) => ({ url: `/api/email-templates/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      responseSchema: EmailTemplate,
      invalidatesTags: (_template, error) => (error ? [] : ['EmailTemplate']),
    }),
    removeEmailTemplate: build.mutation<null, string>({
      query: (id) => ({ url: `/api/email-templates/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['EmailTemplate']),
    }),
    /** 200 with the finished job (a small selection), 202 with the job just started. */
    startBulk: build.mutation<BulkJob, BulkRequest>({
      query: (request) => ({ url: '/api/candidates/bulk', method: 'POST', body: request }),
      responseSchema: BulkJob,
      // The records changed: the candidate list and pages read again.
      invalidatesTags: (_job, error) => (error ? [] : ['Candidate']),
    }),
    getBulkJob: build.query<BulkJob, string>({
      query: (id) => `/api/bulk-jobs/${encodeURIComponent(id)}`,
      responseSchema: BulkJob,
      providesTags: (_job, _error, id) => [{ type: 'BulkJob', id }],
    }),
    cancelBulkJob: build.mutation<BulkJob, string>({
      query: (id) => ({ url: `/api/bulk-jobs/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      responseSchema: BulkJob,
      invalidatesTags: (_job, error, id) => (error ? [] : [{ type: 'BulkJob', id }]),
    }),
  }),
});

export const {
  useGetEmailTemplatesQuery,
  useAddEmailTemplateMutation,
  useUpdateEmailTemplateMutation,
  useRemoveEmailTemplateMutation,
  useStartBulkMutation,
  useGetBulkJobQuery,
  useCancelBulkJobMutation,
} = bulkApi;
