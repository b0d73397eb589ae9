import { useCallback, useEffect, useRef } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Placement } from '@agency/contracts';
import { Heading, UserText } from '@agency/ui';
import { Details, ItemCard } from '../../shared/cards/CardList';
import { CardMenu } from '../../shared/cards/CardMenu';
import { BuildingIcon, PersonIcon } from '../../shared/cards/icons';
import { Money } from '../../shared/money';
import { candidatePath, employerPath, jobRolePath } from '../../shared/records/paths';
import { STAGES } from './stages';

const Card = styled(ItemCard)<{ $dragging: boolean }>`
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  cursor: grab;
  touch-action: none;
  opacity: ${({ $dragging }) => ($dragging ? 0.4 : 1)};
  h3 {
    overflow-wrap: anywhere;
  }
`;

/** The handle and the menu, in a row of their own above the name: a column is narrow. */
const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: ${({ theme }) => `-${theme.space(1)} -${theme.space(1)} 0`};
`;

/** In a narrow column the names wrap rather than being cut. */
const Names = styled(Details)`
  span {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

/** The card's drag handle: the keyboard's way to pick a card up (space), move it (arrows), drop it. */
const Handle = styled.button`
  flex: none;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1rem;
  line-height: 1;
  cursor: grab;
  &:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Value = styled.p`
  overflow-wrap: anywhere;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
`;

const NoValue = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Notes = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.5;
`;

/** What a card is called in menus and announcements: its candidate and employer. */
export function placementName(placement: Placement): string {
  return `${placement.candidate?.name || 'Unknown Candidate'} at ${placement.employer?.name || 'Unknown Employer'}`;
}

/**
 * One opportunity on the board (spec: Pipeline): the employer ('Unknown Employer'), its value ('No
 * value'), the candidate ('Unknown Candidate'), the role ('Unknown Role') and the notes. It is dragged
 * by the mouse anywhere on the card, or with the keyboard from its handle; its menu moves it to any
 * other stage in one step and deletes it.
 */
export function PlacementCard({
  placement,
  takeFocus,
  onMove,
  onDelete,
}: {
  placement: Placement;
  /** Set on the card just moved from its menu: it is a new element in its new column, and gets the focus. */
  takeFocus: boolean;
  onMove: (stage: Placement['status']) => void;
  onDelete: () => void;
}) {
  const name = placementName(placement);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: placement.id,
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
  const headingId = `placement-${placement.id}`;
  return (
    <Card
      ref={setNodeRef}
      aria-labelledby={headingId}
      $dragging={isDragging}
      // The mouse may grab the whole card; the keyboard picks it up from its handle only (the
      // activator node: dnd-kit ignores a key pressed elsewhere, e.g. on the menu's button).
      {...listeners}
    >
      <Controls>
        <Handle ref={handleRef} {...attributes} aria-label={`Move ${name}`}>
          <span aria-hidden="true">⠿</span>
        </Handle>
        <CardMenu
          label={`Actions for ${name}`}
          actions={[
            ...STAGES.filter((stage) => stage.value !== placement.status).map((stage) => ({
              label: `Move to ${stage.label}`,
              onSelect: () => onMove(stage.value),
            })),
            { label: 'Delete', onSelect: onDelete, destructive: true },
          ]}
        />
      </Controls>
      <Heading as="h3" $size="md" id={headingId}>
        {placement.employer?.name ? (
          <Link to={employerPath(placement.employer.id)}>
            <UserText>{placement.employer.name}</UserText>
          </Link>
        ) : (
          'Unknown Employer'
        )}
      </Heading>
      {placement.value != null ? (
        <Value>
          <Money cents={placement.value} />
        </Value>
      ) : (
        <NoValue>No value</NoValue>
      )}
      <Names>
        <li>
          <PersonIcon />
          <span>
            {placement.candidate?.name ? (
              <Link to={candidatePath(placement.candidate.id)}>
                <UserText>{placement.candidate.name}</UserText>
              </Link>
            ) : (
              'Unknown Candidate'
            )}
          </span>
        </li>
        <li>
          <BuildingIcon />
          <span>
            {placement.jobRole?.title ? (
              <Link to={jobRolePath(placement.jobRole.id)}>
                <UserText>{placement.jobRole.title}</UserText>
              </Link>
            ) : (
              'Unknown Role'
            )}
          </span>
        </li>
      </Names>
      {placement.notes && <Notes>{placement.notes}</Notes>}
    </Card>
  );
}
