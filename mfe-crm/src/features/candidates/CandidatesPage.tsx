import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Candidate } from '@agency/contracts';
import { Alert, Button, ConfirmDeleteDialog, Muted } from '@agency/ui';
import { CardGrid, EmptyState, LoadMore, SearchBox, SkeletonCards, Toolbar } from '../../shared/cards/CardList';
import { loadedItems } from '../../shared/cards/pagedList';
import { describeError } from '@agency/web-kit';
import { useReportResult } from '../../shared/forms/useReportResult';
import { ExportMenu } from '../../shared/exports/ExportMenu';
import { SaveSearchButton } from '../../shared/saved-searches/SaveSearchButton';
import { BulkBar, type BulkTarget } from '../../shared/bulk/BulkBar';
import { SearchSyntaxHelp } from '../../shared/search/SearchSyntaxHelp';
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

const Selection = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
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
  const highlight = currentData?.pages.at(-1)?.highlight;
  // The list's query as its address says it: what 'every match' of a bulk action means (decision 0137).
  const listQuery = useMemo(
    () => ({ q: term, ...filters.filters, ...(filter ? { [`cf.${filter.key}`]: filter.value } : {}) }),
    [term, filters.filters, filter],
  );
  const queryString = useMemo(
    () => new URLSearchParams(Object.entries(listQuery).flatMap(([key, value]) => (value === undefined || value === null || value === '' ? [] : [[key, String(value)]]))).toString(),
    [listQuery],
  );
  // Ticked cards, or every match of the search; both forgotten when the search changes.
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [allMatches, setAllMatches] = useState(false);
  useEffect(() => {
    setTicked(new Set());
    setAllMatches(false);
  }, [queryString]);
  const tick = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const everyShownTicked = candidates.length > 0 && candidates.every((candidate) => ticked.has(candidate.id));
  const bulkTarget: BulkTarget | null = allMatches ? { query: queryString, total: matched } : ticked.size > 0 ? { ids: [...ticked] } : null;
  const clearSelection = () => {
    setTicked(new Set());
    setAllMatches(false);
  };
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
        <SearchSyntaxHelp />
        <CustomFieldFilter entity="candidate" value={customField} onChange={setCustomField} />
        <CandidateFiltersButton active={filters.active} open={panel.open} onToggle={panel.toggle} onClear={filters.clear} searching={term !== ''} panelId={panel.panelId} />
        <ExportMenu list="candidates" query={listQuery} />
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
          {candidates.length > 0 && (
            <Selection>
              <label>
                <input
                  type="checkbox"
                  checked={allMatches || everyShownTicked}
                  disabled={allMatches}
                  onChange={(event) => setTicked(event.target.checked ? new Set(candidates.map((candidate) => candidate.id)) : new Set())}
                />{' '}
                Select all shown
              </label>
              {!allMatches && matched > candidates.length && (
                <Button $variant="ghost" $size="sm" onClick={() => setAllMatches(true)}>
                  {`Select all ${count(matched)} matches`}
                </Button>
              )}
            </Selection>
          )}
          {bulkTarget && <BulkBar target={bulkTarget} onClear={clearSelection} />}
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
                  highlight={highlight}
                  selected={allMatches || ticked.has(candidate.id)}
                  onSelect={(on) => tick(candidate.id, on)}
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
