import { useState } from 'react';
import type { Employer, EmployerStatus } from '@agency/contracts';
import { Alert, Button, Input } from '@agency/ui';
import { CardGrid, EmptyState, ListCount, LoadMore, SkeletonCards, Toolbar } from '../cards/CardList';
import { ConfirmDeleteDialog } from '../forms/ConfirmDeleteDialog';
import { describeError } from '../forms/errors';
import { OptionSelect } from '../forms/OptionSelect';
import { useReportResult } from '../forms/useReportResult';
import { useSearchParamTerm } from '../search/useSearchParamTerm';
import { AddEmployerDialog, EditEmployerDialog } from './EmployerDialogs';
import { EmployerCard } from './EmployerCard';
import { useDeleteEmployerMutation, useGetEmployersInfiniteQuery } from './employersApi';
import { EMPLOYER_STATUS_OPTIONS } from './status';

const STATUS_FILTER = [{ value: '', label: 'All statuses' }, ...EMPLOYER_STATUS_OPTIONS];

/** /manage/employers: the employers as cards, searched and paged on the server (spec: Employers). */
export function EmployersPage() {
  const [text, setText, q] = useSearchParamTerm();
  const [status, setStatus] = useState<EmployerStatus | ''>('');
  const { data, isLoading, isFetching, isFetchingNextPage, error, hasNextPage, fetchNextPage } =
    useGetEmployersInfiniteQuery({ q, ...(status ? { status } : {}) });
  const [deleteEmployer, { isLoading: deleting }] = useDeleteEmployerMutation();
  const report = useReportResult();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Employer | null>(null);
  const [confirming, setConfirming] = useState<Employer | null>(null);

  const employers = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages.at(-1)?.total ?? 0;
  const filtered = q !== '' || status !== '';

  async function remove() {
    if (!confirming) return;
    report(await deleteEmployer(confirming.id), {
      success: { title: 'Success', description: 'Employer deleted successfully' },
      // The server refuses an employer that still has job roles, and says so.
      failure: { title: 'Error', description: 'Failed to delete employer' },
    });
    setConfirming(null);
  }

  return (
    <>
      <Toolbar>
        <Input
          type="search"
          aria-label="Search employers"
          placeholder="Search employers..."
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <OptionSelect
          aria-label="Status"
          options={STATUS_FILTER}
          value={status}
          onChange={(event) => setStatus(event.target.value as EmployerStatus | '')}
        />
        <Button onClick={() => setAdding(true)}>Add Employer</Button>
      </Toolbar>
      {isLoading ? (
        <SkeletonCards label="Loading employers" />
      ) : error && !data ? (
        <Alert>{describeError(error)}</Alert>
      ) : employers.length === 0 ? (
        <EmptyState
          title="No employers found"
          hint={filtered ? 'Try adjusting your search criteria' : 'Get started by adding your first employer'}
        />
      ) : (
        <>
          <ListCount shown={employers.length} total={total} noun={['employer', 'employers']} />
          <CardGrid aria-busy={isFetching && !isFetchingNextPage}>
            {employers.map((employer) => (
              <EmployerCard
                key={employer.id}
                employer={employer}
                onEdit={() => setEditing(employer)}
                onDelete={() => setConfirming(employer)}
              />
            ))}
          </CardGrid>
          {error && <Alert>{describeError(error)}</Alert>}
          {hasNextPage && <LoadMore loading={isFetchingNextPage} onClick={() => void fetchNextPage()} />}
        </>
      )}
      <AddEmployerDialog open={adding} onOpenChange={setAdding} />
      <EditEmployerDialog employer={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        title="Delete Employer"
        name={confirming?.name ?? null}
        deleting={deleting}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
