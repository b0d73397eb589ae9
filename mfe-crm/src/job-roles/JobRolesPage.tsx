import { useState } from 'react';
import type { JobRole, JobRoleStatus } from '@agency/contracts';
import { Alert, Button, Input } from '@agency/ui';
import { CardGrid, EmptyState, ListCount, LoadMore, SkeletonCards, Toolbar } from '../cards/CardList';
import { ConfirmDeleteDialog } from '../forms/ConfirmDeleteDialog';
import { describeError } from '../forms/errors';
import { OptionSelect } from '../forms/OptionSelect';
import { useReportResult } from '../forms/useReportResult';
import { useSearchParamTerm } from '../search/useSearchParamTerm';
import { AddJobRoleDialog, EditJobRoleDialog } from './JobRoleDialogs';
import { JobRoleCard } from './JobRoleCard';
import { useDeleteJobRoleMutation, useGetJobRolesInfiniteQuery } from './jobRolesApi';
import { JOB_ROLE_STATUS_OPTIONS } from './status';

const STATUS_FILTER = [{ value: '', label: 'All statuses' }, ...JOB_ROLE_STATUS_OPTIONS];

/**
 * /manage/job-roles: every role as a card, searched and paged on the server (spec: Job Roles). The search
 * starts from `?q=`, where the header search sends a recruiter.
 */
export function JobRolesPage() {
  const [text, setText, q] = useSearchParamTerm();
  const [status, setStatus] = useState<JobRoleStatus | ''>('');
  const { data, isLoading, isFetching, isFetchingNextPage, error, hasNextPage, fetchNextPage } =
    useGetJobRolesInfiniteQuery({ q, ...(status ? { status } : {}) });
  const [deleteJobRole, { isLoading: deleting }] = useDeleteJobRoleMutation();
  const report = useReportResult();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<JobRole | null>(null);
  const [confirming, setConfirming] = useState<JobRole | null>(null);

  const roles = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages.at(-1)?.total ?? 0;
  const filtered = q !== '' || status !== '';

  async function remove() {
    if (!confirming) return;
    report(await deleteJobRole(confirming.id), {
      success: { title: 'Success', description: 'Job role deleted successfully' },
      failure: { title: 'Error', description: 'Failed to delete job role' },
    });
    setConfirming(null);
  }

  return (
    <>
      <Toolbar>
        <Input
          type="search"
          aria-label="Search job roles"
          placeholder="Search job roles..."
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <OptionSelect
          aria-label="Status"
          options={STATUS_FILTER}
          value={status}
          onChange={(event) => setStatus(event.target.value as JobRoleStatus | '')}
        />
        <Button onClick={() => setAdding(true)}>Add Job Role</Button>
      </Toolbar>
      {isLoading ? (
        <SkeletonCards label="Loading job roles" />
      ) : error && !data ? (
        <Alert>{describeError(error)}</Alert>
      ) : roles.length === 0 ? (
        <EmptyState
          title="No job roles found"
          hint={filtered ? 'Try adjusting your search criteria' : 'Get started by adding your first job role'}
        />
      ) : (
        <>
          <ListCount shown={roles.length} total={total} noun={['job role', 'job roles']} />
          <CardGrid aria-busy={isFetching && !isFetchingNextPage}>
            {roles.map((role) => (
              <JobRoleCard
                key={role.id}
                role={role}
                onEdit={() => setEditing(role)}
                onDelete={() => setConfirming(role)}
              />
            ))}
          </CardGrid>
          {error && <Alert>{describeError(error)}</Alert>}
          {hasNextPage && <LoadMore loading={isFetchingNextPage} onClick={() => void fetchNextPage()} />}
        </>
      )}
      <AddJobRoleDialog open={adding} onOpenChange={setAdding} />
      <EditJobRoleDialog role={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        title="Delete Job Role"
        name={confirming?.title ?? null}
        deleting={deleting}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
