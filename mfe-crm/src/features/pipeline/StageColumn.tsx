import { useDroppable } from '@dnd-kit/core';
import styled from 'styled-components';
import type { Placement, PlacementStage } from '@agency/contracts';
import { Heading, Muted } from '@agency/ui';
import { Money } from '../../shared/money';
import { PlacementCard } from './PlacementCard';
import { opportunities, sumOfValues } from './stages';

const Column = styled.section<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 12rem;
  padding: ${({ theme }) => theme.space(3)};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.focus : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.subtle};
`;

const ColumnHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  p {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  p:first-of-type {
    overflow-wrap: anywhere;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Empty = styled(Muted)`
  padding-block: ${({ theme }) => theme.space(6)};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** One stage: its sum and count, and its cards; a drop target for dragged cards. */
export function StageColumn({
  stage,
  label,
  placements,
  movedFromMenu,
  onMove,
  onDelete,
}: {
  stage: PlacementStage;
  label: string;
  placements: Placement[];
  movedFromMenu: string | null;
  onMove: (placement: Placement, stage: PlacementStage) => void;
  onDelete: (placement: Placement) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = `stage-${stage}`;
  return (
    <Column ref={setNodeRef} aria-labelledby={headingId} $over={isOver}>
      <ColumnHeader>
        <Heading as="h2" $size="md" id={headingId}>
          {label}
        </Heading>
        <p>
          <Money cents={sumOfValues(placements)} />
        </p>
        <p>{opportunities(placements.length)}</p>
      </ColumnHeader>
      {placements.length === 0 ? (
        <Empty>No opportunities</Empty>
      ) : (
        placements.map((placement) => (
          <PlacementCard
            key={placement.id}
            placement={placement}
            takeFocus={placement.id === movedFromMenu}
            onMove={(to) => onMove(placement, to)}
            onDelete={() => onDelete(placement)}
          />
        ))
      )}
    </Column>
  );
}
