import { useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import styled from 'styled-components';
import type { Placement, PlacementStage } from '@agency/contracts';
import { Card, Skeleton } from '@agency/ui';
import { columnCoordinates } from './columnCoordinates';
import { placementName } from './PlacementCard';
import { StageColumn } from './StageColumn';
import { STAGES, stageLabel } from './stages';

/** Five columns side by side. From 1280 px (beside the menu) the five share the width, so 'Closed Lost' is never
 * cut off (issue 31; cards wrap their names); narrower, each keeps 13rem and the board scrolls sideways.
 * Positioned, so that the text for screen readers inside it (1 px, absolutely placed) scrolls with it instead of
 * widening the page. */
const Board = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(5, minmax(13rem, 1fr));
  @media (min-width: 80rem) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  gap: ${({ theme }) => theme.space(4)};
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space(2)};
`;

const SkeletonCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
`;

// Read by screen readers when a card is focused and while it is dragged (dnd-kit's live region).
const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    'To move this opportunity, press space or enter. Use the left and right arrow keys to choose a stage, ' +
    'space or enter to drop it there, escape to cancel. The actions menu also moves it.',
};

/**
 * The five stage columns: a card moves by dragging it (pointer or keyboard) to another column, or with
 * its menu's 'Move to'.
 */
export function PipelineBoard({
  placements,
  onMove,
  onDelete,
}: {
  placements: Placement[];
  onMove: (placement: Placement, stage: PlacementStage) => void;
  onDelete: (placement: Placement) => void;
}) {
  const [movedFromMenu, setMovedFromMenu] = useState<string | null>(null);
  const sensors = useSensors(
    // A click (on the card's menu, say) is not a drag: the pointer must move a few pixels first.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  const byId = new Map(placements.map((placement) => [placement.id, placement]));
  const nameOf = (id: string | number) => {
    const placement = byId.get(String(id));
    return placement ? placementName(placement) : 'the opportunity';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${stageLabel(over.id as PlacementStage)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped in ${stageLabel(over.id as PlacementStage)}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  function dropped({ active, over }: DragEndEvent) {
    const placement = byId.get(String(active.id));
    if (placement && over) onMove(placement, over.id as PlacementStage);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // dnd-kit gives the focus back to a card moved by keyboard drag itself.
      onDragStart={() => setMovedFromMenu(null)}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      {/* Focusable, so that a keyboard can scroll it sideways even with no card in it to focus (axe:
          scrollable-region-focusable, seen with an empty pipeline at 1280 px). */}
      <Board role="region" aria-label="Pipeline stages" tabIndex={0}>
        {STAGES.map((stage) => (
          <StageColumn
            key={stage.value}
            stage={stage.value}
            label={stage.label}
            placements={placements.filter((placement) => placement.status === stage.value)}
            movedFromMenu={movedFromMenu}
            onMove={(placement, stage) => {
              setMovedFromMenu(placement.id);
              onMove(placement, stage);
            }}
            onDelete={onDelete}
          />
        ))}
      </Board>
    </DndContext>
  );
}

/** Five placeholder cards while the placements load. */
export function PipelineBoardPlaceholder() {
  return (
    <Board aria-busy="true" aria-label="Loading pipeline">
      {Array.from({ length: 5 }, (_, i) => (
        <SkeletonCard key={i}>
          <Skeleton $height="1rem" $width="60%" />
          <Skeleton $height="0.875rem" $width="40%" />
          <Skeleton $height="0.875rem" />
          <Skeleton $height="0.875rem" $width="80%" />
        </SkeletonCard>
      ))}
    </Board>
  );
}
