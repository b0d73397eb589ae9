import { useState } from 'react';
import styled from 'styled-components';
import type { Application, CandidateChange, CandidateRecord, Message } from '@agency/contracts';
import { Alert, Badge, Button, Muted, UserText } from '@agency/ui';
import { useGetCandidateRecordQuery } from '../../../shared/api/recordsApi';
import { availabilityBadge, availabilityLabel } from '../../../shared/candidates/availability';
import { EditCandidateDialog } from '../../../shared/candidates/CandidateFormDialog';
import { formatDay, formatDayAndTime } from '../../../shared/dates';
import { SuggestJobMatchDialog } from '../../../shared/job-matches/SuggestJobMatchDialog';
import { useGetMergedCandidateQuery } from '../../../shared/api/duplicatesApi';
import { candidatePath, employerPath, jobRolePath } from '../../../shared/records/paths';
import { PlacementsCard } from '../../../shared/records/PlacementsCard';
import { EntryTop, RecordCard, RecordColumn, RecordGrid, RecordListCard, RecordPending, TypedText } from '../../../shared/records/RecordLayout';
import { Timeline } from '../../../shared/records/Timeline';
import { RecordTasks } from '../../../shared/tasks/RecordTasks';
import { CustomFieldsCard } from '../../../shared/custom-fields/CustomFieldFacts';
import { Link } from 'react-router-dom';
import { SkillBadges } from '../CandidateCard';
import { ContactSection } from '../CandidateDetailsSections';
import { DocumentsSection } from '../DocumentsSection';
import { MessageThreadEntry, useMessageThreads } from '../portal/MessageThreads';
import { SendMessageDialog } from '../portal/SendMessageDialog';
import { ClientCvDialog } from '../client-cv/ClientCvDialog';
import { authorOf, courseYears, FIELD_LABELS, fieldValue, jobMonths } from './history';
import { TagsAndOwnerCard } from './TagsAndOwnerCard';

const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Block = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/** Documents' own section keeps its h3 and spacing; here it sits in a card of its own. */
const DocumentsCard = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const STATUS_LABELS: Record<Application['status'], string> = { pending: 'New', reviewed: 'Reviewed', accepted: 'Accepted', rejected: 'Rejected' };
const statusBadge = (status: Application['status']) => (status === 'accepted' ? 'default' : status === 'rejected' ? 'destructive' : status === 'reviewed' ? 'secondary' : 'outline');

/**
 * `/manage/candidates/:id`: the whole candidate in one request (decision 0119): profile, the education and
 * employment they entered, documents, applications with their status, interactions and portal messages as one
 * timeline, placements, and who changed the profile when. Its heading is the shell's (RecordHeading).
 */
export function CandidateRecordPage({ candidateId }: { candidateId: string }) {
  const { currentData: record, isFetching, error } = useGetCandidateRecordQuery(candidateId);
  // A candidate merged into another (decision 0126) says where they went instead of 'not found'.
  const gone = !isFetching && error !== undefined && 'status' in error && error.status === 404;
  const { currentData: merged } = useGetMergedCandidateQuery(candidateId, { skip: !gone });
  if (record) return <CandidateRecordView record={record} />;
  if (gone && merged) {
    return (
      <Alert>
        This candidate was merged into another record. <Link to={candidatePath(merged.keptId)}>Open the kept record</Link>
      </Alert>
    );
  }
  return <RecordPending what="candidate" isFetching={isFetching} error={error} />;
}

function CandidateRecordView({ record }: { record: CandidateRecord }) {
  const { candidate } = record;
  const [editing, setEditing] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const [clientCv, setClientCv] = useState(false);
  const picked = { id: candidate.id, name: candidate.name };
  return (
    <RecordGrid>
      <RecordColumn>
        <RecordCard
          title="Profile"
          actions={
            <Actions>
              <Button $variant="outline" $size="sm" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button $variant="outline" $size="sm" onClick={() => setSuggesting(true)}>
                Suggest Job Match
              </Button>
              <Button $variant="outline" $size="sm" onClick={() => setMessaging(true)}>
                Send Message
              </Button>
              <Button $variant="outline" $size="sm" onClick={() => setClientCv(true)}>
                Client CV
              </Button>
            </Actions>
          }
        >
          <Identity>
            <Badge $variant={availabilityBadge(candidate.availability)}>{availabilityLabel(candidate.availability)}</Badge>
            <Muted>
              <UserText>{candidate.currentRole || 'No role specified'}</UserText>
            </Muted>
          </Identity>
          <ContactSection candidate={candidate} />
          {candidate.skills && candidate.skills.length > 0 && (
            <Block>
              <h3>Skills</h3>
              <SkillBadges skills={candidate.skills} />
            </Block>
          )}
          {candidate.summary && (
            <Block>
              <h3>Summary</h3>
              <TypedText>{candidate.summary}</TypedText>
            </Block>
          )}
        </RecordCard>

        <TagsAndOwnerCard candidate={candidate} />

        <CustomFieldsCard entity="candidate" values={candidate.customFields} />

        <RecordListCard title="Education" items={record.education} empty="No education entered">
          {(course) => (
            <li key={course.id}>
              <EntryTop>
                <strong>
                  <UserText>{[course.qualification, course.fieldOfStudy].filter(Boolean).join(', ')}</UserText>
                </strong>
                <Muted>{courseYears(course)}</Muted>
              </EntryTop>
              <Muted>
                <UserText>{course.institution}</UserText>
                {course.grade && (
                  <>
                    {' · '}
                    <UserText>{course.grade}</UserText>
                  </>
                )}
              </Muted>
              {course.description && <TypedText>{course.description}</TypedText>}
            </li>
          )}
        </RecordListCard>

        <RecordListCard title="Employment" items={record.employment} empty="No employment entered">
          {(job) => (
            <li key={job.id}>
              <EntryTop>
                <strong>
                  <UserText>{job.role}</UserText>
                </strong>
                <Muted>{jobMonths(job)}</Muted>
              </EntryTop>
              <Muted>
                <UserText>{job.organization}</UserText>
              </Muted>
              {job.description && <TypedText>{job.description}</TypedText>}
              {job.keyAchievements.length > 0 && (
                <ul>
                  {job.keyAchievements.map((achievement, index) => (
                    <li key={index}>
                      <UserText>{achievement}</UserText>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )}
        </RecordListCard>

        <DocumentsCard>
          <DocumentsSection candidateId={candidate.id} documents={record.documents} />
        </DocumentsCard>
      </RecordColumn>

      <RecordColumn>
        <RecordTasks record={{ candidateId: candidate.id }} />
        <RecordListCard title="Applications" items={record.applications} empty="No applications submitted">
          {(application) => (
            <li key={application.id}>
              <EntryTop>
                <strong>
                  <Link to={jobRolePath(application.jobRoleId)}>
                    <UserText>{application.jobRoleTitle ?? 'Unknown job role'}</UserText>
                  </Link>
                </strong>
                <Badge $variant={statusBadge(application.status)}>{STATUS_LABELS[application.status]}</Badge>
              </EntryTop>
              <Muted>
                {application.employer?.name && (
                  <>
                    <Link to={employerPath(application.employer.id)}>
                      <UserText>{application.employer.name}</UserText>
                    </Link>
                    {' · '}
                  </>
                )}
                Applied <time dateTime={application.createdAt}>{formatDay(application.createdAt)}</time>
                {application.source === 'job-match' && ' · Express Interest'}
              </Muted>
              {application.status === 'rejected' && application.rejectionReason && <TypedText>Reason: {application.rejectionReason}</TypedText>}
            </li>
          )}
        </RecordListCard>

        <ConversationsCard messages={record.messages} />
        <Timeline interactions={record.interactions} messages={record.messages} show="employer" />
        <PlacementsCard placements={record.placements} show="employer" />
        <ChangesCard changes={record.changes} />
      </RecordColumn>

      <EditCandidateDialog candidate={editing ? candidate : null} onClose={() => setEditing(false)} />
      <SuggestJobMatchDialog suggestion={suggesting ? { candidate: picked } : null} onClose={() => setSuggesting(false)} />
      <SendMessageDialog candidate={messaging ? picked : null} onClose={() => setMessaging(false)} />
      <ClientCvDialog candidate={clientCv ? picked : null} onClose={() => setClientCv(false)} />
    </RecordGrid>
  );
}

/**
 * 'Conversations': the candidate's portal messages as threads, each with a box to answer in (decision 0121).
 * A reply's alert e-mail leads here, so the recruiter answers where it leads.
 */
function ConversationsCard({ messages }: { messages: Message[] }) {
  const threads = useMessageThreads(messages) ?? [];
  return (
    <RecordListCard title="Conversations" items={threads} empty="No messages sent">
      {(thread) => <MessageThreadEntry key={thread.id} thread={thread} />}
    </RecordListCard>
  );
}

/** 'Changes': who changed the profile, when, and each field from what to what, newest first. */
function ChangesCard({ changes }: { changes: CandidateChange[] }) {
  return (
    <RecordListCard title="Changes" items={changes} empty="No changes recorded">
      {(change) => (
        <li key={change.id}>
          <EntryTop>
            <strong>
              {change.action === 'created' ? 'Added' : 'Changed'} by <UserText>{authorOf(change)}</UserText>
            </strong>
            <Muted>
              <time dateTime={change.at}>{formatDayAndTime(change.at)}</time>
            </Muted>
          </EntryTop>
          {change.action === 'updated' && (
            <ul aria-label="Fields changed">
              {change.fields.map((field) => (
                <li key={field.field}>
                  {FIELD_LABELS[field.field] ?? field.field}: <UserText>{fieldValue(field.field, field.from)}</UserText> →{' '}
                  <UserText>{fieldValue(field.field, field.to)}</UserText>
                </li>
              ))}
            </ul>
          )}
        </li>
      )}
    </RecordListCard>
  );
}
