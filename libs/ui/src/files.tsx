import {
  useId,
  useState,
  type ComponentPropsWithoutRef,
  type DragEvent,
  type ElementType,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { Alert } from './form';
import { Button, buttonStyles, UserText } from './primitives';

/*
 * Files: a progress bar, the control that uploads one file (picked, or dropped on it) with its progress and
 * its failure, and a list of stored files with their facts and buttons. Only how they look and read: the
 * upload itself, its rules and the words of a refusal come from the caller.
 */

const Track = styled.div`
  flex: 1 1 8rem;
  min-width: 0;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 150ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** A bar from 0 to 100 percent, read out by its label and 'N%'. `value` is a share of the whole, 0 to 1. */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
    >
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}

const Area = styled.div<{ $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 2px dashed ${({ theme, $dragging }) => ($dragging ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.subtle : theme.colors.surface)};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Pick = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
`;

// The file input stays in the page and in the tab order (a keyboard opens the picker with Enter or Space,
// a screen reader announces it with its label), out of sight: its label is what shows, as a button.
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const PickLabel = styled.label<{ $variant?: 'primary' | 'outline' }>`
  ${buttonStyles}
  white-space: normal;
  text-align: center;
  ${HiddenInput}:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${HiddenInput}:disabled + & {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Hint = styled.span`
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Going = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  & > span:first-child {
    flex: 1 1 100%;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** A file on its way up: its name and how many of its bytes have gone. */
export interface FileUploadProgress {
  fileName: string;
  loaded: number;
  total: number;
}

/**
 * The control that uploads one file: an optional title, a labelled file picker shown as a button (reached
 * and opened from the keyboard like any button), what it accepts, and the area takes a dropped file too.
 * While a file goes up: its name, a progress bar and Cancel. A refusal shows in a red alert under it.
 */
export function FileUpload({
  title,
  titleAs = 'p',
  label,
  hint,
  accept,
  uploading,
  error,
  onFile,
  onCancel,
}: {
  title?: string;
  /** The title's element, a heading at the page's next level (it is a paragraph by default). */
  titleAs?: ElementType;
  /** The picker's text and name ('Upload a document'). */
  label: string;
  /** What it takes ('PDF, Word (.docx) or plain text, up to 10 MB'). */
  hint: string;
  accept: string;
  uploading: FileUploadProgress | null;
  error?: string | null;
  onFile: (file: File) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const busy = uploading !== null;

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  }

  const share = uploading && uploading.total > 0 ? uploading.loaded / uploading.total : 0;
  return (
    <Area
      $dragging={dragging}
      role={title ? 'group' : undefined}
      aria-labelledby={title ? `${id}-title` : undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!busy) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {title && (
        <Title as={titleAs} id={`${id}-title`}>
          {title}
        </Title>
      )}
      <Pick>
        <HiddenInput
          id={id}
          type="file"
          accept={accept}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Emptied, so that choosing the same file again (after a refusal) is a change too.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <PickLabel htmlFor={id} $variant="outline">
          {label}
        </PickLabel>
        <Hint id={`${id}-hint`}>{hint}</Hint>
      </Pick>
      {uploading && (
        <Going>
          <span>
            Uploading <UserText>{uploading.fileName}</UserText>… {Math.round(share * 100)}%
          </span>
          <ProgressBar label={`Uploading ${uploading.fileName}`} value={share} />
          {onCancel && (
            <Button $variant="ghost" $size="sm" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Going>
      )}
      {error && <Alert>{error}</Alert>}
    </Area>
  );
}

/** Stored files, one under the other. */
export const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const EntryText = styled.div`
  flex: 1 1 14rem;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

// A long file name wraps anywhere rather than widen the page.
const Name = styled.strong`
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

const Facts = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

// Beside the text, or under it on a narrow screen.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * One stored file: its name (as typed: isolated, decision 0076), its facts on one line ('PDF · 245 KB ·
 * …'), a note under them if any, and its buttons (beside it, or under it when the row is narrow). Named by
 * the file's name.
 */
export function FileEntry({
  name,
  facts,
  note,
  actions,
  ...props
}: Omit<ComponentPropsWithoutRef<'li'>, 'children'> & {
  name: string;
  facts: ReactNode[];
  note?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Entry aria-label={name} {...props}>
      <EntryText>
        <Name>
          <UserText>{name}</UserText>
        </Name>
        <Facts>
          {facts.map((fact, index) => (
            <span key={index}>
              {index > 0 && ' · '}
              {fact}
            </span>
          ))}
        </Facts>
        {note && <Facts>{note}</Facts>}
      </EntryText>
      {actions && <Actions>{actions}</Actions>}
    </Entry>
  );
}

/** A document's 'Download' (reads 'Downloading...' while it runs) and 'Delete', named after its file. */
export function FileActions({
  fileName,
  downloading,
  onDownload,
  onDelete,
}: {
  fileName: string;
  downloading: boolean;
  onDownload: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button
        $variant="outline"
        $size="sm"
        aria-label={`Download ${fileName}`}
        disabled={downloading}
        onClick={onDownload}
      >
        {downloading ? 'Downloading...' : 'Download'}
      </Button>
      <Button $variant="destructive" $size="sm" aria-label={`Delete ${fileName}`} onClick={onDelete}>
        Delete
      </Button>
    </>
  );
}
