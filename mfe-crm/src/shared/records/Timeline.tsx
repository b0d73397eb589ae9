import { Link } from 'react-router-dom';
import type { Interaction, Message } from '@agency/contracts';
import { Badge, Muted, UserText } from '@agency/ui';
import { formatDayAndTime } from '../dates';
import { AttendanceConfirmed } from '../interactions/AttendanceConfirmed';
import { INTERACTION_TYPES, outcomeVariant } from '../interactions/interactionTypes';
import { candidatePath, employerPath } from './paths';
import { EntryTop, RecordListCard, TypedText } from './RecordLayout';

type Moment = { at: string; interaction: Interaction; message?: never } | { at: string; message: Message; interaction?: never };

/** Interactions and portal messages as one list, newest first (an interaction at its date, a message when sent). */
export function timelineOf(interactions: Interaction[], messages: Message[] = []): Moment[] {
  const moments: Moment[] = [
    ...interactions.map((interaction) => ({ at: interaction.date, interaction })),
    ...messages.map((message) => ({ at: message.createdAt, message })),
  ];
  return moments.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/**
 * 'Timeline': what happened with the record, newest first. `show` names the other side of each interaction
 * (the employer on a candidate's page, the candidate on an employer's).
 */
export function Timeline({ interactions, messages, show }: { interactions: Interaction[]; messages?: Message[]; show: 'candidate' | 'employer' }) {
  const moments = timelineOf(interactions, messages);
  return (
    <RecordListCard title="Timeline" items={moments} empty={messages ? 'No interactions or messages yet' : 'No interactions yet'}>
      {(moment) =>
        moment.interaction ? (
          <InteractionMoment key={`i-${moment.interaction.id}`} interaction={moment.interaction} show={show} />
        ) : (
          <MessageMoment key={`m-${moment.message.id}`} message={moment.message} />
        )
      }
    </RecordListCard>
  );
}

function InteractionMoment({ interaction, show }: { interaction: Interaction; show: 'candidate' | 'employer' }) {
  const other = show === 'employer' ? interaction.employer : interaction.candidate;
  return (
    <li>
      <EntryTop>
        <strong>
          {INTERACTION_TYPES[interaction.type]?.label ?? interaction.type}: <UserText>{interaction.subject}</UserText>
        </strong>
        <span>
          {interaction.candidateConfirmed && <AttendanceConfirmed />}{' '}
          {interaction.outcome && <Badge $variant={outcomeVariant(interaction.outcome)}>{interaction.outcome}</Badge>}
        </span>
      </EntryTop>
      <Muted>
        <time dateTime={interaction.date}>{formatDayAndTime(interaction.date)}</time>
        {other && (
          <>
            {' · '}
            <Link to={show === 'employer' ? employerPath(other.id) : candidatePath(other.id)}>
              <UserText>{other.name}</UserText>
            </Link>
          </>
        )}
        {interaction.status !== 'completed' && ` · ${interaction.status === 'scheduled' ? 'Scheduled' : 'Cancelled'}`}
        {interaction.author && (
          <>
            {' · Logged by '}
            <UserText>{interaction.author.name}</UserText>
          </>
        )}
      </Muted>
      {interaction.description && <TypedText>{interaction.description}</TypedText>}
      {interaction.nextSteps && <TypedText>Next steps: {interaction.nextSteps}</TypedText>}
    </li>
  );
}

function MessageMoment({ message }: { message: Message }) {
  const fromCandidate = message.senderType === 'candidate';
  return (
    <li>
      <EntryTop>
        <strong>
          {fromCandidate ? 'Reply from the candidate' : 'Message to the candidate'}: <UserText>{message.subject || '(No subject)'}</UserText>
        </strong>
        {!fromCandidate && <Badge $variant={message.isRead ? 'default' : 'secondary'}>{message.isRead ? 'Read' : 'Unread'}</Badge>}
      </EntryTop>
      <Muted>
        <time dateTime={message.createdAt}>{formatDayAndTime(message.createdAt)}</time> · Portal message
      </Muted>
      <TypedText>{message.content}</TypedText>
    </li>
  );
}
