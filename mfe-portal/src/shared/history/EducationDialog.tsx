import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EducationInput, type Education, type ProposedEducation } from '@agency/contracts';
import { FieldRow, FormDialogFooter, FormField, FormStack, Input, TextArea } from '@agency/ui';
import { blanksToNull, currentYear, numberOrNull } from './dates';
import { EntryDialog, type EntryDialogProps, type EntryFormProps } from './HistoryDialog';
import { useAddEducationMutation, useUpdateEducationMutation } from '../api/historyApi';
import { useReportChange } from './useReportChange';

const OPTIONAL_TEXTS = ['fieldOfStudy', 'grade', 'description'] as const;

/**
 * A new entry starts in the current year (the wizard's defaults, spec section 9); one a CV proposed starts from
 * what it found, with what it did not find left empty for the candidate to give.
 */
function valuesOf(entry: Education | null, draft?: ProposedEducation | null): EducationInput {
  if (!entry && draft) {
    return {
      institution: draft.institution,
      qualification: draft.qualification ?? '',
      fieldOfStudy: draft.fieldOfStudy ?? '',
      // Null when the CV did not say: the field shows empty and the contract's rule asks for it.
      startYear: draft.startYear as number,
      endYear: draft.endYear,
      grade: '',
      description: '',
    };
  }
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
export function EducationDialog({ draft, ...props }: EntryDialogProps<Education> & { draft?: ProposedEducation | null }) {
  return (
    <EntryDialog
      {...props}
      titles={{ add: 'Add Education', edit: 'Edit Education' }}
      form={(form) => <EducationForm {...form} draft={draft} />}
    />
  );
}

function EducationForm({ label, entry, draft, onDone }: EntryFormProps<Education> & { draft?: ProposedEducation | null }) {
  const [addEducation] = useAddEducationMutation();
  const [updateEducation] = useUpdateEducationMutation();
  const report = useReportChange();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(EducationInput), defaultValues: valuesOf(entry, draft) });

  const onSubmit = handleSubmit(async (values) => {
    const sent = blanksToNull(values, OPTIONAL_TEXTS);
    const result = entry ? await updateEducation({ id: entry.id, entry: sent }) : await addEducation(sent);
    const saved = report(
      result,
      entry
        ? { success: 'Education entry updated successfully', failure: 'Failed to update education entry' }
        : { success: 'Education entry added successfully', failure: 'Failed to add education entry' },
    );
    if (saved && result.data) onDone(result.data);
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
