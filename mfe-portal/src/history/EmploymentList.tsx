import { useState } from 'react';
import styled from 'styled-components';
import type { Employment } from '@agency/contracts';
import { Alert, Badge, Button, Muted, Skeleton } from '@agency/ui';
import { failureReason } from '../forms/errors';
import { monthYear } from './dates';
import { EmploymentDialog } from './EmploymentDialog';
import { EmptyNote, Entries, EntryActions, EntryCard, EntryMeta, EntryText, ListHead } from './HistoryLayout';
import { useDeleteEmploymentMutation, useGetEmploymentQuery } from './historyApi';
import { useReportChange } from './useReportChange';

const Achievements = styled.ul`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

/**
 * The candidate's work experience with Edit and Delete on each, and 'Add Experience'; the one dialog opens in
 * add or edit mode. Every change is saved at once. Used by the wizard's step 3 and the profile screens.
 */
export function EmploymentList() {
  const { data: entries, isLoading, error } = useGetEmploymentQuery();
  const [deleteEmployment] = useDeleteEmploymentMutation();
  const [dialog, setDialog] = useState<{ entry: Employment | null } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const report = useReportChange();

  async function remove(entry: Employment) {
    setDeleting(entry.id);
    report(await deleteEmployment(entry.id), {
      success: 'Employment entry deleted successfully',
      failure: 'Failed to delete employment entry',
    });
    setDeleting(null);
  }

  return (
    <div>
      <ListHead>
        <Muted>Add the roles you have held, current ones first.</Muted>
        <Button $variant="outline" onClick={() => setDialog({ entry: null })}>
          Add Experience
        </Button>
      </ListHead>
      {isLoading ? (
        <Skeleton $height="4.5rem" role="status" aria-label="Loading experience" />
      ) : error ? (
        <Alert>Could not load your experience. {failureReason(error)}</Alert>
      ) : !entries?.length ? (
        <EmptyNote>No work experience added yet.</EmptyNote>
      ) : (
        <Entries aria-label="Experience">
          {entries.map((entry) => {
            const name = `${entry.role}, ${entry.organization}`;
            const end = entry.isCurrent || entry.endYear == null ? 'Present' : monthYear(entry.endMonth, entry.endYear);
            return (
              <EntryCard key={entry.id}>
                <EntryText>
                  <h4>
                    {entry.role} {entry.isCurrent && <Badge $variant="secondary">Current</Badge>}
                  </h4>
                  <p>{entry.organization}</p>
                  <EntryMeta>
                    {monthYear(entry.startMonth, entry.startYear)} – {end}
                  </EntryMeta>
                  {entry.description && <p>{entry.description}</p>}
                  {entry.keyAchievements.length > 0 && (
                    <Achievements aria-label={`Key achievements at ${entry.organization}`}>
                      {entry.keyAchievements.map((achievement, index) => (
                        <li key={index}>{achievement}</li>
                      ))}
                    </Achievements>
                  )}
                </EntryText>
                <EntryActions>
                  <Button $variant="ghost" $size="sm" aria-label={`Edit ${name}`} onClick={() => setDialog({ entry })}>
                    Edit
                  </Button>
                  <Button
                    $variant="destructive"
                    $size="sm"
                    aria-label={`Delete ${name}`}
                    disabled={deleting === entry.id}
                    onClick={() => remove(entry)}
                  >
                    {deleting === entry.id ? 'Deleting...' : 'Delete'}
                  </Button>
                </EntryActions>
              </EntryCard>
            );
          })}
        </Entries>
      )}
      <EmploymentDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        entry={dialog?.entry ?? null}
      />
    </div>
  );
}
