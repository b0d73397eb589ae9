import { CandidateDocumentList, type CandidateDocument } from '@agency/contracts';
import { crmApi } from '../../store';

/** Where a candidate's documents are: listed, uploaded to (with `?fileName=`), and each one's file. */
export const documentsPath = (candidateId: string) => `/api/candidates/${encodeURIComponent(candidateId)}/documents`;
export const documentFilePath = (candidateId: string, documentId: string) =>
  `${documentsPath(candidateId)}/${encodeURIComponent(documentId)}/file`;

const documentsOf = (candidateId: string) => ({ type: 'Document', id: candidateId }) as const;
/** The candidates list: a search can match words inside a CV (`cvMatch`), so a CV added or gone changes it. */
const CANDIDATES = { type: 'Candidate', id: 'LIST' } as const;

/**
 * A candidate's CVs and other documents (staff), newest first. Uploads go with their progress through
 * `useDocumentUpload` (web-kit), not RTK Query; after one, `documentUploaded` reads the list again, as a
 * delete does, and the candidates list with it.
 */
export const documentsApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getCandidateDocuments: build.query<CandidateDocument[], string>({
      query: (candidateId) => documentsPath(candidateId),
      responseSchema: CandidateDocumentList,
      providesTags: (_documents, _error, candidateId) => [documentsOf(candidateId)],
    }),
    deleteCandidateDocument: build.mutation<null, { candidateId: string; documentId: string }>({
      query: ({ candidateId, documentId }) => ({
        url: `${documentsPath(candidateId)}/${encodeURIComponent(documentId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { candidateId }) => (error ? [] : [documentsOf(candidateId), CANDIDATES]),
    }),
  }),
});

/** After an upload (made outside RTK Query): the candidate's documents and the candidates list are read again. */
export const documentUploaded = (candidateId: string) =>
  documentsApi.util.invalidateTags([documentsOf(candidateId), CANDIDATES]);

export const { useGetCandidateDocumentsQuery, useDeleteCandidateDocumentMutation } = documentsApi;
