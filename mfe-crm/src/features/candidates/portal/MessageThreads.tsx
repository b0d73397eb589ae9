import { useMemo } from 'react';
import { MessageReplyInput, TextLimit, type Message } from '@agency/contracts';
import { Badge, Conversation, fieldMessage, ReplyBox } from '@agency/ui';
import { describeError, messageThreads, type MessageThread } from '@agency/web-kit';
import { EntryHead } from '../detailsLayout';
import { formatDayAndTime } from '../../../shared/dates';
import { useAnswerInThreadMutation } from '../../../shared/api/portalApi';
import { useSessionUser } from '../../../shared/session/RequireSession';

/** The contract's rule, in the words the form shows under the box. */
function checkAnswer(content: string): string | undefined {
  const checked = MessageReplyInput.safeParse({ content });
  return checked.success ? undefined : fieldMessage('Answer', checked.error.issues[0]?.message);
}

/**
 * One conversation with the candidate (decision 0121): its subject, whether the candidate has read the team's
 * latest message, every message oldest first, and a box to answer in it.
 */
function ThreadEntry({ thread }: { thread: MessageThread }) {
  const me = useSessionUser();
  const [answer] = useAnswerInThreadMutation();
  const subject = thread.subject || '(No subject)';
  const lastSent = [...thread.messages].reverse().find((message) => message.senderType === 'staff');
  const fromOf = (message: Message) => (message.senderType === 'candidate' ? 'Candidate' : message.senderId === me.id ? 'You' : 'Recruiter');

  const send = async (content: string) => {
    const result = await answer({ id: thread.latest.id, content });
    return result.error ? `The answer was not sent. ${describeError(result.error)}` : null;
  };

  return (
    <li aria-label={subject}>
      <EntryHead>
        <strong>{subject}</strong>
        {lastSent && (
          <Badge
            $variant={lastSent.isRead ? 'default' : 'secondary'}
            title={lastSent.isRead && lastSent.readAt ? `Read ${formatDayAndTime(lastSent.readAt)}` : undefined}
          >
            {lastSent.isRead ? 'Read' : 'Unread'}
          </Badge>
        )}
      </EntryHead>
      <Conversation
        label={`Conversation: ${subject}`}
        entries={thread.messages.map((message) => ({
          id: message.id,
          from: fromOf(message),
          at: message.createdAt,
          atText: formatDayAndTime(message.createdAt),
          content: message.content,
          mine: message.senderType === 'staff',
        }))}
      />
      <ReplyBox label="Answer in this conversation" limit={TextLimit.text} check={checkAnswer} send={send} />
    </li>
  );
}

/** A candidate's portal messages as conversations, the one with the newest message first. */
export function useMessageThreads(messages: Message[] | undefined): MessageThread[] | undefined {
  return useMemo(() => messages && messageThreads(messages), [messages]);
}

export { ThreadEntry as MessageThreadEntry };
