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

/** /manage/candidates: search, the card grid paged from the server, and the candidate dialogs. */
export function CandidatesPage() {
  const [text, setText, term] = useSearchParamTerm();
  const [customField, setCustomField] = useState<CustomFieldChoice | null>(null);
  const filter = customFieldFilterOf(customField);
  // currentData: the pages of this search only, never the previous search's while the next one loads.
  const { currentData, error, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage } =
    useGetCandidatesInfiniteQuery({ q: term, customField: filter });
  const [deleteCandidate, { isLoading: deleting }] = useDeleteCandidateMutation();
  const report = useReportResult();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<Candidate | null>(null);
  const [removing, setRemoving] = useState<Candidate | null>(null);

  const { items: candidates, total: matched } = loadedItems(currentData);
  const searching = term !== '' || filter !== null;
  // 'Y' is every candidate: while searching, the unsearched list's total (one candidate asked for).
  const { currentData: everyone } = useFindCandidatesQuery({ q: '', limit: 1 }, { skip: !searching });
  const all = searching ? everyone?.total : matched;

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
        <ExportMenu list="candidates" query={{ q: term, ...(filter ? { [`cf.${filter.key}`]: filter.value } : {}) }} />
        <SaveSearchButton />
        <Button onClick={() => setAdding(true)}>Add Candidate</Button>
      </Toolbar>

      {!currentData && isFetching ? (
        <SkeletonCards label="Loading candidates" />
      ) : error && !currentData ? (
        <Alert>{describeError(error)}</Alert>
      ) : (
        <>
          {/* The spec's count: how many the search matched of all candidates ('Load more' shows the rest). */}
          <Count role="status">{`${matched} of ${all ?? '…'} candidates`}</Count>
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
