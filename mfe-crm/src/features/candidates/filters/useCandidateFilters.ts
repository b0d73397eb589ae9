import { useSearchParams } from 'react-router-dom';

/** The list's filters as the page address and the server name them (decision 0134), lists comma-separated. */
export const FILTER_NAMES = ['availability', 'location', 'skills', 'tags', 'owner', 'addedFrom', 'addedTo', 'hasCv'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type CandidateFilters = Partial<Record<FilterName, string>>;

/** Splits a comma-separated filter value into its items. */
export const itemsOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The candidate list's filters, kept in the page address beside `q` (so a filtered list is a link, and Back and
 * a reload keep it): each set or cleared by replacing the address's entry, never adding one per change.
 */
export function useCandidateFilters() {
  const [params, setParams] = useSearchParams();
  const filters: CandidateFilters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  const change = (edit: (next: URLSearchParams) => void) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        edit(next);
        return next;
      },
      { replace: true },
    );
  return {
    filters,
    /** How many filters are set. */
    active: Object.keys(filters).length,
    set: (name: FilterName, value: string) =>
      change((next) => {
        if (value.trim()) next.set(name, value.trim());
        else next.delete(name);
      }),
    /** Every filter and the search. */
    clear: () =>
      change((next) => {
        for (const name of FILTER_NAMES) next.delete(name);
        next.delete('q');
      }),
  };
}
