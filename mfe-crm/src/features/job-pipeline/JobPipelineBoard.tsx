import { Suspense, useMemo, useState, type ReactNode } from 'react';
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
import { JOB_PIPELINE_CLOSING_STAGES, type JobPipelineEntry, type JobPipelineStage } from '@agency/contracts';
import { Button, Heading, Muted } from '@agency/ui';
import { useGetJobPipelineQuery, useMoveJobPipelineEntryMutation } from '../../shared/api/jobPipelineApi';
import { useReportResult } from '../../shared/forms/useReportResult';
import { RecordCard } from '../../shared/records/RecordLayout';
import { isAdministrator, useSessionUser } from '../../shared/session/RequireSession';
import { AddCandidatesDialog, type CandidateChoice } from './AddCandidatesDialog';
import { EditStagesDialog } from './EditStagesDialog';
import { MoveDialog, type PendingMove } from './MoveDialog';
import { entryName, PipelineEntryCard } from './PipelineEntryCard';
import { stageCoordinates } from './stageCoordinates';

/** The columns side by side, each 14rem; the board scrolls sideways inside itself, never the page. Positioned, so dnd-kit's
 * screen-reader text (absolutely placed) scrolls with it. */
const Columns = styled.div`
  position: relative;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 14rem;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 100%;
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space(2)};
`;

const Column = styled.section<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 10rem;
  padding: ${({ theme }) => theme.space(2)};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.focus : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.subtle};
  h3 {
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The board spans the record page's grid, below its two columns. */
const Wrap = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

const INSTRUCTIONS = {
  draggable:
    'To move this candidate, press space or enter. Use the left and right arrow keys to choose a stage, space or enter to drop them there, ' +
    'escape to cancel. The Move to menu beside the name also moves them.',
};

/** Stages a candidate is put forward from: not once placed, rejected or withdrawn. */
const SELECTABLE = (stage: string) => stage !== 'placed' && !JOB_PIPELINE_CLOSING_STAGES.includes(stage);

/**
 * What another feature adds to the board, passed by the shell (features do not import each other): the
 * submissions (decision 0132) add a button, what to do with the ticked cards, and a card's submission state.
 */
export interface BoardExtras {
  /** Beside 'Add candidates'. */
  actions?: ReactNode;
  /** Shown while cards are ticked; given the ticked entries and a way to untick them. With it, the cards have checkboxes. */
  selection?: (selected: JobPipelineEntry[], clear: () => void) => ReactNode;
  /** On each card, under the name. */
  card?: (entry: JobPipelineEntry) => ReactNode;
}

function StageColumn({
  stage,
  entries,
  stages,
  movedFromMenu,
  onMove,
  extras,
  selected,
  onSelect,
}: {
  stage: JobPipelineStage;
  entries: JobPipelineEntry[];
  stages: JobPipelineStage[];
  movedFromMenu: string | null;
  onMove: (entry: JobPipelineEntry, stage: string) => void;
  extras: BoardExtras;
  selected: ReadonlySet<string>;
  onSelect: (entry: JobPipelineEntry, ticked: boolean) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage.key });
  const headingId = `pipeline-stage-${stage.key}`;
  return (
    <Column ref={setNodeRef} aria-labelledby={headingId} $over={isOver}>
      <Heading as="h3" $size="md" id={headingId}>
        {stage.label} ({entries.length})
      </Heading>
      {entries.map((entry) => (
        <PipelineEntryCard
          key={entry.id}
          entry={entry}
          stages={stages}
          takeFocus={entry.id === movedFromMenu}
          onMove={(to) => onMove(entry, to)}
          selected={extras.selection && SELECTABLE(entry.stage) ? selected.has(entry.id) : undefined}
          onSelect={(ticked) => onSelect(entry, ticked)}
        >
          {extras.card && <Suspense fallback={null}>{extras.card(entry)}</Suspense>}
        </PipelineEntryCard>
      ))}
    </Column>
  );
}

/**
 * A job role's candidate pipeline (decision 0128), on its page: a column per stage; a card moves by dragging
 * (pointer, or keyboard from its handle) or with its 'Move to…' select. Rejected and withdrawn ask why; Placed
 * asks the placement's value. 'Add candidates' searches and adds several; administrators edit the stages.
 * With `extras.selection` the cards can be ticked for an action on several (Submit to client, decision 0132).
 */
export function JobPipelineBoard({
  jobRoleId,
  applicants = [],
  extras = {},
}: {
  jobRoleId: string;
  applicants?: CandidateChoice[];
  extras?: BoardExtras;
}) {
  const { currentData: board, error } = useGetJobPipelineQuery(jobRoleId);
  const [moveEntry, { isLoading: moving }] = useMoveJobPipelineEntryMutation();
  const report = useReportResult();
  const user = useSessionUser();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  // dnd-kit gives the focus back to a card moved by keyboard drag itself; one moved from its menu takes it.
  const [movedFromMenu, setMovedFromMenu] = useState<string | null>(null);
  const stageKeys = useMemo(() => board?.stages.map((stage) => stage.key) ?? [], [board]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stageCoordinates(stageKeys) }),
  );

  if (!board) {
    return (
      <Wrap>
        <RecordCard title="Candidate pipeline">
          <Muted role={error ? 'alert' : 'status'}>
            {error
              ? 'The pipeline could not be loaded. Reload the page to try again.'
              : 'Loading the pipeline...'}
          </Muted>
        </RecordCard>
      </Wrap>
    );
  }

  const labelOf = (key: string) => board.stages.find((stage) => stage.key === key)?.label ?? key;
  const byId = new Map(board.entries.map((entry) => [entry.id, entry]));
  const nameOf = (id: string | number) => {
    const entry = byId.get(String(id));
    return entry ? entryName(entry) : 'the candidate';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${labelOf(String(over.id))}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped in ${labelOf(String(over.id))}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  async function send(
    entry: JobPipelineEntry,
    stage: string,
    details: { reason?: string; placementValue?: number } = {},
  ) {
    const moved = report(await moveEntry({ jobRoleId, entryId: entry.id, stage, ...details }), {
      success: { title: 'Moved', description: `${entryName(entry)} is on ${labelOf(stage)}` },
      failure: { title: 'Error', description: `Failed to move ${entryName(entry)}` },
    });
    if (moved) setPending(null);
  }

  function requestMove(entry: JobPipelineEntry, stage: string) {
    if (stage === entry.stage) return;
    if (JOB_PIPELINE_CLOSING_STAGES.includes(stage))
      return setPending({ entry, stage, stageLabel: labelOf(stage), needs: 'reason' });
    if (stage === 'placed') return setPending({ entry, stage, stageLabel: labelOf(stage), needs: 'value' });
    void send(entry, stage);
  }

  function select(entry: JobPipelineEntry, ticked: boolean) {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (ticked) next.add(entry.id);
      else next.delete(entry.id);
      return next;
    });
  }
  // A ticked card that has since moved to a closing stage (or left the board) is no longer ticked.
  const selected = board.entries.filter((entry) => selectedIds.has(entry.id) && SELECTABLE(entry.stage));

  function dropped({ active, over }: DragEndEvent) {
    const entry = byId.get(String(active.id));
    if (entry && over) requestMove(entry, String(over.id));
  }

  return (
    <Wrap>
      <RecordCard
        title="Candidate pipeline"
        count={board.entries.length}
        actions={
          <Actions>
            <Button type="button" onClick={() => setAdding(true)}>
              Add candidates
            </Button>
            {isAdministrator(user) && (
              <Button type="button" $variant="outline" onClick={() => setEditing(true)}>
                Edit stages
              </Button>
            )}
            {extras.actions && <Suspense fallback={null}>{extras.actions}</Suspense>}
          </Actions>
        }
      >
        {extras.selection && selected.length > 0 && (
          <Suspense fallback={null}>{extras.selection(selected, () => setSelectedIds(new Set()))}</Suspense>
        )}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={() => setMovedFromMenu(null)}
          onDragEnd={dropped}
          accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
        >
          {/* Focusable, so a keyboard can scroll it sideways even with no card to focus (axe: scrollable-region-focusable). */}
          <Columns role="region" aria-label="Pipeline stages" tabIndex={0}>
            {board.stages.map((stage) => (
              <StageColumn
                key={stage.key}
                stage={stage}
                stages={board.stages}
                entries={board.entries.filter((entry) => entry.stage === stage.key)}
                movedFromMenu={movedFromMenu}
                extras={extras}
                selected={selectedIds}
                onSelect={select}
                onMove={(entry, to) => {
                  setMovedFromMenu(entry.id);
                  requestMove(entry, to);
                }}
              />
            ))}
          </Columns>
        </DndContext>
      </RecordCard>
      <MoveDialog
        key={pending ? `${pending.entry.id}-${pending.stage}` : 'none'}
        move={pending}
        submitting={moving}
        onClose={() => setPending(null)}
        onConfirm={(details) => pending && void send(pending.entry, pending.stage, details)}
      />
      <AddCandidatesDialog
        jobRoleId={jobRoleId}
        open={adding}
        onClose={() => setAdding(false)}
        onBoard={new Set(board.entries.map((entry) => entry.candidateId))}
        applicants={applicants}
      />
      {editing && <EditStagesDialog stages={board.stages} open onClose={() => setEditing(false)} />}
    </Wrap>
  );
}
