import { createApi } from '@reduxjs/toolkit/query/react';
import { useDispatch } from 'react-redux';
import { API_DEFAULTS, createApiStore, createBaseQuery } from '@agency/web-kit';
import { endSessionOn401 } from './shared/session/end-session-on-401';

/**
 * This remote's API slice, with the base query that picks the token by path (the staff token here) and
 * the spec's query defaults. Each feature adds its endpoints (`crmApi.injectEndpoints`), typed and
 * checked with the schemas of `@agency/contracts`.
 */
export const crmApi = createApi({
  reducerPath: 'crmApi',
  baseQuery: endSessionOn401(createBaseQuery(), (api) =>
    api.dispatch(crmApi.util.invalidateTags(['Session'])),
  ),
  ...API_DEFAULTS,
  tagTypes: ['Session', 'User', 'JobRole', 'Employer', 'DashboardStats', 'Candidate', 'Placement', 'Lead', 'Interaction', 'JobMatch', 'Message', 'Appointment', 'Document', 'ApiKey', 'Webhook', 'Application', 'JobPipeline', 'Submission', 'Task'],
  // An answer that does not match its contract schema is treated like an unreadable one: no data, an error.
  catchSchemaFailure: (error, info) => ({
    status: 0,
    message: `0: the answer of ${info.endpoint} did not match its contract (${error.message})`,
  }),
  endpoints: () => ({}),
});

/** One store for the page's life, kept when the visitor leaves for another remote's page and comes back. */
export const store = createApiStore(crmApi);

/** `useDispatch` typed for this store, so RTK Query's thunks (upsertQueryData, ...) type-check. */
export const useAppDispatch = useDispatch.withTypes<typeof store.dispatch>();
