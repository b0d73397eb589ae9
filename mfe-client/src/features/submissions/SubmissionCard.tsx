import { useId, useState } from 'react';
import styled from 'styled-components';
import { FEEDBACK_LABELS, type ClientSubmission } from '@agency/contracts';
import { Badge, Button, Card, Heading, Muted, UserText, useToast } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { downloadFile } from '@agency/web-kit/files';
import { submissionCvPath } from '../../shared/api/submissionsApi';
import { formatDateTime, formatDay } from '../../shared/dates';
import { FeedbackDialog } from './FeedbackDialog';
import { Facts } from '../../shared/portal/pageParts';

const Item = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  @media (max-width: 30rem) {
    & > button {
      flex: 1 1 100%;
    }
  }
`;

/** The latest feedback (the one that counts): its kind, why or when, who gave it and when. */
function FeedbackText({ feedback }: { feedback: ClientSubmission['feedback'][number] }) {
  return (
    <>
      {FEEDBACK_LABELS[feedback.kind]}
      {feedback.reason && (
        <>
          : <UserText>{feedback.reason}</UserText>
        </>
      )}
      {feedback.proposedTimes.length > 0 && <>: {feedback.proposedTimes.map(formatDateTime).join('; ')}</>}
      {' '}
      (<UserText>{feedback.contactName}</UserText>, {formatDay(feedback.at)})
    </>
  );
}

/**
 * One candidate put forward for the role (decision 0132): the label (the name, or 'Candidate 3F9A2C' when
 * anonymised), headline, the recruiter's note, the stage, when it was submitted, the feedback promised by and the
 * latest feedback; 'Open CV (PDF)' and 'Give feedback'.
 */
export function SubmissionCard({ submission }: { submission: ClientSubmission }) {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [openingCv, setOpeningCv] = useState(false);
  const { toast } = useToast();
  const headingId = useId();
  const latest = submission.feedback.at(-1);

  // The token is in the browser's storage: the PDF is fetched with it and handed over as a file, never a link carrying it.
  const openCv = async () => {
    setOpeningCv(true);
    const { error } = await downloadFile(submissionCvPath(submission.id), `${submission.candidateLabel} CV.pdf`);
    setOpeningCv(false);
    if (error) toast({ title: 'The CV could not be opened', description: describeError(error), variant: 'destructive' });
  };

  return (
    <Item aria-labelledby={headingId}>
      <Top>
        <div>
          <Heading as="h3" $size="lg" id={headingId}>
            <UserText>{submission.candidateLabel}</UserText>
          </Heading>
          {submission.headline && (
            <Muted>
              <UserText>{submission.headline}</UserText>
            </Muted>
          )}
        </div>
        <Badge $variant="secondary">{submission.stage}</Badge>
      </Top>
      <Facts>
        <dt>Submitted</dt>
        <dd>
          <time dateTime={submission.submittedAt}>{formatDay(submission.submittedAt)}</time>
        </dd>
        {!latest && (
          <>
            <dt>Feedback</dt>
            <dd>
              Feedback due by <time dateTime={submission.feedbackDueAt}>{formatDateTime(submission.feedbackDueAt)}</time>
            </dd>
          </>
        )}
        {latest && (
          <>
            <dt>Your feedback</dt>
            <dd>
              <FeedbackText feedback={latest} />
            </dd>
          </>
        )}
        {submission.interview && (
          <>
            <dt>Interview</dt>
            <dd>
              <time dateTime={submission.interview.scheduledAt}>{formatDateTime(submission.interview.scheduledAt)}</time>
              {submission.interview.location && (
                <>
                  , <UserText>{submission.interview.location}</UserText>
                </>
              )}
            </dd>
          </>
        )}
        {submission.note && (
          <>
            <dt>Recruiter&apos;s note</dt>
            <dd>
              <UserText>{submission.note}</UserText>
            </dd>
          </>
        )}
      </Facts>
      <Actions>
        <Button $variant="outline" onClick={openCv} disabled={openingCv} aria-describedby={headingId}>
          {openingCv ? 'Opening CV...' : 'Open CV (PDF)'}
        </Button>
        <Button onClick={() => setFeedbackOpen(true)} aria-describedby={headingId}>
          Give feedback
        </Button>
      </Actions>
      <FeedbackDialog submission={submission} open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </Item>
  );
}
