import { useState } from 'react';
import styled from 'styled-components';
import type { InteractionStatus } from '@agency/contracts';
import { Alert, Button, Card, Skeleton } from '@agency/ui';
import { EmptyState, ListCount, LoadMore, SearchBox, Toolbar } from '../../shared/cards/CardList';
import { ExportMenu } from '../../shared/exports/ExportMenu';
import { loadedItems } from '../../shared/cards/pagedList';
import { describeError } from '@agency/web-kit';
import { OptionSelect } from '../../shared/forms/OptionSelect';
import { useSearchParamTerm } from '../../shared/search/useSearchParamTerm';
import { InteractionFormDialog } from '../../shared/interactions/InteractionFormDialog';
import { InteractionRow } from '../../shared/interactions/InteractionRow';
import { useGetInteractionsInfiniteQuery } from '../../shared/api/interactionsApi';
import { INTERACTION_STATUS_OPTIONS } from '../../shared/interactions/interactionTypes';
import { useInteractionActions } from '../../shared/interactions/useInteractionActions';
import {
  anyFilterChosen,
  filterOf,
  InteractionFilters,
  NO_FILTERS,
  REVERSED_DAYS,
  type ChosenFilters,
} from './InteractionFilters';

const STATUS_FILTER = [{ value: '', label: 'All statuses' }, ...INTERACTION_STATUS_OPTIONS];

/** The interactions, one a row, newest first. */
const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const SkeletonRow = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Six placeholder rows while the first page loads (spec section 9: six skeletons). */
function SkeletonRows() {
  return (
    <Rows aria-busy="true" aria-label="Loading interactions">
      {Array.from({ length: 6 }, (_, i) => (
        <SkeletonRow key={i}>
          <Skeleton $height="1.25rem" $width="50%" />
          <Skeleton $height="0.875rem" $width="35%" />
          <Skeleton $height="0.875rem" />
        </SkeletonRow>
      ))}
    </Rows>
  );
}

/**
 * /manage/interactions (spec: Interactions): the communication history, searched on the server (subject,
 * candidate and employer names, type; the term kept in ?q=), filtered by status, type, who logged it,
 * candidate, employer and days, and paged with 'Load more'; 'Log Interaction' opens 'Log New Interaction'.
 */
export function InteractionsPage() {
  const [text, setText, q] = useSearchParamTerm();
  const [status, setStatus] = useState<InteractionStatus | ''>('');
  const [chosen, setChosen] = useState<ChosenFilters>(NO_FILTERS);
  const filter = filterOf(chosen);
  // A reversed range of days is said under 'To'; nothing is asked for until it is put right.
  const query = useGetInteractionsInfiniteQuery(
    { q, ...(status ? { status } : {}), ...filter },
    { skip: filter === null },
  );
  const { data, isLoading, isFetching, isFetchingNextPage, error, hasNextPage, fetchNextPage } = query;
  const { items, total } = loadedItems(data);
  const [logging, setLogging] = useState(false);
  const { actionsFor, dialogs } = useInteractionActions();

  let list;
  if (filter === null) list = <Alert>{REVERSED_DAYS}</Alert>;
  else if (isLoading) list = <SkeletonRows />;
  else if (error && !data) list = <Alert>{describeError(error)}</Alert>;
  else if (items.length === 0) {
    list = (
      <EmptyState
        title="No interactions found"
        hint={
          q || status || anyFilterChosen(chosen)
            ? 'Try adjusting your search criteria'
            : 'Get started by logging your first interaction'
        }
      />
    );
  } else {
    list = (
      <>
        <ListCount shown={items.length} total={total} noun={['interaction', 'interactions']} />
        <Rows aria-busy={isFetching && !isFetchingNextPage}>
          {items.map((interaction) => (
            <InteractionRow
              key={interaction.id}
              interaction={interaction}
              actions={actionsFor(interaction)}
            />
          ))}
        </Rows>
        {error && <Alert>{describeError(error)}</Alert>}
        {hasNextPage && <LoadMore loading={isFetchingNextPage} onClick={() => void fetchNextPage()} />}
      </>
    );
  }

  return (
    <>
      <Toolbar>
        <SearchBox noun="interactions" value={text} onChange={setText} />
        <OptionSelect
          aria-label="Status"
          options={STATUS_FILTER}
          value={status}
          onChange={(event) => setStatus(event.target.value as InteractionStatus | '')}
        />
        {filter !== null && <ExportMenu list="interactions" query={{ q, status, ...filter }} />}
        <Button onClick={() => setLogging(true)}>Log Interaction</Button>
      </Toolbar>
      <InteractionFilters chosen={chosen} onChange={setChosen} />
      {list}
      <InteractionFormDialog mode="log" open={logging} onOpenChange={setLogging} />
      {dialogs}
    </>
  );
}
