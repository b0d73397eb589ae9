import {
  Interaction,
  InteractionAuthorList,
  InteractionList,
  type InteractionInput,
  type InteractionStatus,
  type InteractionType,
  type InteractionUpdate,
} from '@agency/contracts';
import { LIST_PAGE_SIZE, pagedByOffset } from '../cards/pagedList';
import { crmApi } from '../../store';

const INTERACTIONS = { type: 'Interaction', id: 'LIST' } as const;

/**
 * The tags a change refreshes: every interaction list (the screen, the calendar's week, upcoming), the
 * dashboard's figures and upcoming interviews, the details of the candidates it is (or was) linked to, and the
 * task lists (its next steps' task follows it, decision 0135).
 */
function afterChange(...candidateIds: (string | null | undefined)[]) {
  return [
    INTERACTIONS,
    { type: 'Task' as const, id: 'LIST' },
    'DashboardStats' as const,
    ...candidateIds.filter((id): id is string => !!id).map((id) => ({ type: 'Candidate' as const, id })),
  ];
}

/**
 * What the Interactions screen lists: a search term, and each filter chosen (issue 31, point 5): status, type,
 * who logged it, candidate, employer, and a range of days (`from` inclusive, `to` exclusive, ISO 8601).
 */
export interface InteractionFilter {
  q: string;
  status?: InteractionStatus;
  type?: InteractionType;
  createdBy?: string;
  candidateId?: string;
  employerId?: string;
  from?: string;
  to?: string;
}

/** The query string of a page of the list: the filters set, in a fixed order, then the page. */
export function interactionListParams(filter: InteractionFilter, offset: number): string {
  const params = new URLSearchParams();
  for (const key of [
    'q',
    'status',
    'type',
    'createdBy',
    'candidateId',
    'employerId',
    'from',
    'to',
  ] as const) {
    if (filter[key]) params.set(key, filter[key]);
  }
  params.set('limit', String(LIST_PAGE_SIZE));
  params.set('offset', String(offset));
  return params.toString();
}

/** Scheduled interactions within a time range, soonest first (the calendar's week). */
export interface ScheduledRange {
  from: string;
  to: string;
}

/** The most scheduled interactions one calendar week shows (the server's largest page). */
export const WEEK_LIMIT = 500;
/** How many upcoming interactions the calendar's side card lists (spec section 9). */
export const UPCOMING_LIMIT = 5;

/**
 * Interactions (staff only): searched (subject, candidate and employer names, type) and paged on the
 * server, newest first; the calendar asks for scheduled ones in a range, soonest first.
 */
export const interactionsApi = crmApi.injectEndpoints({
  endpoints: (build) => ({
    getInteractions: build.infiniteQuery<InteractionList, InteractionFilter, number>({
      infiniteQueryOptions: pagedByOffset('/api/interactions').infiniteQueryOptions,
      query: ({ queryArg, pageParam }) => `/api/interactions?${interactionListParams(queryArg, pageParam)}`,
      responseSchema: InteractionList,
      providesTags: [INTERACTIONS],
    }),
    /** Who logged interactions, by name: the 'Logged by' filter's choices. */
    getInteractionAuthors: build.query<InteractionAuthorList, void>({
      query: () => '/api/interactions/authors',
      responseSchema: InteractionAuthorList,
      providesTags: [INTERACTIONS],
    }),
    getScheduledInteractions: build.query<InteractionList, ScheduledRange>({
      query: ({ from, to }) =>
        `/api/interactions?${new URLSearchParams({ status: 'scheduled', from, to, order: 'asc', limit: String(WEEK_LIMIT) })}`,
      responseSchema: InteractionList,
      providesTags: [INTERACTIONS],
    }),
    /** The next scheduled interactions from a moment on, soonest first. */
    getUpcomingInteractions: build.query<InteractionList, { from: string }>({
      query: ({ from }) =>
        `/api/interactions?${new URLSearchParams({ status: 'scheduled', from, order: 'asc', limit: String(UPCOMING_LIMIT) })}`,
      responseSchema: InteractionList,
      providesTags: [INTERACTIONS],
    }),
    addInteraction: build.mutation<Interaction, InteractionInput>({
      query: (interaction) => ({ url: '/api/interactions', method: 'POST', body: interaction }),
      responseSchema: Interaction,
      invalidatesTags: (added, error) => (error ? [] : afterChange(added?.candidateId)),
    }),
    /** `before` is the interaction as shown, so a candidate it is moved away from is refreshed too. */
    updateInteraction: build.mutation<Interaction, { before: Interaction; changes: InteractionUpdate }>({
      query: ({ before, changes }) => ({
        url: `/api/interactions/${encodeURIComponent(before.id)}`,
        method: 'PUT',
        body: changes,
      }),
      responseSchema: Interaction,
      invalidatesTags: (updated, error, { before }) =>
        error ? [] : afterChange(before.candidateId, updated?.candidateId),
    }),
    deleteInteraction: build.mutation<null, Interaction>({
      query: ({ id }) => ({ url: `/api/interactions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { candidateId }) => (error ? [] : afterChange(candidateId)),
    }),
  }),
});

export const {
  useGetInteractionsInfiniteQuery,
  useGetInteractionAuthorsQuery,
  useGetScheduledInteractionsQuery,
  useGetUpcomingInteractionsQuery,
  useAddInteractionMutation,
  useUpdateInteractionMutation,
  useDeleteInteractionMutation,
} = interactionsApi;
