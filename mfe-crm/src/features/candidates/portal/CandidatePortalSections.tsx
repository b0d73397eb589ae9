import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Appointment, JobMatch } from '@agency/contracts';
import { Badge, Button, Muted, Skeleton } from '@agency/ui';
import { Entries, EntryBadges, EntryHead, Text } from '../detailsLayout';
import { formatDay, formatDayAndTime } from '../../../shared/dates';
import { useReportResult } from '../../../shared/forms/useReportResult';
import { INTERACTION_STATUSES } from '../../../shared/interactions/interactionTypes';
import { AttendanceConfirmed } from '../../../shared/interactions/AttendanceConfirmed';
import {
  useGetAppointmentsQuery,
  useGetJobMatchesQuery,
  useGetMessagesQuery,
  useWithdrawJobMatchMutation,
} from '../../../shared/api/portalApi';
import { MessageThreadEntry, useMessageThreads } from './MessageThreads';
import { JOB_MATCH_STATUSES, responseLabel } from './status';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** What a section needs of its RTK Query hook's result. */
interface ListQuery<T> {
  currentData?: T[];
  isError: boolean;
}

/**
 * A section of 'Candidate Details' listing what another service holds about the candidate (their portal, the
 * e-mails sent to them): 'Title (N)', a placeholder while it loads, a note when that service cannot answer,
 * the empty text, or the entries.
 */
export function PortalSection<T>({
  title,
  noun,
  query: { currentData: items, isError },
  empty,
  children,
}: {
  title: string;
  /** Plural, lower case: 'job matches'. */
  noun: string;
  query: ListQuery<T>;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <section aria-label={title}>
      <h3>{items ? `${title} (${items.length})` : title}</h3>
      {items ? (
        items.length === 0 ? (
          <Muted>{empty}</Muted>
        ) : (
          <Entries>{items.map(children)}</Entries>
        )
      ) : isError ? (
        <Muted>{`The ${noun} cannot be loaded right now.`}</Muted>
      ) : (
        <Skeleton $height="3.5rem" aria-busy="true" aria-label={`Loading ${noun}`} />
      )}
    </section>
  );
}

/** The job matches suggested to the candidate: role, employer, score, notes, status and their response. */
export function JobMatchesSection({ candidateId }: { candidateId: string }) {
  const query = useGetJobMatchesQuery({ candidateId });
  const [withdraw, { isLoading: withdrawing }] = useWithdrawJobMatchMutation();
  const report = useReportResult();

  async function withdrawMatch(match: JobMatch) {
    report(await withdraw(match.id), {
      success: { title: 'Success', description: 'Job match withdrawn successfully' },
      failure: { title: 'Error', description: 'Failed to withdraw job match' },
    });
  }

  return (
    <PortalSection title="Job Matches" noun="job matches" query={query} empty="No job matches suggested">
      {(match) => (
        <JobMatchEntry
          key={match.id}
          match={match}
          withdrawing={withdrawing}
          onWithdraw={() => void withdrawMatch(match)}
        />
      )}
    </PortalSection>
  );
}

function JobMatchEntry({
  match,
  withdrawing,
  onWithdraw,
}: {
  match: JobMatch;
  withdrawing: boolean;
  onWithdraw: () => void;
}) {
  const status = JOB_MATCH_STATUSES[match.status];
  const title = match.jobRole?.title ?? 'Unknown Role';
  const facts = [
    match.jobRole?.employer?.name,
    match.matchScore != null ? `${match.matchScore}% match` : null,
    `Suggested ${formatDay(match.createdAt)}`,
  ].filter(Boolean);
  return (
    <li aria-label={title}>
      <EntryHead>
        <strong>{title}</strong>
        <EntryBadges>
          <Badge $variant={status.badge}>{status.label}</Badge>
          <Button $variant="outline" $size="sm" disabled={withdrawing} onClick={onWithdraw}>
            Withdraw
          </Button>
        </EntryBadges>
      </EntryHead>
      <Muted>{facts.join(' · ')}</Muted>
      {match.notes && <Text>{match.notes}</Text>}
      {match.candidateResponse ? (
        <Line>
          Candidate&apos;s response:
          <Badge $variant="default">{responseLabel(match.candidateResponse)}</Badge>
          {match.respondedAt && <time dateTime={match.respondedAt}>{formatDay(match.respondedAt)}</time>}
        </Line>
      ) : (
        <Line as={Muted}>No response from the candidate yet</Line>
      )}
    </li>
  );
}

/** The candidate's portal conversations: each message both ways, oldest first, and a box to answer in it (decision 0121). */
export function MessagesSection({ candidateId }: { candidateId: string }) {
  const query = useGetMessagesQuery(candidateId);
  const threads = useMessageThreads(query.currentData);
  return (
    <PortalSection title="Messages" noun="messages" query={{ ...query, currentData: threads }} empty="No messages sent">
      {(thread) => <MessageThreadEntry key={thread.id} thread={thread} />}
    </PortalSection>
  );
}

/** The interviews the candidate's portal shows (from scheduled interview interactions), and whether they confirmed. */
export function AppointmentsSection({ candidateId }: { candidateId: string }) {
  const query = useGetAppointmentsQuery(candidateId);
  return (
    <PortalSection title="Appointments" noun="appointments" query={query} empty="No appointments scheduled">
      {(appointment) => <AppointmentEntry key={appointment.id} appointment={appointment} />}
    </PortalSection>
  );
}

function AppointmentEntry({ appointment }: { appointment: Appointment }) {
  const status = INTERACTION_STATUSES[appointment.status];
  return (
    <li aria-label={appointment.title}>
      <EntryHead>
        <strong>{appointment.title}</strong>
        <EntryBadges>
          {appointment.candidateConfirmed && <AttendanceConfirmed at={appointment.confirmedAt} />}
          <Badge $variant={status.badge}>{status.label}</Badge>
        </EntryBadges>
      </EntryHead>
      <Muted>
        <time dateTime={appointment.date}>{formatDayAndTime(appointment.date)}</time>
        {appointment.location && ` · ${appointment.location}`}
      </Muted>
      {appointment.status === 'scheduled' && !appointment.candidateConfirmed && (
        <Line as={Muted}>Awaiting the candidate&apos;s confirmation</Line>
      )}
    </li>
  );
}
