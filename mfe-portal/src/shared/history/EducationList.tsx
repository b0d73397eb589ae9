import { yearSpan } from './dates';
import { EducationDialog } from './EducationDialog';
import { EntryMeta, EntryText } from './HistoryLayout';
import { HistoryList } from './HistoryList';
import { useDeleteEducationMutation, useGetEducationQuery } from '../api/historyApi';

/**
 * The candidate's education entries with Edit and Delete on each, and 'Add Education'; the one dialog opens
 * in add or edit mode. Every change is saved at once. Used by the wizard's step 2 and the profile screens.
 */
export function EducationList() {
  const entries = useGetEducationQuery();
  const [deleteEducation] = useDeleteEducationMutation();
  return (
    <HistoryList
      entries={entries}
      remove={(entry) => deleteEducation(entry.id)}
      texts={{
        hint: 'Add your qualifications, most recent first.',
        add: 'Add Education',
        loading: 'Loading education',
        loadFailure: 'Could not load your education.',
        empty: 'No education added yet.',
        list: 'Education',
        deleted: {
          success: 'Education entry deleted successfully',
          failure: 'Failed to delete education entry',
        },
      }}
      nameOf={(entry) => `${entry.qualification}, ${entry.institution}`}
      EntryDialog={EducationDialog}
    >
      {(entry) => (
        <EntryText>
          <h4>
            {entry.qualification}
            {entry.fieldOfStudy ? ` in ${entry.fieldOfStudy}` : ''}
          </h4>
          <p>{entry.institution}</p>
          <EntryMeta>
            {yearSpan(entry.startYear, entry.endYear)}
            {entry.grade ? ` · ${entry.grade}` : ''}
          </EntryMeta>
          {entry.description && <p>{entry.description}</p>}
        </EntryText>
      )}
    </HistoryList>
  );
}
