import { Fragment, type ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import { Alert } from '@agency/ui';
import type { RequestError } from '@agency/web-kit';
import { describeError } from '@agency/web-kit';
import { CardGrid, EmptyState, ListCount, LoadMore, SkeletonCards } from './CardList';
import { loadedItems } from './pagedList';

/** What a list screen's cards need of its `infiniteQuery` hook's result. */
export interface PagedQuery<Item> {
  data?: { pages: { items: Item[]; total: number }[] };
  isLoading: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  error?: RequestError | SerializedError;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A list screen's cards in each state of its paged query: placeholders while the first page loads, the
 * error when nothing loaded, the empty state, or the count, the cards and 'Load more'. While a new search
 * loads, the cards of the last one stay, dimmed. (The Candidates screen has its own states: the spec's
 * 'X of Y candidates' count, shown even when empty, and a new search clears the cards.)
 */
export function PagedCards<Item extends { id: string }>({
  query,
  noun,
  filtered,
  renderCard,
}: {
  query: PagedQuery<Item>;
  /** Singular and plural ('employer', 'employers'). */
  noun: [string, string];
  /** Whether a search or filter is applied, which the empty state then suggests changing. */
  filtered: boolean;
  renderCard: (item: Item) => ReactNode;
}) {
  const { data, isLoading, isFetching, isFetchingNextPage, error, hasNextPage, fetchNextPage } = query;
  const { items, total } = loadedItems(data);
  if (isLoading) return <SkeletonCards label={`Loading ${noun[1]}`} />;
  if (error && !data) return <Alert>{describeError(error)}</Alert>;
  if (items.length === 0) {
    return (
      <EmptyState
        title={`No ${noun[1]} found`}
        hint={filtered ? 'Try adjusting your search criteria' : `Get started by adding your first ${noun[0]}`}
      />
    );
  }
  return (
    <>
      <ListCount shown={items.length} total={total} noun={noun} />
      <CardGrid aria-busy={isFetching && !isFetchingNextPage}>
        {items.map((item) => (
          <Fragment key={item.id}>{renderCard(item)}</Fragment>
        ))}
      </CardGrid>
      {error && <Alert>{describeError(error)}</Alert>}
      {hasNextPage && <LoadMore loading={isFetchingNextPage} onClick={() => void fetchNextPage()} />}
    </>
  );
}
