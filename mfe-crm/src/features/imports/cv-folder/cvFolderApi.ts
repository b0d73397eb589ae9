import { CvFolderBatch, CvFolderConfirmAnswer, type CvFolderChoice } from '@agency/contracts';
import { crmApi } from '../../../store';

/** Where a folder import's files are uploaded, one per request (`?fileName=`), as a document is. */
export const cvFolderFilesPath = (batchId: string) => `/api/imports/cv-folder/${encodeURIComponent(batchId)}/files`;

/**
 * A folder of CVs (decision 0127): the batch is opened, its files go up through `uploadFile` (with their
 * progress, outside RTK Query), the batch is read (polled while its files are read), then confirmed.
 */
export const cvFolderApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    openCvFolder: build.mutation<CvFolderBatch, { files: number }>({
      query: (body) => ({ url: '/api/imports/cv-folder', method: 'POST', body }),
      responseSchema: CvFolderBatch,
    }),
    getCvFolder: build.query<CvFolderBatch, string>({
      query: (id) => `/api/imports/cv-folder/${encodeURIComponent(id)}`,
      responseSchema: CvFolderBatch,
      keepUnusedDataFor: 0,
    }),
    confirmCvFolder: build.mutation<CvFolderConfirmAnswer, { id: string; choices: CvFolderChoice[] }>({
      query: ({ id, choices }) => ({ url: `/api/imports/cv-folder/${encodeURIComponent(id)}/confirm`, method: 'POST', body: { choices } }),
      responseSchema: CvFolderConfirmAnswer,
      // The new candidates are in the list now.
      invalidatesTags: (_answer, error) => (error ? [] : [{ type: 'Candidate', id: 'LIST' }]),
    }),
  }),
});

export const { useOpenCvFolderMutation, useGetCvFolderQuery, useConfirmCvFolderMutation } = cvFolderApi;
