import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobRoleRecord } from '@agency/contracts';
import { Alert, Badge, Muted, Skeleton, UserText } from '@agency/ui';
import { useGetJobRoleRecordQuery } from '../../../shared/api/recordsApi';
import { failureReason } from '../../../shared/forms/errors';
import { candidatePath, employerPath } from '../../../shared/records/paths';
import { PlacementsCard } from '../../../shared/records/PlacementsCard';
import { Empty, EntryTop, RecordCard, RecordColumn, RecordEntries, RecordGrid, TypedText } from '../../../shared/records/RecordLayout';
import { SOURCE_LABELS, STATUS_LABELS } from '../../../shared/applications/labels';
import { jobRolePriority, jobRoleStatus } from '../status';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1.5)} ${theme.space(4)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * `/manage/job-roles/:id` (decision 0120): the role, its applications (to the inbox for the rest) and its
 * placements, in one request the gateway composes. Its heading is the shell's (RecordHeading).
 */
export function JobRoleRecordPage({ jobRoleId }: { jobRoleId: string }) {
  const { currentData: record, isFetching, error } = useGetJobRoleRecordQuery(jobRoleId);
  if (record) return <JobRoleRecordView record={record} />;
  if (isFetching) {
    return (
      <div aria-busy="true" aria-label="Loading the job role">
        <Skeleton $height="8rem" />
        <Skeleton $height="12rem" style={{ marginTop: '1.5rem' }} />
      </div>
    );
  }
  return <Alert>{failureReason(error) ?? 'Failed to load the job role'}</Alert>;
}

function JobRoleRecordView({ record }: { record: JobRoleRecord }) {
  const { jobRole: role, applications, applicationsTotal, placements } = record;
  const status = jobRoleStatus(role.status);
  const priority = jobRolePriority(role.priority);
  const inbox = `/manage/applications?jobRoleId=${encodeURIComponent(role.id)}`;
  return (
    <RecordGrid>
      <RecordColumn>
        <RecordCard title="Role">
          <Facts>
            <dt>Employer</dt>
            <dd>
              {role.employer ? (
                <Link to={employerPath(role.employer.id)}>
                  <UserText>{role.employer.name}</UserText>
                </Link>
              ) : (
                'Unknown Employer'
              )}
            </dd>
            <dt>Status</dt>
            <dd>
              <Badge $variant={status.badge}>{status.label}</Badge> <Badge $variant={priority.badge}>{priority.label} priority</Badge>
            </dd>
            <dt>Owner</dt>
            <dd>{role.owner ? <UserText>{role.owner.name}</UserText> : 'No owner (applications go to the administrators)'}</dd>
            {role.location && (
              <>
                <dt>Location</dt>
                <dd>
                  <UserText>{role.location}</UserText>
                </dd>
              </>
            )}
            {role.salaryRange && (
              <>
                <dt>Salary</dt>
                <dd>
                  <UserText>{role.salaryRange}</UserText>
                </dd>
              </>
            )}
          </Facts>
          {role.description && <TypedText>{role.description}</TypedText>}
        </RecordCard>
        <RecordCard title="Applications" count={applicationsTotal} actions={<Link to={inbox}>Open in the inbox</Link>}>
          {applications.length === 0 ? (
            <Empty>No applications yet</Empty>
          ) : (
            <RecordEntries aria-label="Applications">
              {applications.map((application) => (
                <li key={application.id}>
                  <EntryTop>
                    <strong>
                      {application.candidateId ? (
                        <Link to={candidatePath(application.candidateId)}>
                          <UserText>{application.candidateFullName}</UserText>
                        </Link>
                      ) : (
                        <UserText>{application.candidateFullName}</UserText>
                      )}
                    </strong>
                    <Badge $variant={application.status === 'pending' ? 'default' : 'secondary'}>{STATUS_LABELS[application.status]}</Badge>
                  </EntryTop>
                  <Muted>
                    {SOURCE_LABELS[application.source ?? 'website']} · <time dateTime={application.createdAt}>{dateText(application.createdAt)}</time>
                  </Muted>
                  {application.status === 'rejected' && application.rejectionReason && <Muted>Reason: {application.rejectionReason}</Muted>}
                </li>
              ))}
            </RecordEntries>
          )}
          {applications.length < applicationsTotal && (
            <Muted>
              The newest {applications.length} of {applicationsTotal}: <Link to={inbox}>see them all in the inbox</Link>.
            </Muted>
          )}
        </RecordCard>
      </RecordColumn>
      <RecordColumn>
        <PlacementsCard placements={placements} show="candidate" />
      </RecordColumn>
    </RecordGrid>
  );
}
