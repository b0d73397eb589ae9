/** One hit of the header search: what it shows and where it leads. */
export interface SearchResult {
  /** Unique across sources, e.g. `job-role:<id>`. */
  key: string;
  label: string;
  detail?: string;
  to: string;
}

/** The results of one source (candidates, employers, job roles). */
export interface SearchGroup {
  label: string;
  results: SearchResult[];
  isFetching: boolean;
  isError: boolean;
}
