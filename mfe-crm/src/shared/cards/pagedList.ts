/** Cards per page of a list screen ('Load more' asks for the next). */
export const LIST_PAGE_SIZE = 24;

/** What a list screen asks the server for: a search term, and on some screens a status. */
export interface ListFilter {
  q: string;
  status?: string;
  /** One custom field's value to filter by (`cf.<key>=<value>`, decision 0125). */
  customField?: { key: string; value: string } | null;
  /** A list's own filters by the server's parameter names (the candidates' availability, tags...: decision 0134); empty ones left out. */
  filters?: Record<string, string | undefined>;
}

/** The query string of a list request; an empty search and no status are left out. */
export function listParams(filter: ListFilter, limit: number, offset = 0): string {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  if (filter.customField) params.set(`cf.${filter.customField.key}`, filter.customField.value);
  for (const [name, value] of Object.entries(filter.filters ?? {})) if (value) params.set(name, value);
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return params.toString();
}

/** A page of a list as the server answers it: some items, and how many match in all. */
interface ListPage {
  items: readonly unknown[];
  total: number;
}

/**
 * The paging of an `infiniteQuery` endpoint over a list the server pages by offset (the employers', the job
 * roles', the candidates'): spread into its definition, with its own answer schema and tags.
 */
export function pagedByOffset(path: string) {
  return {
    infiniteQueryOptions: {
      initialPageParam: 0,
      // The next offset, while the server has more than what is loaded.
      getNextPageParam: (lastPage: ListPage, _allPages: unknown, lastOffset: number) => {
        const next = lastOffset + lastPage.items.length;
        return lastPage.items.length > 0 && next < lastPage.total ? next : undefined;
      },
    },
    query: ({ queryArg, pageParam }: { queryArg: ListFilter; pageParam: number }) =>
      `${path}?${listParams(queryArg, LIST_PAGE_SIZE, pageParam)}`,
  };
}

/** The items of the pages loaded so far, and how many match in all (as the latest page says). */
export function loadedItems<Item>(data: { pages: { items: Item[]; total: number }[] } | undefined) {
  return { items: data?.pages.flatMap((page) => page.items) ?? [], total: data?.pages.at(-1)?.total ?? 0 };
}
