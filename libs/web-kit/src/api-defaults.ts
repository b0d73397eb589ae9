/**
 * The spec's rules for loading data (section 7), spread into every remote's `createApi`: data never goes
 * stale (cached results are kept for the page's life), no refetch on focus, reconnect or remount, and no
 * polling (no endpoint sets a polling interval). No retries either: the base query is not wrapped in
 * RTK Query's `retry`. An endpoint with a shorter life says so itself (the candidate profile: 5 minutes).
 */
export const API_DEFAULTS = {
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
} as const;
