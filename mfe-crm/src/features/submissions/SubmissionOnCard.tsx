import { useState } from 'react';
import styled from 'styled-components';
import { FEEDBACK_LABELS, type JobPipelineEntry, type Submission } from '@agency/contracts';
import { Badge, Button, Muted, UserText } from '@agency/ui';
import { useListSubmissionsQuery } from '../../shared/api/submissionsApi';
import { formatDayAndTime } from '../../shared/dates';
import { PhoneConsentDialog } from './PhoneConsentDialog';
import { ScheduleInterviewDialog } from './ScheduleInterviewDialog';
import { interviewToSchedule, latestFeedback, latestSubmission, STATUS_TEXT } from './submissionState';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A badge that holds the client's reason: it wraps inside the card instead of widening it. */
const TextBadge = styled(Badge)`
  white-space: normal;
  overflow-wrap: anywhere;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Small = styled(Muted)`
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Times = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
`;

const STATUS_BADGE = {
  awaiting_consent: 'outline',
  declined: 'secondary',
  submitted: 'default',
  withdrawn: 'secondary',
} as const;

/** The state of a submission in badges: its status, the client's latest answer, overdue feedback, the interview. */
export function SubmissionBadges({ submission }: { submission: Submission }) {
  const feedback = submission.status === 'submitted' ? latestFeedback(submission) : undefined;
  return (
    <>
      <Badges aria-label="Submission">
        <li>
          <Badge $variant={STATUS_BADGE[submission.status]}>{STATUS_TEXT[submission.status]}</Badge>
        </li>
        {feedback && (
          <li>
            {feedback.kind === 'not_suitable' ? (
              <TextBadge $variant="secondary">
                {FEEDBACK_LABELS.not_suitable}
                {feedback.reason && (
                  <>
                    : <UserText>{feedback.reason}</UserText>
                  </>
                )}
              </TextBadge>
            ) : (
              <Badge>{FEEDBACK_LABELS[feedback.kind]}</Badge>
            )}
          </li>
        )}
        {submission.status === 'submitted' && submission.overdue && (
          <li>
            <Badge $variant="destructive">Feedback overdue</Badge>
          </li>
        )}
        {submission.interviewId && (
          <li>
            <Badge $variant="outline">Interview scheduled</Badge>
          </li>
        )}
      </Badges>
      {feedback?.kind === 'interview_requested' && feedback.proposedTimes.length > 0 && (
        <Small as="div">
          Proposed times:
          <Times>
            {feedback.proposedTimes.map((time) => (
              <li key={time}>
                <time dateTime={time}>{formatDayAndTime(time)}</time>
              </li>
            ))}
          </Times>
        </Small>
      )}
    </>
  );
}

/**
 * What a pipeline card shows of the candidate's submission to the role's employer (decision 0132), and the
 * recruiter's next step: record consent given on a call, or schedule the interview the client asked for.
 * The role's submissions come in one request for the whole board.
 */
export function SubmissionOnCard({ jobRoleId, entry }: { jobRoleId: string; entry: JobPipelineEntry }) {
  const { currentData: submissions } = useListSubmissionsQuery({ jobRoleId });
  const [open, setOpen] = useState<'consent' | 'interview' | null>(null);
  const submission = submissions && latestSubmission(submissions, entry.candidateId);
  if (!submission) return null;
  const name = entry.candidate?.name || 'Unknown Candidate';
  return (
    <Wrap>
      <SubmissionBadges submission={submission} />
      {submission.status === 'awaiting_consent' && (
        <Button type="button" $variant="outline" $size="sm" onClick={() => setOpen('consent')} aria-label={`Record phone consent of ${name}`}>
          Record phone consent
        </Button>
      )}
      {interviewToSchedule(submission) && (
        <Button type="button" $variant="outline" $size="sm" onClick={() => setOpen('interview')} aria-label={`Schedule interview of ${name}`}>
          Schedule interview
        </Button>
      )}
      {/* A dialog closes by itself once its step is done elsewhere (answered in the portal, scheduled by a colleague). */}
      <PhoneConsentDialog
        submission={submission}
        name={name}
        open={open === 'consent' && submission.status === 'awaiting_consent'}
        onClose={() => setOpen(null)}
      />
      <ScheduleInterviewDialog
        submission={submission}
        name={name}
        open={open === 'interview' && interviewToSchedule(submission)}
        onClose={() => setOpen(null)}
      />
    </Wrap>
  );
}
