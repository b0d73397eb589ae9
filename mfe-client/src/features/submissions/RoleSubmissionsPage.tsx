import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Heading, Muted, Skeleton, UserText } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { useGetJobRolesQuery } from '../../shared/api/rolesApi';
import { useGetSubmissionsQuery } from '../../shared/api/submissionsApi';
import { PORTAL_PATH } from '../../shared/portal/paths';
import { SubmissionCard } from './SubmissionCard';
import { Empty, Intro, Loading, Page, Problem, useSignOutWhenRefused } from '../../shared/portal/pageParts';

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const ListHeading = styled(Heading)`
  margin-top: ${({ theme }) => theme.space(8)};
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space(4)} 0 0`};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * A role's page (decision 0132): the candidates put forward for it, from the engagement service (the role list's
 * count may lag behind), each with its CV and the client's feedback. A refused read (401: the session ended) hands the
 * server's reason to the portal, which signs the contact out.
 */
export function RoleSubmissionsPage({ roleId, onSessionEnded }: { roleId: string; onSessionEnded: (reason?: string) => void }) {
  const submissions = useGetSubmissionsQuery({ jobRoleId: roleId });
  const roles = useGetJobRolesQuery();
  const failure = useSignOutWhenRefused(submissions.error, onSessionEnded);
  const listHeadingId = useId();
  const role = roles.data?.find((candidate) => candidate.id === roleId);
  // The title from the roles list, or from a submission of the role while the list loads.
  const title = role?.title ?? submissions.data?.[0]?.jobRole.title;

  return (
    <Page>
      <Back to={PORTAL_PATH}>← Your roles</Back>
      <Heading as="h1" $size="xxl">
        {title ? <UserText>{title}</UserText> : 'Candidates put forward'}
      </Heading>
      <Intro>The candidates we have put forward for this role. Open each CV and tell us what you think.</Intro>
      {submissions.isLoading && (
        <Loading aria-busy="true">
          <Muted>Loading candidates...</Muted>
          <Skeleton $height="8rem" />
        </Loading>
      )}
      {submissions.isError && failure?.status !== 401 && (
        <Problem>
          <Alert>The candidates could not be loaded. {describeError(submissions.error)}</Alert>
          <Button onClick={() => submissions.refetch()}>Try Again</Button>
        </Problem>
      )}
      {submissions.data && submissions.data.length === 0 && (
        <Empty>
          <Heading as="h2" $size="lg">
            No candidates yet
          </Heading>
          <Muted>When we put a candidate forward for this role, they appear here and we let you know by email.</Muted>
        </Empty>
      )}
      {submissions.data && submissions.data.length > 0 && (
        <section aria-labelledby={listHeadingId}>
          <ListHeading as="h2" $size="lg" id={listHeadingId}>
            {submissions.data.length === 1 ? '1 candidate put forward' : `${submissions.data.length} candidates put forward`}
          </ListHeading>
          <List aria-labelledby={listHeadingId}>
            {submissions.data.map((submission) => (
              <SubmissionCard key={submission.id} submission={submission} />
            ))}
          </List>
        </section>
      )}
    </Page>
  );
}
