import styled from 'styled-components';
import { Badge } from '@agency/ui';
import { monthYear } from './dates';
import { EmploymentDialog } from './EmploymentDialog';
import { EntryMeta, EntryText } from './HistoryLayout';
import { HistoryList } from './HistoryList';
import { useDeleteEmploymentMutation, useGetEmploymentQuery } from '../api/historyApi';

const Achievements = styled.ul`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

/**
 * The candidate's work experience with Edit and Delete on each, and 'Add Experience'; the one dialog opens in
 * add or edit mode. Every change is saved at once. Used by the wizard's step 3 and the profile screens.
 */
export function EmploymentList() {
  const entries = useGetEmploymentQuery();
  const [deleteEmployment] = useDeleteEmploymentMutation();
  return (
    <HistoryList
      entries={entries}
      remove={(entry) => deleteEmployment(entry.id)}
      texts={{
        hint: 'Add the roles you have held, current ones first.',
        add: 'Add Experience',
        loading: 'Loading experience',
        loadFailure: 'Could not load your experience.',
        empty: 'No work experience added yet.',
        list: 'Experience',
        deleted: {
          success: 'Employment entry deleted successfully',
          failure: 'Failed to delete employment entry',
        },
      }}
      nameOf={(entry) => `${entry.role}, ${entry.organization}`}
      EntryDialog={EmploymentDialog}
    >
      {(entry) => {
        const end =
          entry.isCurrent || entry.endYear == null ? 'Present' : monthYear(entry.endMonth, entry.endYear);
        return (
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
        );
      }}
    </HistoryList>
  );
}
