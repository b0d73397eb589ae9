import { useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import styled from 'styled-components';
import type { Placement, PlacementStage } from '@agency/contracts';
import { Alert, Button, Card, Heading, Muted, Skeleton } from '@agency/ui';
import { Toolbar } from '../../shared/cards/CardList';
import { useGetDashboardStatsQuery } from '../../shared/api/dashboardApi';
import { ConfirmDeleteDialog } from '../../shared/forms/ConfirmDeleteDialog';
import { describeError } from '@agency/web-kit';
import { useReportResult } from '../../shared/forms/useReportResult';
import { AddPlacementDialog } from './AddPlacementDialog';
import { columnCoordinates } from './columnCoordinates';
import { formatCents } from '../../shared/money';
import { PlacementCard, placementName } from './PlacementCard';
import { useDeletePlacementMutation, useGetPlacementsQuery, useMovePlacementMutation } from '../../shared/api/pipelineApi';
import { STAGES, opportunities, stageLabel, sumOfValues } from './stages';

const Summary = styled.div`
  display: grid;
  /* Four figures: two by two on a narrow screen, never three and one. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: 48rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const SummaryCard = styled(Card)`
  padding: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  p {
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: 800;
  }
  small {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Five columns side by side; on a narrow screen the board scrolls sideways. */
const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space(2)};
`;

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
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Empty = styled(Muted)`
  padding-block: ${({ theme }) => theme.space(6)};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
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

/** /manage/pipeline: the summary cards, the five stage columns, and the add, move and delete actions. */
export function PipelinePage() {
  const { data, isLoading, error } = useGetPlacementsQuery();
  const { data: stats } = useGetDashboardStatsQuery();
  const [movePlacement] = useMovePlacementMutation();
  const [deletePlacement, { isLoading: deleting }] = useDeletePlacementMutation();
  const report = useReportResult();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Placement | null>(null);
  const [movedFromMenu, setMovedFromMenu] = useState<string | null>(null);
  const sensors = useSensors(
    // A click (on the card's menu, say) is not a drag: the pointer must move a few pixels first.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  const placements = data?.items ?? [];
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

  async function move(placement: Placement, stage: PlacementStage) {
    if (placement.status === stage) return;
    // The card moves at once; on failure it goes back (pipelineApi) and the user is told why.
    report(await movePlacement({ id: placement.id, status: stage }), {
      success: { title: 'Success', description: `Moved to ${stageLabel(stage)}` },
      failure: { title: 'Error', description: 'Failed to move placement' },
    });
  }

  function dropped({ active, over }: DragEndEvent) {
    const placement = byId.get(String(active.id));
    if (placement && over) void move(placement, over.id as PlacementStage);
  }

  async function remove(placement: Placement) {
    const deleted = report(await deletePlacement(placement.id), {
      success: { title: 'Success', description: 'Placement deleted successfully' },
      failure: { title: 'Error', description: 'Failed to delete placement' },
    });
    if (deleted) setRemoving(null);
  }

  // The summary counts what is still open or won: a lost deal is not pipeline value (decision 0039).
  const counted = placements.filter((placement) => placement.status !== 'closed_lost');

  return (
    <section aria-label="Pipeline">
      <Toolbar>
        <Button onClick={() => setAdding(true)}>Add to Pipeline</Button>
      </Toolbar>

      <Summary>
        <SummaryFigure
          label="Total Pipeline Value"
          value={data ? formatCents(sumOfValues(counted)) : null}
          note="Closed Lost not counted"
        />
        <SummaryFigure
          label="Total Opportunities"
          value={data ? String(counted.length) : null}
          note="Closed Lost not counted"
        />
        {/* The spec's names for the counts of all candidates and all employers; the note says so. */}
        <SummaryFigure
          label="Active Candidates"
          value={stats ? String(stats.totalCandidates) : null}
          note="All candidates on record"
        />
        <SummaryFigure
          label="Active Employers"
          value={stats ? String(stats.totalEmployers) : null}
          note="All employers on record"
        />
      </Summary>

      {isLoading ? (
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
      ) : error && !data ? (
        <Alert>{describeError(error)}</Alert>
      ) : (
        <>
          {data && data.total > placements.length && (
            <Muted role="status">{`Showing ${placements.length} of ${data.total} opportunities`}</Muted>
          )}
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            // dnd-kit gives the focus back to a card moved by keyboard drag itself.
            onDragStart={() => setMovedFromMenu(null)}
            onDragEnd={dropped}
            accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
          >
            <Board>
              {STAGES.map((stage) => (
                <StageColumn
                  key={stage.value}
                  stage={stage.value}
                  label={stage.label}
                  placements={placements.filter((placement) => placement.status === stage.value)}
                  movedFromMenu={movedFromMenu}
                  onMove={(placement, stage) => {
                    setMovedFromMenu(placement.id);
                    void move(placement, stage);
                  }}
                  onDelete={setRemoving}
                />
              ))}
            </Board>
          </DndContext>
        </>
      )}

      <AddPlacementDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDeleteDialog
        title="Delete Placement"
        name={removing ? placementName(removing) : null}
        deleting={deleting}
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}

function SummaryFigure({ label, value, note }: { label: string; value: string | null; note?: string }) {
  const id = `summary-${label.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <SummaryCard as="section" aria-labelledby={id}>
      <h2 id={id}>{label}</h2>
      {/* An em dash until the figure has loaded. */}
      <p>{value ?? '—'}</p>
      {note && <small>{note}</small>}
    </SummaryCard>
  );
}

/** One stage: its sum and count, and its cards; a drop target for dragged cards. */
function StageColumn({
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
        <p>{formatCents(sumOfValues(placements))}</p>
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
