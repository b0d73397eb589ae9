import { useState } from 'react';
import type { Education } from '@agency/contracts';
import { Alert, Button, Muted, Skeleton } from '@agency/ui';
import { failureReason } from '../forms/errors';
import { EducationDialog } from './EducationDialog';
import { EmptyNote, Entries, EntryActions, EntryCard, EntryMeta, EntryText, ListHead } from './HistoryLayout';
import { useDeleteEducationMutation, useGetEducationQuery } from './historyApi';
import { useReportChange } from './useReportChange';

/**
 * The candidate's education entries with Edit and Delete on each, and 'Add Education'; the one dialog opens
 * in add or edit mode. Every change is saved at once. Used by the wizard's step 2 and the profile screens.
 */
export function EducationList() {
  const { data: entries, isLoading, error } = useGetEducationQuery();
  const [deleteEducation] = useDeleteEducationMutation();
  const [dialog, setDialog] = useState<{ entry: Education | null } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const report = useReportChange();

  async function remove(entry: Education) {
    setDeleting(entry.id);
    report(await deleteEducation(entry.id), {
      success: 'Education entry deleted successfully',
      failure: 'Failed to delete education entry',
    });
    setDeleting(null);
  }

  return (
    <div>
      <ListHead>
        <Muted>Add your qualifications, most recent first.</Muted>
        <Button $variant="outline" onClick={() => setDialog({ entry: null })}>
          Add Education
        </Button>
      </ListHead>
      {isLoading ? (
        <Skeleton $height="4.5rem" role="status" aria-label="Loading education" />
      ) : error ? (
        <Alert>Could not load your education. {failureReason(error)}</Alert>
      ) : !entries?.length ? (
        <EmptyNote>No education added yet.</EmptyNote>
      ) : (
        <Entries aria-label="Education">
          {entries.map((entry) => {
            const name = `${entry.qualification}, ${entry.institution}`;
            return (
              <EntryCard key={entry.id}>
                <EntryText>
                  <h4>
                    {entry.qualification}
                    {entry.fieldOfStudy ? ` in ${entry.fieldOfStudy}` : ''}
                  </h4>
                  <p>{entry.institution}</p>
                  <EntryMeta>
                    {entry.startYear} – {entry.endYear ?? 'Present'}
                    {entry.grade ? ` · ${entry.grade}` : ''}
                  </EntryMeta>
                  {entry.description && <p>{entry.description}</p>}
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
      <EducationDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        entry={dialog?.entry ?? null}
      />
    </div>
  );
}
