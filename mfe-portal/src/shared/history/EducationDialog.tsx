import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EducationInput, type Education } from '@agency/contracts';
import { FieldRow, FormDialogFooter, FormField, FormStack, Input, TextArea } from '@agency/ui';
import { blanksToNull, currentYear, numberOrNull } from './dates';
import { EntryDialog, type EntryDialogProps, type EntryFormProps } from './HistoryDialog';
import { useAddEducationMutation, useUpdateEducationMutation } from '../api/historyApi';
import { useReportChange } from './useReportChange';

const OPTIONAL_TEXTS = ['fieldOfStudy', 'grade', 'description'] as const;

/** A new entry starts in the current year (the wizard's defaults, spec section 9). */
function valuesOf(entry: Education | null): EducationInput {
  if (!entry) {
    const year = currentYear();
    return { institution: '', qualification: '', fieldOfStudy: '', startYear: year, endYear: year, grade: '', description: '' };
  }
  return {
    institution: entry.institution,
    qualification: entry.qualification,
    fieldOfStudy: entry.fieldOfStudy ?? '',
    startYear: entry.startYear,
    endYear: entry.endYear ?? null,
    grade: entry.grade ?? '',
    description: entry.description ?? '',
  };
}

/**
 * The education dialog, 'Add Education' or, given an entry, 'Edit Education' (spec section 4: the dialog
 * toggles between add and edit mode). Checked with the contract's own rules before it is sent; saved at once.
 * On failure it stays open with what was typed.
 */
export function EducationDialog(props: EntryDialogProps<Education>) {
  return (
    <EntryDialog
      {...props}
      titles={{ add: 'Add Education', edit: 'Edit Education' }}
      form={(form) => <EducationForm {...form} />}
    />
  );
}

function EducationForm({ label, entry, onDone }: EntryFormProps<Education>) {
  const [addEducation] = useAddEducationMutation();
  const [updateEducation] = useUpdateEducationMutation();
  const report = useReportChange();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(EducationInput), defaultValues: valuesOf(entry) });

  const onSubmit = handleSubmit(async (values) => {
    const sent = blanksToNull(values, OPTIONAL_TEXTS);
    const saved = entry
      ? report(await updateEducation({ id: entry.id, entry: sent }), {
          success: 'Education entry updated successfully',
          failure: 'Failed to update education entry',
        })
      : report(await addEducation(sent), {
          success: 'Education entry added successfully',
          failure: 'Failed to add education entry',
        });
    if (saved) onDone();
  });

  const year = { setValueAs: numberOrNull };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <FormStack>
        <FormField label="Institution *" error={errors.institution}>
          {(control) => <Input {...control} placeholder="e.g. University of Leeds" {...register('institution')} />}
        </FormField>
        <FormField label="Qualification *" error={errors.qualification}>
          {(control) => <Input {...control} placeholder="e.g. BSc (Hons)" {...register('qualification')} />}
        </FormField>
        <FormField label="Field of Study" error={errors.fieldOfStudy}>
          {(control) => <Input {...control} placeholder="e.g. Computer Science" {...register('fieldOfStudy')} />}
        </FormField>
        <FieldRow>
          <FormField label="Start Year *" error={errors.startYear}>
            {(control) => <Input {...control} type="number" inputMode="numeric" min={1900} max={2100} {...register('startYear', year)} />}
          </FormField>
          <FormField label="End Year" error={errors.endYear}>
            {(control) => <Input {...control} type="number" inputMode="numeric" min={1900} max={2100} {...register('endYear', year)} />}
          </FormField>
        </FieldRow>
        <FormField label="Grade (optional)" error={errors.grade}>
          {(control) => <Input {...control} placeholder="e.g. First Class" {...register('grade')} />}
        </FormField>
        <FormField label="Description" error={errors.description}>
          {(control) => <TextArea {...control} rows={3} {...register('description')} />}
        </FormField>
      </FormStack>
      <FormDialogFooter
        submitting={isSubmitting}
        label={entry ? 'Update Education' : 'Add Education'}
        busyLabel="Saving..."
      />
    </form>
  );
}
