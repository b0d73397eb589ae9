import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PlacementInput } from '@agency/contracts';
import { FieldRow, FormDialog, FormDialogFooter, FormField, FormStack, Input, TextArea } from '@agency/ui';
import { OptionSelect } from '../../shared/forms/OptionSelect';
import { useReportResult } from '../../shared/forms/useReportResult';
import { CandidatePicker } from '../../shared/pickers/CandidatePicker';
import { EmployerPicker } from '../../shared/pickers/EmployerPicker';
import { JobRolePicker } from '../../shared/pickers/JobRolePicker';
import { PickerField } from '../../shared/pickers/PickerField';
import { keepOpenWhileListShown } from '../../shared/pickers/SearchPicker';
import { useAddPlacementMutation } from '../../shared/api/pipelineApi';
import { STAGES } from './stages';

/** A picked record's id; empty until one is picked (its id would mean nothing to a person). */
const picked = (noun: string) =>
  z.string().min(1, `${noun} is required`).pipe(PlacementInput.shape.candidateId);

/**
 * The form as a person fills it: the three links picked, a stage, the value in US dollars as typed
 * (empty for none, cents allowed) and notes. It becomes the contract's input, the value in cents (0039).
 */
const PlacementFormSchema = z
  .object({
    candidateId: picked('Candidate'),
    employerId: picked('Employer'),
    jobRoleId: picked('Job role'),
    status: PlacementInput.shape.status,
    value: z
      .string()
      .trim()
      .regex(
        /^(\d{1,3}(,\d{3})*|\d+)(\.\d{1,2})?$/,
        'Value must be an amount in US dollars, e.g. 25000 or 25,000.50',
      )
      .or(z.literal('')),
    notes: z.string(),
  })
  .transform(({ value, ...placement }): PlacementInput => ({
    ...placement,
    value: value === '' ? null : Math.round(Number(value.replace(/,/g, '')) * 100),
  }))
  .pipe(PlacementInput);

type PlacementFormValues = z.input<typeof PlacementFormSchema>;

const EMPTY: PlacementFormValues = {
  candidateId: '',
  employerId: '',
  jobRoleId: '',
  status: 'lead',
  value: '',
  notes: '',
};

/** 'Add to Pipeline' (spec: Pipeline; placement form: candidate, employer and job role required). */
export function AddPlacementDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [addPlacement] = useAddPlacementMutation();
  const report = useReportResult();

  async function save(placement: PlacementInput) {
    const added = report(await addPlacement(placement), {
      success: { title: 'Success', description: 'Placement added to pipeline successfully' },
      failure: { title: 'Error', description: 'Failed to add placement' },
    });
    // On failure the dialog stays open with what was chosen.
    if (added) onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Add to Pipeline"
      wide
      onEscapeKeyDown={keepOpenWhileListShown}
    >
      <PlacementForm onSave={save} />
    </FormDialog>
  );
}

function PlacementForm({ onSave }: { onSave: (placement: PlacementInput) => Promise<void> }) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(PlacementFormSchema), defaultValues: EMPTY });

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label="Add to Pipeline">
      <FormStack>
        <PickerField
          label="Candidate *"
          error={errors.candidateId}
          control={control}
          name="candidateId"
          picker={CandidatePicker}
        />
        <FieldRow>
          <PickerField
            label="Employer *"
            error={errors.employerId}
            control={control}
            name="employerId"
            picker={EmployerPicker}
          />
          <PickerField
            label="Job Role *"
            error={errors.jobRoleId}
            control={control}
            name="jobRoleId"
            picker={JobRolePicker}
          />
        </FieldRow>
        <FieldRow>
          <FormField label="Stage" error={errors.status}>
            {(controlProps) => <OptionSelect {...controlProps} options={STAGES} {...register('status')} />}
          </FormField>
          <FormField label="Value (US$)" error={errors.value}>
            {(controlProps) => (
              <Input
                {...controlProps}
                inputMode="decimal"
                placeholder="e.g. 25000"
                autoComplete="off"
                {...register('value')}
              />
            )}
          </FormField>
        </FieldRow>
        <FormField label="Notes" error={errors.notes}>
          {(controlProps) => <TextArea rows={3} {...controlProps} {...register('notes')} />}
        </FormField>
      </FormStack>
      <FormDialogFooter submitting={isSubmitting} label="Add to Pipeline" busyLabel="Adding..." />
    </form>
  );
}
