import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobPipelineEntry, JobPipelineStage } from '@agency/contracts';
import { Muted, UserText } from '@agency/ui';
import { ItemCard } from '../../shared/cards/CardList';
import { CardMenu } from '../../shared/cards/CardMenu';
import { candidatePath } from '../../shared/records/paths';

const Card = styled(ItemCard)<{ $dragging: boolean }>`
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  opacity: ${({ $dragging }) => ($dragging ? 0.4 : 1)};
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  strong {
    flex: 1;
    min-width: 0;
    padding-top: ${({ theme }) => theme.space(1)};
    overflow-wrap: anywhere;
  }
`;

/** The drag handle: the mouse or touch drags from it; the keyboard picks the card up with space (dnd-kit). */
const Handle = styled.button`
  flex: none;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  line-height: 1;
  cursor: grab;
  touch-action: none;
  &:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** The checkbox that ticks the card for an action on several (Submit to client), before its handle. */
const Tick = styled.input`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  margin: ${({ theme }) => `${theme.space(1.5)} 0 0`};
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Small = styled(Muted)`
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** Every move, newest first, folded away: who moved the candidate, when, from where to where, and why. */
const History = styled.details`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  summary {
    cursor: pointer;
  }
  ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    margin: ${({ theme }) => `${theme.space(1)} 0 0`};
    padding-left: ${({ theme }) => theme.space(4)};
    overflow-wrap: anywhere;
  }
`;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

export const entryName = (entry: JobPipelineEntry) => entry.candidate?.name || 'Unknown Candidate';

/**
 * One candidate on the role's board: their name (to their page), the reason when rejected or withdrawn, and
 * two ways to move them: dragging (pointer, or keyboard from the handle) and the 'Move to…' menu (as on
 * /manage/pipeline). A card moved from its menu is a new element in its new column: it takes the focus back.
 * `selected` (when given) shows a checkbox to tick it; `children` is what another feature adds (its submission).
 */
export function PipelineEntryCard({
  entry,
  stages,
  takeFocus,
  onMove,
  selected,
  onSelect,
  children,
}: {
  entry: JobPipelineEntry;
  stages: JobPipelineStage[];
  takeFocus: boolean;
  onMove: (stage: string) => void;
  selected?: boolean;
  onSelect?: (ticked: boolean) => void;
  children?: ReactNode;
}) {
  const name = entryName(entry);
  const labelOf = (key: string) => stages.find((stage) => stage.key === key)?.label ?? key;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: entry.id,
  });
  const handle = useRef<HTMLButtonElement | null>(null);
  const handleRef = useCallback(
    (element: HTMLButtonElement | null) => {
      handle.current = element;
      setActivatorNodeRef(element);
    },
    [setActivatorNodeRef],
  );
  useEffect(() => {
    if (takeFocus) handle.current?.focus();
  }, [takeFocus]);
  const headingId = `pipeline-entry-${entry.id}`;
  return (
    <Card ref={setNodeRef} aria-labelledby={headingId} $dragging={isDragging}>
      <Top>
        {selected !== undefined && (
          <Tick
            type="checkbox"
            checked={selected}
            aria-label={`Select ${name}`}
            onChange={(event) => onSelect?.(event.target.checked)}
          />
        )}
        <Handle ref={handleRef} {...attributes} {...listeners} aria-label={`Drag ${name}`}>
          <span aria-hidden="true">⠿</span>
        </Handle>
        <strong id={headingId}>
          {entry.candidate ? (
            <Link to={candidatePath(entry.candidateId)}>
              <UserText>{name}</UserText>
            </Link>
          ) : (
            name
          )}
        </strong>
        <CardMenu
          label={`Move ${name} to…`}
          actions={stages
            .filter((stage) => stage.key !== entry.stage)
            .map((stage) => ({ label: `Move to ${stage.label}`, onSelect: () => onMove(stage.key) }))}
        />
      </Top>
      {entry.reason && (
        <Small>
          Reason: <UserText>{entry.reason}</UserText>
        </Small>
      )}
      {children}
      {entry.history.length > 0 && (
        <History>
          <summary>History ({entry.history.length})</summary>
          <ol>
            {[...entry.history].reverse().map((move) => (
              <li key={`${move.at}-${move.to}`}>
                {move.from ? `${labelOf(move.from)} → ${labelOf(move.to)}` : `Added on ${labelOf(move.to)}`}
                {' · '}
                {move.by ? <UserText>{move.by.name}</UserText> : 'a former team member'}
                {' · '}
                <time dateTime={move.at}>{when(move.at)}</time>
                {move.reason && (
                  <>
                    {' · '}
                    <UserText>{move.reason}</UserText>
                  </>
                )}
              </li>
            ))}
          </ol>
        </History>
      )}
    </Card>
  );
}
