import { z } from 'zod';

/**
 * Saved searches (issue 34, decision 0136): a named candidate-list query, private to the staff member who saved it
 * or shared with the team, with an optional alert that e-mails them the candidates added since that match it.
 */

export const SAVED_SEARCH_NAME_MAX = 80;
/** The stored query string: the candidate list's own address query, longer than any the list accepts. */
export const SAVED_SEARCH_QUERY_MAX = 2_000;
/** Searches one staff member may keep: a sidebar list, not a second database. */
export const SAVED_SEARCHES_PER_USER = 50;
/** Matches an alert names; the e-mail says how many more there are and links to the list. */
export const SAVED_SEARCH_ALERT_MATCHES_MAX = 20;

/** 'daily': one e-mail each morning with the day's new matches; 'instant': within a minute of their arrival, batched. */
export const SavedSearchAlert = z.enum(['off', 'daily', 'instant']);
export type SavedSearchAlert = z.infer<typeof SavedSearchAlert>;

export const SavedSearchMessages = {
  nameRequired: 'Give the search a name.',
  nameTooLong: `A search name can be up to ${SAVED_SEARCH_NAME_MAX} characters.`,
  queryTooLong: `The search is too long to save (at most ${SAVED_SEARCH_QUERY_MAX} characters).`,
  tooMany: `You can keep up to ${SAVED_SEARCHES_PER_USER} saved searches. Delete one you no longer use first.`,
  notFound: 'This saved search no longer exists. Refresh the list and try again.',
  notOwner: 'Only the person who saved this search can change or delete it.',
} as const;

const name = z.string().trim().min(1, SavedSearchMessages.nameRequired).max(SAVED_SEARCH_NAME_MAX, SavedSearchMessages.nameTooLong);
/** As `URLSearchParams` writes it, without the leading '?': e.g. `q=python%20AND%20django&availability=available`. */
const query = z
  .string()
  .max(SAVED_SEARCH_QUERY_MAX, SavedSearchMessages.queryTooLong)
  .transform((value) => value.replace(/^\?/, ''));

export const SavedSearchInput = z.object({
  name,
  query,
  shared: z.boolean().default(false),
  alert: SavedSearchAlert.default('off'),
});
export type SavedSearchInput = z.input<typeof SavedSearchInput>;

export const SavedSearchPatch = z
  .object({ name, query, shared: z.boolean(), alert: SavedSearchAlert })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change: give a name, query, shared or alert.');
export type SavedSearchPatch = z.input<typeof SavedSearchPatch>;

export const SavedSearch = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  shared: z.boolean(),
  alert: SavedSearchAlert,
  ownerId: z.string(),
  ownerName: z.string().nullable(),
  /** Whether the one asking saved it (and so may change and delete it). */
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

/** The asker's own searches first, then the team's shared ones, each by name. */
export const SavedSearchList = z.object({ items: z.array(SavedSearch) });
export type SavedSearchList = z.infer<typeof SavedSearchList>;

export const SavedSearchEvents = {
  /** New candidates match a search with an alert: the notifications service e-mails its owner. */
  matched: 'candidates.saved-search.matched',
} as const;

/** Data of `candidates.saved-search.matched`. */
export const SavedSearchMatched = z.object({
  searchId: z.string(),
  name: z.string(),
  ownerId: z.string(),
  /** The list's address query, for the link back to `/manage/candidates?<query>`. */
  query: z.string(),
  alert: z.enum(['daily', 'instant']),
  /** The newest first, at most SAVED_SEARCH_ALERT_MATCHES_MAX. */
  matches: z.array(z.object({ id: z.string(), name: z.string() })),
  /** All the new matches, `matches` among them. */
  total: z.number().int().nonnegative(),
});
export type SavedSearchMatched = z.infer<typeof SavedSearchMatched>;
