import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Employer, EmployerStatus } from '@agency/contracts';
import { Button, ConfirmDeleteDialog, Input } from '@agency/ui';
import { useTypedFilter } from '../../shared/filters/useTypedFilter';
import { SearchBox, Toolbar } from '../../shared/cards/CardList';
import { ExportMenu } from '../../shared/exports/ExportMenu';
import { PagedCards } from '../../shared/cards/PagedCards';
import { OptionSelect } from '../../shared/forms/OptionSelect';
import { useReportResult } from '../../shared/forms/useReportResult';
import { useSearchParamTerm } from '../../shared/search/useSearchParamTerm';
import { CustomFieldFilter, customFieldFilterOf, type CustomFieldChoice } from '../../shared/custom-fields/CustomFieldFilter';
import { AddEmployerDialog, EditEmployerDialog } from '../../shared/employers/EmployerDialogs';
import { EmployerCard } from './EmployerCard';
import { useDeleteEmployerMutation, useGetEmployersInfiniteQuery } from '../../shared/api/employersApi';
import { EMPLOYER_STATUS_OPTIONS } from '../../shared/employers/status';

const STATUS_FILTER = [{ value: '', label: 'All statuses' }, ...EMPLOYER_STATUS_OPTIONS];

// Beside the search box, which takes the room that is left.
const FilterInput = styled(Input)`
  flex: 0 1 10rem;
  width: auto;
  min-width: 0;
`;

/** A text filter of the list (industry, location: decision 0134), kept in the page address once typing settles. */
function useAddressTextFilter(name: 'industry' | 'location'): [text: string, setText: (text: string) => void, value: string] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const [text, setText] = useTypedFilter(value, (typed) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (typed) next.set(name, typed);
        else next.delete(name);
        return next;
      },
      { replace: true },
    ),
  );
  return [text, setText, value];
}

/** /manage/employers: the employers as cards, searched and paged on the server (spec: Employers). */
export function EmployersPage() {
  const [text, setText, q] = useSearchParamTerm();
  const [status, setStatus] = useState<EmployerStatus | ''>('');
  const [customField, setCustomField] = useState<CustomFieldChoice | null>(null);
  const [industryText, setIndustry, industry] = useAddressTextFilter('industry');
  const [locationText, setLocation, location] = useAddressTextFilter('location');
  const employers = useGetEmployersInfiniteQuery({
    q,
    ...(status ? { status } : {}),
    customField: customFieldFilterOf(customField),
    filters: { industry: industry || undefined, location: location || undefined },
  });
  const [deleteEmployer, { isLoading: deleting }] = useDeleteEmployerMutation();
  const report = useReportResult();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Employer | null>(null);
  const [confirming, setConfirming] = useState<Employer | null>(null);

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
        <SearchBox noun="employers" value={text} onChange={setText} />
        <OptionSelect
          aria-label="Status"
          options={STATUS_FILTER}
          value={status}
          onChange={(event) => setStatus(event.target.value as EmployerStatus | '')}
        />
        <FilterInput aria-label="Industry" placeholder="Industry…" value={industryText} onChange={(event) => setIndustry(event.target.value)} />
        <FilterInput aria-label="Location" placeholder="Location…" value={locationText} onChange={(event) => setLocation(event.target.value)} />
        <CustomFieldFilter entity="employer" value={customField} onChange={setCustomField} />
        <ExportMenu list="employers" query={{ q, status }} />
        <Button onClick={() => setAdding(true)}>Add Employer</Button>
      </Toolbar>
      <PagedCards
        query={employers}
        noun={['employer', 'employers']}
        filtered={q !== '' || status !== '' || industry !== '' || location !== ''}
        renderCard={(employer) => (
          <EmployerCard
            employer={employer}
            onEdit={() => setEditing(employer)}
            onDelete={() => setConfirming(employer)}
          />
        )}
      />
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
