import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Message } from '@agency/contracts';
import { Badge } from '@agency/ui';
import { formatMessageDate } from '../../shared/dates';
import { ItemText } from '../../shared/tab-layout/itemLayout';
import { ItemCard, TabSection } from '../../shared/tab-layout/TabSection';
import { useGetMessagesQuery, useMarkMessageReadMutation } from '../../shared/api/messagesApi';

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

function MessageItem({ message }: { message: Message }) {
  const [open, setOpen] = useState(false);
  const [markRead] = useMarkMessageReadMutation();
  const contentId = useId();

  const toggle = () => {
    setOpen(!open);
    if (!open && !message.isRead) void markRead(message.id);
  };

  return (
    <ItemCard>
      <Opener onClick={toggle} aria-expanded={open} aria-controls={contentId}>
        <span>
          <Subject $unread={!message.isRead}>{message.subject || '(No subject)'}</Subject>
          <Sent>
            <time dateTime={message.createdAt}>{formatMessageDate(message.createdAt)}</time>
          </Sent>
        </span>
        <Marks>
          {!message.isRead && <Badge>New</Badge>}
          <Chevron $open={open} />
        </Marks>
      </Opener>
      {open ? (
        <ItemText id={contentId}>{message.content}</ItemText>
      ) : (
        <Preview id={contentId}>{message.content}</Preview>
      )}
    </ItemCard>
  );
}

/** The Messages tab (spec section 2): opening a message (click, Enter or Space) marks it read (decision 0064). */
export function MessagesTab() {
  const query = useGetMessagesQuery();
  return (
    <TabSection id="messages" title="Messages" query={query} empty="No messages yet">
      {(message) => <MessageItem key={message.id} message={message} />}
    </TabSection>
  );
}
