import { useState } from 'react';
import styled from 'styled-components';
import type { Candidate } from '@agency/contracts';
import { Alert, Button, ConfirmDeleteDialog, Muted } from '@agency/ui';
import { CardGrid, EmptyState, LoadMore, SearchBox, SkeletonCards, Toolbar } from '../../shared/cards/CardList';
import { loadedItems } from '../../shared/cards/pagedList';
import { describeError } from '@agency/web-kit';
import { useReportResult } from '../../shared/forms/useReportResult';
import { ExportMenu } from '../../shared/exports/ExportMenu';
import { SaveSearchButton } from '../../shared/saved-searches/SaveSearchButton';
import { useSearchParamTerm } from '../../shared/search/useSearchParamTerm';
import { CustomFieldFilter, customFieldFilterOf, type CustomFieldChoice } from '../../shared/custom-fields/CustomFieldFilter';
import { CandidateCard } from './CandidateCard';
import { CandidateFiltersButton, CandidateFiltersPanel, useFiltersPanel } from './filters/CandidateFiltersPanel';
import { useCandidateFilters } from './filters/useCandidateFilters';
import { CandidateDetailsDialog } from './CandidateDetailsDialog';
import { AddCandidateDialog, EditCandidateDialog } from '../../shared/candidates/CandidateFormDialog';
import {
  useDeleteCandidateMutation,
  useFindCandidatesQuery,
  useGetCandidatesInfiniteQuery,
} from '../../shared/api/candidatesApi';

const Count = styled(Muted)`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A count with thousands separators: '4,310'. */
const count = (value: number) => value.toLocaleString('en-US');

/** /manage/candidates: search, the card grid paged from the server, and the candidate dialogs. */
export function CandidatesPage() {
  const [text, setText, term] = useSearchParamTerm();
  const [customField, setCustomField] = useState<CustomFieldChoice | null>(null);
  const filter = customFieldFilterOf(customField);
  // The filters panel (decision 0134): its values live in the page address, beside the search.
  const filters = useCandidateFilters();
  const panel = useFiltersPanel(filters.active);
  // currentData: the pages of this search only, never the previous search's while the next one loads.
  const { currentData, error, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage } =
    useGetCandidatesInfiniteQuery({ q: term, customField: filter, filters: filters.filters });
  const [deleteCandidate, { isLoading: deleting }] = useDeleteCandidateMutation();
  const report = useReportResult();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<Candidate | null>(null);
  const [removing, setRemoving] = useState<Candidate | null>(null);

  const { items: candidates, total: matched } = loadedItems(currentData);
  const searching = term !== '' || filter !== null || filters.active > 0;
  // 'Y' is every candidate: the server says (`of`); from one that does not, the unsearched list's total (one candidate asked for).
  const of = currentData?.pages.at(-1)?.of;
  const { currentData: everyone } = useFindCandidatesQuery({ q: '', limit: 1 }, { skip: !searching || of !== undefined });
  const all = of ?? (searching ? everyone?.total : matched);

  async function remove(candidate: Candidate) {
    const deleted = report(await deleteCandidate(candidate.id), {
      success: { title: 'Success', description: 'Candidate deleted successfully' },
      failure: { title: 'Error', description: 'Failed to delete candidate' },
    });
    if (deleted) setRemoving(null);
  }

  return (
    <section aria-label="Candidates">
      <Toolbar>
        <SearchBox noun="candidates" value={text} onChange={setText} />
        <CustomFieldFilter entity="candidate" value={customField} onChange={setCustomField} />
        <CandidateFiltersButton active={filters.active} open={panel.open} onToggle={panel.toggle} onClear={filters.clear} searching={term !== ''} panelId={panel.panelId} />
        <ExportMenu list="candidates" query={{ q: term, ...filters.filters, ...(filter ? { [`cf.${filter.key}`]: filter.value } : {}) }} />
        <SaveSearchButton />
        <Button onClick={() => setAdding(true)}>Add Candidate</Button>
      </Toolbar>
      {panel.open && <CandidateFiltersPanel id={panel.panelId} filters={filters.filters} set={filters.set} />}

      {!currentData && isFetching ? (
        <SkeletonCards label="Loading candidates" />
      ) : error && !currentData ? (
        <Alert>{describeError(error)}</Alert>
      ) : (
        <>
          {/* The spec's count: how many the search matched of all candidates ('Load more' shows the rest). */}
          <Count role="status">{`${count(matched)} of ${all === undefined ? '…' : count(all)} candidates`}</Count>
          {candidates.length === 0 ? (
            <EmptyState
              title="No candidates found"
              hint={
                searching
                  ? 'Try adjusting your search criteria'
                  : 'Get started by adding your first candidate'
              }
            />
          ) : (
            <CardGrid aria-busy={isFetching && !isFetchingNextPage}>
              {candidates.map((candidate) => (
                <CandidateCard
                  key={candidate.id}
                  candidate={candidate}
                  searchTerm={term}
                  onOpen={() => setViewing(candidate.id)}
                  onEdit={() => setEditing(candidate)}
                  onDelete={() => setRemoving(candidate)}
                />
              ))}
            </CardGrid>
          )}
          {hasNextPage && <LoadMore loading={isFetchingNextPage} onClick={() => fetchNextPage()} />}
        </>
      )}

      <AddCandidateDialog open={adding} onOpenChange={setAdding} />
      <EditCandidateDialog candidate={editing} onClose={() => setEditing(null)} />
      <CandidateDetailsDialog candidateId={viewing} onClose={() => setViewing(null)} />
      <ConfirmDeleteDialog
        title="Delete Candidate"
        name={removing?.name ?? null}
        deleting={deleting}
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
