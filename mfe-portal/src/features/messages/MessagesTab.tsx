import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { MessageReplyInput, TextLimit, type Message } from '@agency/contracts';
import { Badge, Conversation, fieldMessage, ReplyBox } from '@agency/ui';
import { describeError, messageThreads, type MessageThread } from '@agency/web-kit';
import { formatMessageDate } from '../../shared/dates';
import { ItemText } from '../../shared/tab-layout/itemLayout';
import { ItemCard, TabSection } from '../../shared/tab-layout/TabSection';
import { useGetMessagesQuery, useMarkMessageReadMutation, useReplyToMessageMutation } from '../../shared/api/messagesApi';

const Opener = styled.button`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  & > span:first-child {
    min-width: 0;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Subject = styled.span<{ $unread: boolean }>`
  display: block;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ $unread }) => ($unread ? 700 : 600)};
  overflow-wrap: anywhere;
`;

const Sent = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Marks = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Points down on a closed message and up on an open one (the button's aria-expanded says it to screen readers). */
function Chevron({ $open }: { $open: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      style={{ transform: $open ? 'rotate(180deg)' : undefined }}
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/** A closed message shows the start of its content, on two lines at most. */
const Preview = styled(ItemText)`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  white-space: normal;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Who wrote a message, as the candidate reads it. */
const fromOf = (message: Message) => (message.senderType === 'candidate' ? 'You' : 'Your recruiter');

/**
 * A conversation: closed, its subject, the newest message's time and the start of its text; open, every message
 * oldest first and a reply box under them. Opening it marks the recruiter's unread messages in it read (decision 0064).
 */
function ThreadItem({ thread }: { thread: MessageThread }) {
  const [open, setOpen] = useState(false);
  const [markRead] = useMarkMessageReadMutation();
  const [replyTo] = useReplyToMessageMutation();
  const contentId = useId();
  const unread = thread.messages.filter((message) => message.senderType === 'staff' && !message.isRead);
  // The reply goes to the newest message addressed to the candidate: its writer is the recruiter to answer.
  const answered = [...thread.messages].reverse().find((message) => message.recipientType === 'candidate');

  const toggle = () => {
    setOpen(!open);
    if (!open) for (const message of unread) void markRead(message.id);
  };
  const send = async (content: string) => {
    const result = await replyTo({ id: answered!.id, content });
    return result.error ? `Your reply was not sent. ${describeError(result.error)}` : null;
  };

  return (
    <ItemCard>
      <Opener onClick={toggle} aria-expanded={open} aria-controls={contentId}>
        <span>
          <Subject $unread={unread.length > 0}>{thread.subject || '(No subject)'}</Subject>
          <Sent>
            <time dateTime={thread.latest.createdAt}>{formatMessageDate(thread.latest.createdAt)}</time>
            {thread.messages.length > 1 && ` · ${thread.messages.length} messages`}
          </Sent>
        </span>
        <Marks>
          {unread.length > 0 && <Badge>New</Badge>}
          <Chevron $open={open} />
        </Marks>
      </Opener>
      {open ? (
        <div id={contentId}>
          <Thread>
            <Conversation
              label={`Conversation: ${thread.subject || '(No subject)'}`}
              entries={thread.messages.map((message) => ({
                id: message.id,
                from: fromOf(message),
                at: message.createdAt,
                atText: formatMessageDate(message.createdAt),
                content: message.content,
                mine: message.senderType === 'candidate',
              }))}
            />
          </Thread>
          {answered && <ReplyBox label="Your reply" limit={TextLimit.text} check={checkReply} send={send} />}
        </div>
      ) : (
        <Preview id={contentId}>{thread.latest.content}</Preview>
      )}
    </ItemCard>
  );
}

const Thread = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** The contract's rule, in the words the form shows under the box. */
function checkReply(content: string): string | undefined {
  const checked = MessageReplyInput.safeParse({ content });
  return checked.success ? undefined : fieldMessage('Reply', checked.error.issues[0]?.message);
}

/**
 * The Messages tab (spec section 2): each conversation with a recruiter, the newest first; a message opened
 * (click, Enter or Space) is marked read, and the candidate replies in its thread (decision 0121).
 */
export function MessagesTab() {
  const query = useGetMessagesQuery();
  const threads = useMemo(() => query.data && messageThreads(query.data), [query.data]);
  return (
    <TabSection id="messages" title="Messages" query={{ ...query, data: threads }} empty="No messages yet">
      {(thread) => <ThreadItem key={thread.id} thread={thread} />}
    </TabSection>
  );
}
