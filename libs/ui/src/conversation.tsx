import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, CountedTextArea, FieldError, Label, SubmitButton } from './form';

/** One message of a conversation as it is shown: who wrote it, when (already formatted), and what. */
export interface ConversationEntry {
  id: string;
  from: string;
  /** ISO 8601, for the <time> element. */
  at: string;
  atText: string;
  content: string;
  /** Written by the person looking at it: set off to the side, as chat apps do. */
  mine: boolean;
}

const Entries = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li<{ $mine: boolean }>`
  min-width: 0;
  margin-left: ${({ $mine }) => ($mine ? 'min(2rem, 8%)' : '0')};
  margin-right: ${({ $mine }) => ($mine ? '0' : 'min(2rem, 8%)')};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.subtle : theme.colors.surface)};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space(2)}`};
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A conversation, oldest first (decision 0121). */
export function Conversation({ entries, label }: { entries: ConversationEntry[]; label: string }) {
  return (
    <Entries aria-label={label}>
      {entries.map((entry) => (
        <Entry key={entry.id} $mine={entry.mine}>
          <Meta>
            <strong>{entry.from}</strong>
            <time dateTime={entry.at}>{entry.atText}</time>
          </Meta>
          <Content>{entry.content}</Content>
        </Entry>
      ))}
    </Entries>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
  & > button {
    align-self: flex-start;
  }
`;

/**
 * A reply under a conversation: the text checked with `check` (the contract's rule) before it is sent, the server's
 * refusal shown when `send` answers one, the box emptied once it is sent.
 */
export function ReplyBox({
  label,
  limit,
  check,
  send,
}: {
  label: string;
  limit: number;
  /** Why the text cannot be sent, or undefined. */
  check: (text: string) => string | undefined;
  /** Sends it; answers why it failed, or null. */
  send: (text: string) => Promise<string | null>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const invalid = check(text);
    setProblem(invalid);
    setFailure(null);
    if (invalid) return;
    setSending(true);
    const failed = await send(text);
    setSending(false);
    if (failed) setFailure(failed);
    else setText('');
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Label htmlFor={id}>{label}</Label>
      <CountedTextArea
        id={id}
        rows={3}
        limit={limit}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={!!problem}
        aria-describedby={problem ? `${id}-error` : undefined}
      />
      {problem && <FieldError id={`${id}-error`}>{problem}</FieldError>}
      {failure && <Alert>{failure}</Alert>}
      <SubmitButton submitting={sending} label="Send Reply" busyLabel="Sending..." />
    </Form>
  );
}
