import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ClientInterview } from '@agency/contracts';
import { Alert, Button, Card, Heading, Muted, Skeleton, UserText } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { useGetInterviewsQuery } from '../../shared/api/submissionsApi';
import { formatDateTime } from '../../shared/dates';
import { rolePath } from '../../shared/portal/paths';
import { Empty, Facts, Intro, Loading, Page, Problem, useSignOutWhenRefused } from '../../shared/portal/pageParts';

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space(6)} 0 0`};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Interview = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    overflow-wrap: anywhere;
  }
`;

const bySchedule = (a: ClientInterview, b: ClientInterview) => a.scheduledAt.localeCompare(b.scheduledAt);

/**
 * 'Interviews' (decision 0132): the interviews the recruiters scheduled from the contact's requests, soonest first,
 * each with its role, candidate, date and time, and place. A refused read (401) signs the contact out.
 */
export function InterviewsPage({ onSessionEnded }: { onSessionEnded: (reason?: string) => void }) {
  const interviews = useGetInterviewsQuery();
  const failure = useSignOutWhenRefused(interviews.error, onSessionEnded);

  return (
    <Page>
      <Heading as="h1" $size="xxl">
        Interviews
      </Heading>
      <Intro>The interviews we have arranged with the candidates you asked to meet.</Intro>
      {interviews.isLoading && (
        <Loading aria-busy="true">
          <Muted>Loading interviews...</Muted>
          <Skeleton $height="5rem" />
        </Loading>
      )}
      {interviews.isError && failure?.status !== 401 && (
        <Problem>
          <Alert>Your interviews could not be loaded. {describeError(interviews.error)}</Alert>
          <Button onClick={() => interviews.refetch()}>Try Again</Button>
        </Problem>
      )}
      {interviews.data && interviews.data.length === 0 && (
        <Empty>
          <Heading as="h2" $size="lg">
            No interviews yet
          </Heading>
          <Muted>When you ask to meet a candidate, we arrange the interview and it appears here.</Muted>
        </Empty>
      )}
      {interviews.data && interviews.data.length > 0 && (
        <List aria-label="Interviews">
          {[...interviews.data].sort(bySchedule).map((interview) => (
            <Interview key={interview.id}>
              <Heading as="h2" $size="lg">
                <UserText>{interview.candidateLabel}</UserText>
              </Heading>
              <Facts>
                <dt>Role</dt>
                <dd>
                  <Link to={rolePath(interview.jobRole.id)}>
                    <UserText>{interview.jobRole.title}</UserText>
                  </Link>
                </dd>
                <dt>When</dt>
                <dd>
                  <time dateTime={interview.scheduledAt}>{formatDateTime(interview.scheduledAt)}</time>
                </dd>
                <dt>Where</dt>
                <dd>{interview.location ? <UserText>{interview.location}</UserText> : 'To be confirmed by your recruiter'}</dd>
              </Facts>
            </Interview>
          ))}
        </List>
      )}
    </Page>
  );
}
