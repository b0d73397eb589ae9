import { createApi } from '@reduxjs/toolkit/query/react';
import { useDispatch } from 'react-redux';
import { API_DEFAULTS, createApiStore, createBaseQuery } from '@agency/web-kit';

/**
 * This remote's API slice, with the base query that picks the token by path (the client's token under /api/client,
 * decision 0131) and the spec's query defaults (no retry, no refetch on focus, no polling). Each feature adds its
 * endpoints (`clientApi.injectEndpoints`), checked with the schemas of `@agency/contracts`.
 */
export const clientApi = createApi({
  reducerPath: 'clientApi',
  baseQuery: createBaseQuery(),
  ...API_DEFAULTS,
  tagTypes: ['Account', 'JobRole', 'Submission', 'Interview'],
  // An answer that does not match its contract schema is treated like an unreadable one: no data, an error.
  catchSchemaFailure: (error, info) => ({
    status: 0,
    message: `0: the answer of ${info.endpoint} did not match its contract (${error.message})`,
  }),
  endpoints: () => ({}),
});

/** One store for the page's life, kept when the visitor leaves for another remote's page and comes back. */
export const store = createApiStore(clientApi);

/** `useDispatch` typed for this store, so RTK Query's thunks type-check. */
export const useAppDispatch = useDispatch.withTypes<typeof store.dispatch>();
