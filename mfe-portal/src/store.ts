import { createApi } from '@reduxjs/toolkit/query/react';
import { useDispatch } from 'react-redux';
import { API_DEFAULTS, createApiStore, createBaseQuery } from '@agency/web-kit';

/**
 * This remote's API slice, with the base query that picks the token by path (the candidate token under /api/candidate here) and
 * the spec's query defaults (no retry, no refetch). Each feature adds its endpoints (`portalApi.injectEndpoints`), typed and
 * checked with the schemas of `@agency/contracts`.
 */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: createBaseQuery(),
  ...API_DEFAULTS,
  tagTypes: ['Profile', 'Account', 'Education', 'Employment', 'Document', 'JobMatch', 'Appointment', 'Message', 'EmailPreferences', 'Application', 'Submission'],
  // An answer that does not match its contract schema is treated like an unreadable one: no data, an error.
  catchSchemaFailure: (error, info) => ({
    status: 0,
    message: `0: the answer of ${info.endpoint} did not match its contract (${error.message})`,
  }),
  endpoints: () => ({}),
});

/** One store for the page's life, kept when the visitor leaves for another remote's page and comes back. */
export const store = createApiStore(portalApi);

/** `useDispatch` typed for this store, so RTK Query's thunks (upsertQueryData, ...) type-check. */
export const useAppDispatch = useDispatch.withTypes<typeof store.dispatch>();
