import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { CandidateSubmission } from '@agency/contracts';
import { Button, Heading, Muted, UserText, useToast } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { formatDay } from '../../shared/dates';
import { useAnswerConsentMutation, useGetSubmissionsQuery } from '../../shared/api/submissionsApi';
import { ItemActions, ItemMeta } from '../../shared/tab-layout/itemLayout';
import { ItemCard } from '../../shared/tab-layout/TabSection';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
`;

const Intro = styled(Muted)`
  margin-top: ${({ theme }) => theme.space(1)};
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
`;

const Question = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Sent = styled(ItemCard)`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  padding: ${({ theme }) => theme.space(4)};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
  > p {
    margin: 0;
  }
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Empty = styled(Muted)`
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** The newest first, by when it reached the employer. */
const bySentDate = (a: CandidateSubmission, b: CandidateSubmission) => (b.submittedAt ?? '').localeCompare(a.submittedAt ?? '');

/**
 * /candidateportal/submissions (issue 33, decision 0132): a recruiter asks before sending the candidate's profile to
 * an employer. The requests awaiting an answer come first, each with its question and 'Yes, put me forward' /
 * 'No, thanks'; then where the profile was sent (the submissions that reached an employer), and the requests the
 * candidate said no to, when there are any.
 */
export function SubmissionsPage() {
  const submissions = useGetSubmissionsQuery();
  const headingId = useId();
  const items = submissions.data ?? [];
  const awaiting = items.filter((item) => item.status === 'awaiting_consent');
  const sent = items.filter((item) => item.submittedAt !== null).sort(bySentDate);
  const declined = items.filter((item) => item.status === 'declined');

  let body: ReactNode;
  if (submissions.data) {
    body = (
      <>
        <ListSection title="Awaiting your answer" empty="No request is waiting for your answer.">
          {awaiting.length > 0 && (
            <Items aria-label="Awaiting your answer">
              {awaiting.map((item) => (
                <ConsentRequest key={item.id} item={item} />
              ))}
            </Items>
          )}
        </ListSection>
        <ListSection title="Where your profile was sent" empty="Your profile has not been sent to an employer yet.">
          {sent.length > 0 && (
            <Items aria-label="Where your profile was sent">
              {sent.map((item) => (
                <Sent key={item.id}>
                  <div>
                    <h4>
                      <UserText>{item.jobRole.title}</UserText>
                    </h4>
                    <ItemMeta>
                      <UserText>{item.employer.name}</UserText>
                    </ItemMeta>
                  </div>
                  <ItemMeta>
                    Sent <time dateTime={item.submittedAt!}>{formatDay(item.submittedAt!)}</time>
                  </ItemMeta>
                </Sent>
              ))}
            </Items>
          )}
        </ListSection>
        {declined.length > 0 && (
          <ListSection title="You said no to">
            <Items aria-label="You said no to">
              {declined.map((item) => (
                <Sent key={item.id}>
                  <div>
                    <h4>
                      <UserText>{item.jobRole.title}</UserText>
                    </h4>
                    <ItemMeta>
                      <UserText>{item.employer.name}</UserText>
                    </ItemMeta>
                  </div>
                  <ItemMeta>
                    Asked <time dateTime={item.askedAt}>{formatDay(item.askedAt)}</time>
                  </ItemMeta>
                </Sent>
              ))}
            </Items>
          </ListSection>
        )}
      </>
    );
  } else if (submissions.error) {
    body = (
      <Failed role="alert">
        <span>Your submissions could not be loaded. {describeError(submissions.error)}</span>
        <Button $variant="outline" $size="sm" onClick={() => submissions.refetch()}>
          Try Again
        </Button>
      </Failed>
    );
  } else {
    body = <Muted>Loading...</Muted>;
  }

  return (
    <Page aria-labelledby={headingId}>
      <header>
        <Heading as="h2" $size="lg" id={headingId}>
          Submissions
        </Heading>
        <Intro>Before we send your profile to an employer, we ask you here. You decide each time.</Intro>
      </header>
      {body}
    </Page>
  );
}

function ListSection({ title, empty, children }: { title: string; empty?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading as="h3" $size="md" id={headingId}>
        {title}
      </Heading>
      {children || <Empty>{empty}</Empty>}
    </section>
  );
}

/** One request: the question as the recruiter's e-mail asked it, and the two answers (given once). */
function ConsentRequest({ item }: { item: CandidateSubmission }) {
  const [answerConsent, { isLoading }] = useAnswerConsentMutation();
  const { toast } = useToast();
  const questionId = useId();
  const where = `${item.jobRole.title} at ${item.employer.name}`;

  const answer = async (decision: 'accept' | 'decline') => {
    const result = await answerConsent({ id: item.id, decision });
    if (result.error) {
      toast({ title: 'Your answer could not be sent', description: describeError(result.error), variant: 'destructive' });
      return;
    }
    toast(
      decision === 'accept'
        ? { title: 'Thank you', description: `We will put you forward for ${where}.` }
        : { title: 'Thank you', description: `We will not put you forward for ${where}.` },
    );
  };

  return (
    <ItemCard>
      <Question id={questionId}>
        <UserText>{item.question}</UserText>
      </Question>
      <ItemMeta>
        Asked <time dateTime={item.askedAt}>{formatDay(item.askedAt)}</time>
      </ItemMeta>
      <ItemActions>
        <Button onClick={() => answer('accept')} disabled={isLoading} aria-describedby={questionId}>
          Yes, put me forward
        </Button>
        <Button $variant="outline" onClick={() => answer('decline')} disabled={isLoading} aria-describedby={questionId}>
          No, thanks
        </Button>
      </ItemActions>
    </ItemCard>
  );
}
