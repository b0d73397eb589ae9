import type { Interaction, InteractionInput } from '@agency/contracts';
import { FormDialog, useToast } from '@agency/ui';
import { requestError } from '@agency/web-kit';
import { useAddInteractionMutation, useUpdateInteractionMutation } from '../api/interactionsApi';
import { nextWholeHour } from '../dates';
import { useReportResult } from '../forms/useReportResult';
import { keepOpenWhileListShown } from '../pickers/SearchPicker';
import { InteractionFormFields } from './InteractionFormFields';
import {
  interactionFormValues,
  interactionLinks,
  newInteractionValues,
  type InteractionDefaults,
} from './interactionForm';

export type { InteractionDefaults } from './interactionForm';

/** How the dialog reads in each use. */
const MODES = {
  log: { title: 'Log New Interaction', submit: 'Log Interaction', busy: 'Logging...' },
  schedule: { title: 'Schedule New Interaction', submit: 'Schedule', busy: 'Scheduling...' },
  edit: { title: 'Edit Interaction', submit: 'Save Changes', busy: 'Saving...' },
} as const;

export type InteractionFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & (
  | {
      /** 'log': a past call, e-mail... (status completed, now); 'schedule': a meeting to come (status scheduled). */
      mode: 'log' | 'schedule';
      /** Values to start from, e.g. `{ type: 'interview' }` or the calendar's selected day as `date`. */
      defaults?: InteractionDefaults;
    }
  | { mode: 'edit'; interaction: Interaction | null }
);

/**
 * The one interaction form, as 'Log New Interaction' (Interactions), 'Schedule New Interaction' (Calendar,
 * the dashboard's 'Schedule Interview') and 'Edit Interaction'. On failure it stays open with what was typed.
 */
export function InteractionFormDialog(props: InteractionFormDialogProps) {
  const { open, onOpenChange, mode } = props;
  const text = MODES[mode];
  const [addInteraction] = useAddInteractionMutation();
  const [updateInteraction] = useUpdateInteractionMutation();
  const report = useReportResult();
  const { toast } = useToast();

  async function add(interaction: InteractionInput): Promise<boolean> {
    const result = await addInteraction(interaction);
    if (result.error) {
      // Spec section 8: the server's message, else 'Failed to log interaction'.
      const description = requestError(result.error)?.serverMessage ?? 'Failed to log interaction';
      toast({ title: 'Error', description, variant: 'destructive' });
      return false;
    }
    toast({ title: 'Success', description: 'Interaction logged successfully' });
    return true;
  }

  let form = null;
  if (props.mode === 'edit') {
    const { interaction } = props;
    if (interaction) {
      form = (
        <InteractionFormFields
          label={text.title}
          values={interactionFormValues(interaction)}
          links={interactionLinks(interaction)}
          submitLabel={text.submit}
          busyLabel={text.busy}
          changesOnly
          onSave={async (changes) =>
            report(await updateInteraction({ before: interaction, changes }), {
              success: { title: 'Success', description: 'Interaction updated successfully' },
              failure: { title: 'Error', description: 'Failed to update interaction' },
            })
          }
          onDone={() => onOpenChange(false)}
        />
      );
    }
  } else {
    // Scheduling proposes a meeting at the next whole hour; logging, a call completed now (the spec's defaults).
    const defaults =
      props.mode === 'schedule'
        ? {
            status: 'scheduled' as const,
            type: 'meeting' as const,
            date: nextWholeHour(new Date()),
            ...props.defaults,
          }
        : (props.defaults ?? {});
    form = (
      <InteractionFormFields
        label={text.title}
        values={newInteractionValues(defaults)}
        links={{
          candidate: defaults.candidate ?? null,
          employer: defaults.employer ?? null,
          jobRole: defaults.jobRole ?? null,
        }}
        submitLabel={text.submit}
        busyLabel={text.busy}
        onSave={add}
        onDone={() => onOpenChange(false)}
      />
    );
  }

  return (
    <FormDialog
      open={open && form !== null}
      onClose={() => onOpenChange(false)}
      title={text.title}
      wide
      onEscapeKeyDown={keepOpenWhileListShown}
    >
      {form}
    </FormDialog>
  );
}
