import { createApi } from '@reduxjs/toolkit/query/react';
import { API_DEFAULTS, createApiStore, createBaseQuery } from '@agency/web-kit';

/**
 * This remote's API slice, with the base query that picks the token by path (the staff token here) and
 * the spec's query defaults. Its screens add their endpoints (`crmApi.injectEndpoints`) with their issues.
 */
export const crmApi = createApi({
  reducerPath: 'crmApi',
  baseQuery: createBaseQuery(),
  ...API_DEFAULTS,
  endpoints: () => ({}),
});

/** One store for the page's life, kept when the visitor leaves for another remote's page and comes back. */
export const store = createApiStore(crmApi);
