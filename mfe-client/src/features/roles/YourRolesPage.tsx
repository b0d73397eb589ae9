import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ClientJobRole, ClientSubmission } from '@agency/contracts';
import { Alert, Badge, Button, Card, Heading, Muted, Skeleton, UserText } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { useGetAccountQuery } from '../../shared/api/authApi';
import { useGetJobRolesQuery } from '../../shared/api/rolesApi';
import { useGetSubmissionsQuery } from '../../shared/api/submissionsApi';
import { rolePath } from '../../shared/portal/paths';
import { ROLE_STATUS } from './status';
import { Empty, Intro, Page, Problem, useSignOutWhenRefused } from '../../shared/portal/pageParts';

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space(6)} 0 0`};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Role = styled(Card).attrs({ as: 'li' })`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  align-items: start;
`;

const Facts = styled.p`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(6)}`};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const RoleLink = styled(Link)`
  color: inherit;
  text-underline-offset: 0.2em;
  overflow-wrap: anywhere;
`;

/** How many candidates reached the client for each role, from the submissions themselves. */
function countByRole(submissions: ClientSubmission[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const submission of submissions) counts.set(submission.jobRole.id, (counts.get(submission.jobRole.id) ?? 0) + 1);
  return counts;
}

function submittedText(count: number): string {
  return count === 1 ? '1 candidate submitted' : `${count} candidates submitted`;
}

/**
 * 'Your roles' (issue 33 point 4, first slice): the roles the agency works on for the contact's employer, each
 * with its place, status and how many candidates have been put forward, under the employer's name; its title leads to
 * the role's page with those candidates. The count is the engagement service's submissions (decision 0132), the
 * catalog's `submittedCount` only when they cannot be read. A refused read (401: the session ended) hands the
 * server's reason to the portal, which signs the contact out.
 */
export function YourRolesPage({ onSessionEnded }: { onSessionEnded: (reason?: string) => void }) {
  const roles = useGetJobRolesQuery();
  const account = useGetAccountQuery();
  const submissions = useGetSubmissionsQuery({});
  const counts = submissions.data ? countByRole(submissions.data) : undefined;
  const failure = useSignOutWhenRefused(roles.error, onSessionEnded);

  return (
    <Page>
      <Heading as="h1" $size="xxl">
        Your roles
      </Heading>
      <Intro>
        {account.data ? (
          <>
            <UserText>{account.data.employerName}</UserText>: the roles we are filling for you, and the candidates we have put
            forward for each.
          </>
        ) : (
          'The roles we are filling for you, and the candidates we have put forward for each.'
        )}
      </Intro>
      {roles.isLoading && (
        <List aria-busy="true" aria-label="Loading roles">
          <Skeleton $height="5rem" />
          <Skeleton $height="5rem" />
        </List>
      )}
      {roles.isError && failure?.status !== 401 && (
        <Problem>
          <Alert>Your roles could not be loaded. {describeError(roles.error)}</Alert>
          <Button onClick={() => roles.refetch()}>Try Again</Button>
        </Problem>
      )}
      {roles.data && roles.data.length === 0 && (
        <Empty>
          <Heading as="h2" $size="lg">
            No roles yet
          </Heading>
          <Muted>When we start work on a role for you, it appears here with the candidates we put forward.</Muted>
        </Empty>
      )}
      {roles.data && roles.data.length > 0 && (
        <List aria-label="Your roles">
          {roles.data.map((role) => (
            <RoleCard
              key={role.id}
              role={role}
              submitted={counts ? (counts.get(role.id) ?? 0) : submissions.isError ? role.submittedCount : undefined}
            />
          ))}
        </List>
      )}
    </Page>
  );
}

/** `submitted` is not known yet while the submissions load. */
function RoleCard({ role, submitted }: { role: ClientJobRole; submitted: number | undefined }) {
  const status = ROLE_STATUS[role.status];
  return (
    <Role>
      <Heading as="h2" $size="lg">
        <RoleLink to={rolePath(role.id)}>
          <UserText>{role.title}</UserText>
        </RoleLink>
      </Heading>
      <Badge $variant={status.badge}>{status.label}</Badge>
      <Facts>
        <span>{role.location ? <UserText>{role.location}</UserText> : 'Location not set'}</span>
        {submitted !== undefined && <span>{submittedText(submitted)}</span>}
      </Facts>
    </Role>
  );
}
