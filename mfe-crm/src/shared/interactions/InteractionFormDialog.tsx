import { useId, type ComponentType } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Interaction, InteractionInput, InteractionUpdate } from '@agency/contracts';
import {
  FieldRow,
  FormDialog,
  FormDialogFooter,
  FormField,
  FormStack,
  Input,
  TextArea,
  useToast,
} from '@agency/ui';
import { nextWholeHour } from '../dates';
import { requestError } from '@agency/web-kit';
import { OptionSelect } from '../forms/OptionSelect';
import { useReportResult } from '../forms/useReportResult';
import { CandidatePicker } from '../pickers/CandidatePicker';
import { EmployerPicker } from '../pickers/EmployerPicker';
import { JobRolePicker } from '../pickers/JobRolePicker';
import { keepOpenWhileListShown, type Picked, type PickerProps } from '../pickers/SearchPicker';
import {
  InteractionFormSchema,
  interactionFormValues,
  interactionLinks,
  newInteractionValues,
  type InteractionDefaults,
  type InteractionFormValues,
  type InteractionLinks,
} from './interactionForm';
import { useAddInteractionMutation, useUpdateInteractionMutation } from '../api/interactionsApi';
import {
  INTERACTION_STATUS_OPTIONS,
  INTERACTION_TYPE_OPTIONS,
  OUTCOME_SUGGESTIONS,
} from './interactionTypes';

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
        <InteractionForm
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
      <InteractionForm
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

/**
 * The fields (spec section 5): type, subject and date-time required; status; candidate, employer and job
 * role optional, each found on the server; description, outcome, next steps. A new interaction sends every
 * field; an edit sends only those changed (a PUT keeps what it is not sent).
 */
function InteractionForm({
  label,
  values,
  links,
  submitLabel,
  busyLabel,
  changesOnly = false,
  onSave,
  onDone,
}: {
  label: string;
  values: InteractionFormValues;
  links: InteractionLinks;
  /** Edit: send only the fields changed. */
  changesOnly?: boolean;
  submitLabel: string;
  busyLabel: string;
  onSave: (interaction: InteractionInput & InteractionUpdate) => Promise<boolean>;
  onDone: () => void;
}) {
  const outcomesId = useId();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm({ resolver: zodResolver(InteractionFormSchema), defaultValues: values });
  const onSubmit = handleSubmit(async (interaction) => {
    if (changesOnly) {
      const changed = Object.fromEntries(
        Object.entries(interaction).filter(([key]) => dirtyFields[key as keyof InteractionFormValues]),
      ) as InteractionUpdate;
      // Nothing changed: nothing to send.
      if (Object.keys(changed).length === 0) return onDone();
      if (await onSave(changed as InteractionInput & InteractionUpdate)) onDone();
    } else if (await onSave(interaction)) {
      onDone();
    }
  });

  /** A link's field: its picker, holding the record's id in the form and showing its name. */
  const linkField = (
    name: 'candidateId' | 'employerId' | 'jobRoleId',
    fieldLabel: string,
    Picker: ComponentType<PickerProps>,
    initial: Picked | null,
  ) => (
    <FormField label={fieldLabel} error={errors[name]}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Picker
              control={controlProps}
              initial={initial}
              onChange={(picked) => field.onChange(picked?.id ?? '')}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <FormStack>
        <FieldRow>
          <FormField label="Type *" error={errors.type}>
            {(controlProps) => (
              <OptionSelect {...controlProps} options={INTERACTION_TYPE_OPTIONS} {...register('type')} />
            )}
          </FormField>
          <FormField label="Status" error={errors.status}>
            {(controlProps) => (
              <OptionSelect {...controlProps} options={INTERACTION_STATUS_OPTIONS} {...register('status')} />
            )}
          </FormField>
        </FieldRow>
        <FieldRow>
          <FormField label="Subject *" error={errors.subject}>
            {(controlProps) => <Input {...controlProps} autoComplete="off" {...register('subject')} />}
          </FormField>
          <FormField label="Date & Time *" error={errors.date}>
            {(controlProps) => <Input {...controlProps} type="datetime-local" {...register('date')} />}
          </FormField>
        </FieldRow>
        <FieldRow>
          {linkField('candidateId', 'Candidate', CandidatePicker, links.candidate)}
          {linkField('employerId', 'Employer', EmployerPicker, links.employer)}
        </FieldRow>
        {linkField('jobRoleId', 'Job Role', JobRolePicker, links.jobRole)}
        <FormField label="Description" error={errors.description}>
          {(controlProps) => <TextArea rows={3} {...controlProps} {...register('description')} />}
        </FormField>
        <FieldRow>
          <FormField label="Outcome" error={errors.outcome}>
            {(controlProps) => (
              <>
                <Input
                  {...controlProps}
                  list={outcomesId}
                  placeholder="e.g. positive"
                  autoComplete="off"
                  {...register('outcome')}
                />
                <datalist id={outcomesId}>
                  {OUTCOME_SUGGESTIONS.map((outcome) => (
                    <option key={outcome} value={outcome} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
          <FormField label="Next Steps" error={errors.nextSteps}>
            {(controlProps) => <Input {...controlProps} autoComplete="off" {...register('nextSteps')} />}
          </FormField>
        </FieldRow>
      </FormStack>
      <FormDialogFooter submitting={isSubmitting} label={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}
