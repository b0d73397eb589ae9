import type { CandidateApplication } from '@agency/contracts';
import { Badge } from '@agency/ui';
import { formatDay } from '../../shared/dates';
import { ItemMeta, ItemText, ItemTop } from '../../shared/tab-layout/itemLayout';
import { ItemCard, TabSection } from '../../shared/tab-layout/TabSection';
import { useGetApplicationsQuery } from '../../shared/api/applicationsApi';

/**
 * Each status as the candidate reads it, with what it means for them (decision 0121): the spec's statuses, a
 * rejection named gently and without the staff's reason.
 */
export const APPLICATION_STATUSES: Record<CandidateApplication['status'], { label: string; meaning: string; variant: 'default' | 'secondary' | 'outline' }> = {
  pending: { label: 'Pending', meaning: 'Received: a recruiter will read your application soon.', variant: 'outline' },
  reviewed: { label: 'Reviewed', meaning: 'A recruiter has read your application.', variant: 'secondary' },
  accepted: { label: 'Accepted', meaning: 'Good news: your recruiter will contact you about the next steps.', variant: 'default' },
  rejected: { label: 'Not selected', meaning: 'This role has not worked out this time. Your profile stays with us for other roles.', variant: 'outline' },
};

function ApplicationItem({ application }: { application: CandidateApplication }) {
  const status = APPLICATION_STATUSES[application.status];
  return (
    <ItemCard>
      <ItemTop>
        <div>
          <h3>{application.jobRoleTitle ?? 'Job role no longer available'}</h3>
          {application.employerName && <ItemMeta>{application.employerName}</ItemMeta>}
          <ItemMeta>
            Applied <time dateTime={application.createdAt}>{formatDay(application.createdAt)}</time>
            {application.statusChangedAt && (
              <>
                {' · '}updated <time dateTime={application.statusChangedAt}>{formatDay(application.statusChangedAt)}</time>
              </>
            )}
          </ItemMeta>
        </div>
        <Badge $variant={status.variant}>{status.label}</Badge>
      </ItemTop>
      <ItemText>{status.meaning}</ItemText>
    </ItemCard>
  );
}

/** 'My Applications' (issue 31, point 4): the roles the candidate applied for, newest first, with the status staff set. */
export function ApplicationsTab() {
  const query = useGetApplicationsQuery();
  return (
    <TabSection
      id="applications"
      title="My Applications"
      subtitle="The roles you applied for and where each application stands"
      query={query}
      empty="No applications yet"
    >
      {(application) => <ApplicationItem key={application.id} application={application} />}
    </TabSection>
  );
}
