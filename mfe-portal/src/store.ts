import { createApi } from '@reduxjs/toolkit/query/react';
import { API_DEFAULTS, createApiStore, createBaseQuery } from '@agency/web-kit';

/**
 * This remote's API slice, with the base query that picks the token by path (the candidate token under /api/candidate here) and
 * the spec's query defaults. Its screens add their endpoints (`portalApi.injectEndpoints`) with their issues.
 */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: createBaseQuery(),
  ...API_DEFAULTS,
  endpoints: () => ({}),
});

/** One store for the page's life, kept when the visitor leaves for another remote's page and comes back. */
export const store = createApiStore(portalApi);
