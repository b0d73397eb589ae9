import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { JobRole, JobRolePriority, JobRoleStatus } from '@agency/contracts';
import { Button, ConfirmDeleteDialog } from '@agency/ui';
import { SearchBox, Toolbar } from '../../shared/cards/CardList';
import { ExportMenu } from '../../shared/exports/ExportMenu';
import { PagedCards } from '../../shared/cards/PagedCards';
import { OptionSelect } from '../../shared/forms/OptionSelect';
import { useReportResult } from '../../shared/forms/useReportResult';
import { SuggestJobMatchDialog } from '../../shared/job-matches/SuggestJobMatchDialog';
import { useSearchParamTerm } from '../../shared/search/useSearchParamTerm';
import { CustomFieldFilter, customFieldFilterOf, type CustomFieldChoice } from '../../shared/custom-fields/CustomFieldFilter';
import { AddJobRoleDialog, EditJobRoleDialog } from './JobRoleDialogs';
import { JobRoleCard } from './JobRoleCard';
import { useDeleteJobRoleMutation, useGetJobRolesInfiniteQuery } from '../../shared/api/jobRolesApi';
import { JOB_ROLE_STATUS_OPTIONS, PRIORITY_OPTIONS } from './status';

const STATUS_FILTER = [{ value: '', label: 'All statuses' }, ...JOB_ROLE_STATUS_OPTIONS];
const PRIORITY_FILTER = [{ value: '', label: 'All priorities' }, ...PRIORITY_OPTIONS];

const Mine = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  white-space: nowrap;
`;

/** The priority and 'Mine only' filters (decision 0134), kept in the page address beside `q`. */
function useRoleFilters() {
  const [params, setParams] = useSearchParams();
  const set = (name: 'priority' | 'owner', value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { priority: (params.get('priority') ?? '') as JobRolePriority | '', mine: params.get('owner') === 'me', set };
}

/**
 * /manage/job-roles: every role as a card, searched and paged on the server (spec: Job Roles). The search
 * starts from `?q=`, where the header search sends a recruiter.
 */
export function JobRolesPage() {
  const [text, setText, q] = useSearchParamTerm();
  const [status, setStatus] = useState<JobRoleStatus | ''>('');
  const [customField, setCustomField] = useState<CustomFieldChoice | null>(null);
  const filters = useRoleFilters();
  const roles = useGetJobRolesInfiniteQuery({
    q,
    ...(status ? { status } : {}),
    customField: customFieldFilterOf(customField),
    filters: { priority: filters.priority || undefined, owner: filters.mine ? 'me' : undefined },
  });
  const [deleteJobRole, { isLoading: deleting }] = useDeleteJobRoleMutation();
  const report = useReportResult();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<JobRole | null>(null);
  const [confirming, setConfirming] = useState<JobRole | null>(null);
  const [suggesting, setSuggesting] = useState<JobRole | null>(null);

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
        <SearchBox noun="job roles" value={text} onChange={setText} />
        <OptionSelect
          aria-label="Status"
          options={STATUS_FILTER}
          value={status}
          onChange={(event) => setStatus(event.target.value as JobRoleStatus | '')}
        />
        <OptionSelect aria-label="Priority" options={PRIORITY_FILTER} value={filters.priority} onChange={(event) => filters.set('priority', event.target.value)} />
        <Mine>
          <input type="checkbox" checked={filters.mine} onChange={(event) => filters.set('owner', event.target.checked ? 'me' : '')} />
          Mine only
        </Mine>
        <CustomFieldFilter entity="job-role" value={customField} onChange={setCustomField} />
        <ExportMenu list="job-roles" query={{ q, status }} />
        <Button onClick={() => setAdding(true)}>Add Job Role</Button>
      </Toolbar>
      <PagedCards
        query={roles}
        noun={['job role', 'job roles']}
        filtered={q !== '' || status !== '' || filters.priority !== '' || filters.mine}
        renderCard={(role) => (
          <JobRoleCard
            role={role}
            onEdit={() => setEditing(role)}
            onSuggest={() => setSuggesting(role)}
            onDelete={() => setConfirming(role)}
          />
        )}
      />
      <AddJobRoleDialog open={adding} onOpenChange={setAdding} />
      <EditJobRoleDialog role={editing} onClose={() => setEditing(null)} />
      <SuggestJobMatchDialog
        suggestion={suggesting && { jobRole: { id: suggesting.id, name: suggesting.title } }}
        onClose={() => setSuggesting(null)}
      />
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
