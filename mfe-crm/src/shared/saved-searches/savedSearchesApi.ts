import { SavedSearch, SavedSearchList, type SavedSearchInput, type SavedSearchPatch } from '@agency/contracts';
import { crmApi } from '../../store';

/**
 * Saved searches of the candidate list (services/candidates, decision 0136): the signed-in member's own and the
 * team's shared ones. Each change's answer is written into the list shown, so it needs no second request.
 */
export const savedSearchesApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getSavedSearches: build.query<SavedSearchList, void>({
      query: () => '/api/saved-searches',
      responseSchema: SavedSearchList,
    }),
    addSavedSearch: build.mutation<SavedSearch, SavedSearchInput>({
      query: (search) => ({ url: '/api/saved-searches', method: 'POST', body: search }),
      responseSchema: SavedSearch,
      async onQueryStarted(_search, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(savedSearchesApi.util.updateQueryData('getSavedSearches', undefined, (list) => void list.items.unshift(data)));
      },
    }),
    updateSavedSearch: build.mutation<SavedSearch, { id: string; changes: SavedSearchPatch }>({
      query: ({ id, changes }) => ({ url: `/api/saved-searches/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      responseSchema: SavedSearch,
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data)
          dispatch(
            savedSearchesApi.util.updateQueryData('getSavedSearches', undefined, (list) => {
              list.items = list.items.map((each) => (each.id === data.id ? data : each));
            }),
          );
      },
    }),
    deleteSavedSearch: build.mutation<null, string>({
      query: (id) => ({ url: `/api/saved-searches/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { error } = await queryFulfilled.then(() => ({ error: undefined }), (failure: unknown) => ({ error: failure }));
        if (!error)
          dispatch(
            savedSearchesApi.util.updateQueryData('getSavedSearches', undefined, (list) => {
              list.items = list.items.filter((each) => each.id !== id);
            }),
          );
      },
    }),
  }),
});

export const { useGetSavedSearchesQuery, useAddSavedSearchMutation, useUpdateSavedSearchMutation, useDeleteSavedSearchMutation } = savedSearchesApi;

/** The list's address query to keep: where the list is paged to is not part of a search. */
export function searchOfAddress(search: string): string {
  const params = new URLSearchParams(search);
  for (const paging of ['offset', 'limit', 'page']) params.delete(paging);
  return params.toString();
}

/** Where a saved search opens: the candidate list with its query. */
export const savedSearchPath = (query: string) => `/manage/candidates${query ? `?${query}` : ''}`;
