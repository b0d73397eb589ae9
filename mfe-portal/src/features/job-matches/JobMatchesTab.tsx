import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobMatch } from '@agency/contracts';
import { Badge, Button, buttonStyles, useToast } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { ItemActions, ItemMeta, ItemText, ItemTop } from '../../shared/tab-layout/itemLayout';
import { ItemCard, TabSection } from '../../shared/tab-layout/TabSection';
import { useExpressInterestMutation, useGetJobMatchesQuery } from '../../shared/api/jobMatchesApi';

const STATUS_LABELS: Record<JobMatch['status'], string> = {
  suggested: 'Suggested',
  interested: 'Interested',
  applied: 'Applied',
  declined: 'Declined',
};

export const NO_JOB_PAGE = 'This role is no longer advertised, so it has no job page.';

const DetailsLink = styled(Link)<{ $variant?: 'primary' | 'outline' }>`
  ${buttonStyles}
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The candidate has answered this match already (interest shown, or applied). */
const answered = (match: JobMatch) =>
  match.candidateResponse === 'interested' || match.status === 'interested' || match.status === 'applied';

function JobMatchItem({ match }: { match: JobMatch }) {
  const [expressInterest, { isLoading }] = useExpressInterestMutation();
  const { toast } = useToast();
  const reasonId = useId();
  const role = match.jobRole;
  const title = role?.title ?? 'Job role no longer available';

  const onInterest = async () => {
    const result = await expressInterest(match.id);
    if (result.error) {
      toast({
        title: 'Failed to express interest',
        description: describeError(result.error),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Interest sent', description: `Your recruiter will be in touch about ${title}.` });
  };

  return (
    <ItemCard>
      <ItemTop>
        <div>
          <h3>{title}</h3>
          {role?.employer && <ItemMeta>{role.employer.name}</ItemMeta>}
        </div>
        <Badges>
          {match.matchScore != null && <Badge $variant="outline">{match.matchScore}% match</Badge>}
          <Badge $variant={match.status === 'suggested' ? 'default' : 'secondary'}>
            {STATUS_LABELS[match.status]}
          </Badge>
        </Badges>
      </ItemTop>
      {match.notes && <ItemText>{match.notes}</ItemText>}
      <ItemActions>
        {role?.slug ? (
          <DetailsLink to={`/jobs/${encodeURIComponent(role.slug)}`} $variant="outline">
            View Details
          </DetailsLink>
        ) : (
          <>
            <Button $variant="outline" disabled aria-describedby={reasonId}>
              View Details
            </Button>
            <ItemMeta id={reasonId} as="span">
              {NO_JOB_PAGE}
            </ItemMeta>
          </>
        )}
        {answered(match) ? (
          <Button disabled>Interest Sent</Button>
        ) : (
          <Button onClick={onInterest} disabled={isLoading || match.status === 'declined'}>
            {isLoading ? 'Sending...' : 'Express Interest'}
          </Button>
        )}
      </ItemActions>
    </ItemCard>
  );
}

/** The Job Matches tab (spec section 2). 'Express Interest' and 'View Details': decision 0064. */
export function JobMatchesTab() {
  const query = useGetJobMatchesQuery();
  return (
    <TabSection
      id="job-matches"
      title="Job Opportunities"
      subtitle="Positions matched to your profile by our recruiters"
      query={query}
      empty="No job matches yet"
    >
      {(match) => <JobMatchItem key={match.id} match={match} />}
    </TabSection>
  );
}
