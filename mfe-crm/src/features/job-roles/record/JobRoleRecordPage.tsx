import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { JobRoleRecord } from '@agency/contracts';
import { Badge, Muted, UserText } from '@agency/ui';
import { useGetJobRoleRecordQuery } from '../../../shared/api/recordsApi';
import { candidatePath, employerPath } from '../../../shared/records/paths';
import { PlacementsCard } from '../../../shared/records/PlacementsCard';
import { RecordTasks } from '../../../shared/tasks/RecordTasks';
import { Empty, EntryTop, Facts, RecordCard, RecordColumn, RecordEntries, RecordGrid, RecordPending, TypedText } from '../../../shared/records/RecordLayout';
import { CustomFieldsCard } from '../../../shared/custom-fields/CustomFieldFacts';
import { SOURCE_LABELS, STATUS_LABELS } from '../../../shared/applications/labels';
import { jobRolePriority, jobRoleStatus } from '../status';

const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * `/manage/job-roles/:id` (decision 0120): the role, its applications (to the inbox for the rest) and its
 * placements, in one request the gateway composes. Its heading is the shell's (RecordHeading).
 */
/** The role's candidate pipeline, given its applicants who have a candidate record (the shell places it: decision 0128). */
type PipelineSlot = (applicants: { id: string; name: string }[]) => ReactNode;

export function JobRoleRecordPage({ jobRoleId, pipeline }: { jobRoleId: string; pipeline?: PipelineSlot }) {
  const { currentData: record, isFetching, error } = useGetJobRoleRecordQuery(jobRoleId);
  return record ? <JobRoleRecordView record={record} pipeline={pipeline} /> : <RecordPending what="job role" isFetching={isFetching} error={error} />;
}

function JobRoleRecordView({ record, pipeline }: { record: JobRoleRecord; pipeline?: PipelineSlot }) {
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
        <CustomFieldsCard entity="job-role" values={role.customFields} />
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
        <RecordTasks record={{ jobRoleId: role.id }} />
        <PlacementsCard placements={placements} show="candidate" />
      </RecordColumn>
      {pipeline?.([...new Map(applications.flatMap((application) => (application.candidateId ? [[application.candidateId, { id: application.candidateId, name: application.candidateFullName }] as const] : []))).values()])}
    </RecordGrid>
  );
}
