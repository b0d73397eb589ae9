import { useState } from 'react';
import type { Placement, PlacementStage } from '@agency/contracts';
import { Alert, Button, ConfirmDeleteDialog, Muted } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { useGetDashboardStatsQuery } from '../../shared/api/dashboardApi';
import { useDeletePlacementMutation, useGetPlacementsQuery, useMovePlacementMutation } from '../../shared/api/pipelineApi';
import { Toolbar } from '../../shared/cards/CardList';
import { ExportMenu } from '../../shared/exports/ExportMenu';
import { useReportResult } from '../../shared/forms/useReportResult';
import { AddPlacementDialog } from './AddPlacementDialog';
import { PipelineBoard, PipelineBoardPlaceholder } from './PipelineBoard';
import { PipelineSummary } from './PipelineSummary';
import { placementName } from './PlacementCard';
import { stageLabel } from './stages';

/** /manage/pipeline: the summary cards, the five stage columns, and the add, move and delete actions. */
export function PipelinePage() {
  const { data, isLoading, error } = useGetPlacementsQuery();
  const { data: stats } = useGetDashboardStatsQuery();
  const [movePlacement] = useMovePlacementMutation();
  const [deletePlacement, { isLoading: deleting }] = useDeletePlacementMutation();
  const report = useReportResult();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Placement | null>(null);

  const placements = data?.items ?? [];

  async function move(placement: Placement, stage: PlacementStage) {
    if (placement.status === stage) return;
    // The card moves at once; on failure it goes back (pipelineApi) and the user is told why.
    report(await movePlacement({ id: placement.id, status: stage }), {
      success: { title: 'Success', description: `Moved to ${stageLabel(stage)}` },
      failure: { title: 'Error', description: 'Failed to move placement' },
    });
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
        <ExportMenu list="placements" query={{}} />
      </Toolbar>

      <PipelineSummary counted={data ? counted : null} stats={stats} />

      {isLoading ? (
        <PipelineBoardPlaceholder />
      ) : error && !data ? (
        <Alert>{describeError(error)}</Alert>
      ) : (
        <>
          {data && data.total > placements.length && (
            <Muted role="status">{`Showing ${placements.length} of ${data.total} opportunities`}</Muted>
          )}
          <PipelineBoard placements={placements} onMove={(placement, stage) => void move(placement, stage)} onDelete={setRemoving} />
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
