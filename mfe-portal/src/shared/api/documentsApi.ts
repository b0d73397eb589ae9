import { CandidateDocumentList, type CandidateDocument } from '@agency/contracts';
import { portalApi } from '../../store';

/** Where the candidate's own documents are: listed, uploaded to (with `?fileName=`), and each one's file. */
export const DOCUMENTS_PATH = '/api/candidate/documents';
export const documentFilePath = (documentId: string) => `${DOCUMENTS_PATH}/${encodeURIComponent(documentId)}/file`;

const DOCUMENTS = { type: 'Document', id: 'LIST' } as const;

/**
 * The candidate's CVs and other documents (owned by the candidates service, kept in its object store),
 * newest first. Uploads go with their progress through `useDocumentUpload` (web-kit), not RTK Query; after
 * one, `documentUploaded` reads the list again, as a delete does.
 */
export const documentsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query<CandidateDocument[], void>({
      query: () => DOCUMENTS_PATH,
      responseSchema: CandidateDocumentList,
      providesTags: [DOCUMENTS],
    }),
    deleteDocument: build.mutation<null, string>({
      query: (documentId) => ({ url: `${DOCUMENTS_PATH}/${encodeURIComponent(documentId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [DOCUMENTS]),
    }),
  }),
});

/** After an upload (made outside RTK Query): the list is read again. */
export const documentUploaded = () => documentsApi.util.invalidateTags([DOCUMENTS]);

export const { useGetDocumentsQuery, useDeleteDocumentMutation } = documentsApi;
