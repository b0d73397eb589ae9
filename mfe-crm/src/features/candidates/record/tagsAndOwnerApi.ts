import { Candidate, type RecordOwnerChange, type RecordTagsChange } from '@agency/contracts';
import { crmApi } from '../../../store';

/** A candidate's tags and owner, each changed on its own (decision 0134): nothing else of the record is sent. */
export const candidateTagsAndOwnerApi = crmApi.enhanceEndpoints({ addTagTypes: ['Tag'] }).injectEndpoints({
  endpoints: (build) => ({
    changeCandidateTags: build.mutation<Candidate, { id: string; change: Partial<RecordTagsChange> }>({
      query: ({ id, change }) => ({ url: `/api/candidates/${encodeURIComponent(id)}/tags`, method: 'PATCH', body: change }),
      responseSchema: Candidate,
      // A new name joins the registry: its list (and the counts) are read again.
      invalidatesTags: (_candidate, error, { id }) => (error ? [] : [{ type: 'Candidate', id: 'LIST' }, { type: 'Candidate', id }, { type: 'Tag', id: 'candidates' }]),
    }),
    setCandidateOwner: build.mutation<Candidate, { id: string } & RecordOwnerChange>({
      query: ({ id, ownerId }) => ({ url: `/api/candidates/${encodeURIComponent(id)}/owner`, method: 'PUT', body: { ownerId } }),
      responseSchema: Candidate,
      invalidatesTags: (_candidate, error, { id }) => (error ? [] : [{ type: 'Candidate', id: 'LIST' }, { type: 'Candidate', id }]),
    }),
  }),
});

export const { useChangeCandidateTagsMutation, useSetCandidateOwnerMutation } = candidateTagsAndOwnerApi;
