import { useState } from 'react';
import type { Interaction, InteractionStatus } from '@agency/contracts';
import { ConfirmDeleteDialog } from '@agency/ui';
import type { CardAction } from '../cards/CardMenu';
import { useReportResult } from '../forms/useReportResult';
import { InteractionFormDialog } from './InteractionFormDialog';
import { useDeleteInteractionMutation, useUpdateInteractionMutation } from '../api/interactionsApi';

/**
 * What a recruiter can do with an interaction, from its '⋯' menu on the list and on the calendar: mark a
 * scheduled one completed or cancelled, edit it, delete it (after confirming). Returns the menu's actions
 * for an interaction and the dialogs to render once on the screen.
 */
export function useInteractionActions() {
  const [updateInteraction] = useUpdateInteractionMutation();
  const [deleteInteraction, { isLoading: deleting }] = useDeleteInteractionMutation();
  const report = useReportResult();
  const [editing, setEditing] = useState<Interaction | null>(null);
  const [confirming, setConfirming] = useState<Interaction | null>(null);

  async function mark(interaction: Interaction, status: InteractionStatus) {
    report(await updateInteraction({ before: interaction, changes: { status } }), {
      success: { title: 'Success', description: `Interaction marked as ${status}` },
      failure: { title: 'Error', description: 'Failed to update interaction' },
    });
  }

  async function remove() {
    if (!confirming) return;
    report(await deleteInteraction(confirming), {
      success: { title: 'Success', description: 'Interaction deleted successfully' },
      failure: { title: 'Error', description: 'Failed to delete interaction' },
    });
    setConfirming(null);
  }

  function actionsFor(interaction: Interaction): CardAction[] {
    return [
      ...(interaction.status === 'scheduled'
        ? [
            { label: 'Mark as Completed', onSelect: () => void mark(interaction, 'completed') },
            { label: 'Mark as Cancelled', onSelect: () => void mark(interaction, 'cancelled') },
          ]
        : []),
      { label: 'Edit', onSelect: () => setEditing(interaction) },
      { label: 'Delete', onSelect: () => setConfirming(interaction), destructive: true },
    ];
  }

  const dialogs = (
    <>
      <InteractionFormDialog
        mode="edit"
        interaction={editing}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDeleteDialog
        title="Delete Interaction"
        name={confirming?.subject ?? null}
        deleting={deleting}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(null)}
      />
    </>
  );

  return { actionsFor, dialogs };
}
