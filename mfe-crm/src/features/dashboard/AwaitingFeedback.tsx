import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Muted, UserText } from '@agency/ui';
import { useListSubmissionsQuery } from '../../shared/api/submissionsApi';
import { formatDayAndTime } from '../../shared/dates';
import { candidatePath, employerPath, jobRolePath } from '../../shared/records/paths';
import { Name, Panel, Rows, Small } from './Panel';

/** The panel's rows, each one column of text that wraps (no date column beside it on a narrow screen). */
const List = styled(Rows)`
  li > div:last-child {
    flex: 1;
    align-items: flex-start;
    gap: 0;
  }
`;

/**
 * Submissions past the agency's response promise with no feedback from the client (decision 0132), oldest first:
 * who, for which role at which employer, and since when; each links to the role's page, where its board shows it.
 */
export function AwaitingFeedback() {
  const { currentData: overdue, isError } = useListSubmissionsQuery({ overdue: true });
  const sorted = [...(overdue ?? [])].sort((a, b) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? ''));
  return (
    <Panel title="Awaiting client feedback" link={null}>
      {isError && <Muted>Overdue feedback cannot be loaded right now. Please try refreshing the page.</Muted>}
      {!isError && !overdue && <Muted aria-busy="true">Loading...</Muted>}
      {overdue && sorted.length === 0 && <Muted>No feedback is overdue.</Muted>}
      {sorted.length > 0 && (
        <List>
          {sorted.map((submission) => (
            <li key={submission.id}>
              <div>
                <Name>
                  {submission.candidate ? (
                    <Link to={candidatePath(submission.candidateId)}>
                      <UserText>{submission.candidate.name}</UserText>
                    </Link>
                  ) : (
                    'Unknown Candidate'
                  )}
                </Name>
                <Small>
                  <Link to={jobRolePath(submission.jobRoleId)}>
                    <UserText>{submission.jobRole?.title || 'Unknown Role'}</UserText>
                  </Link>
                  {' · '}
                  {submission.employer ? (
                    <Link to={employerPath(submission.employerId)}>
                      <UserText>{submission.employer.name}</UserText>
                    </Link>
                  ) : (
                    'Unknown Employer'
                  )}
                </Small>
                {submission.submittedAt && (
                  <Small>
                    Submitted <time dateTime={submission.submittedAt}>{formatDayAndTime(submission.submittedAt)}</time>
                  </Small>
                )}
              </div>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}
