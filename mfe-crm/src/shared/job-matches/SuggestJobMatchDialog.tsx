import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialog, FormDialogFooter, FormField, FormStack, Input, TextArea } from '@agency/ui';
import { useReportResult } from '../forms/useReportResult';
import { CandidatePicker } from '../pickers/CandidatePicker';
import { JobRolePicker } from '../pickers/JobRolePicker';
import { PickerField } from '../pickers/PickerField';
import { keepOpenWhileListShown, type Picked } from '../pickers/SearchPicker';
import { JobMatchFormSchema, type JobMatchFormValues } from './jobMatchForm';
import { useSuggestJobMatchMutation } from '../api/portalApi';

/** Who or what the suggestion is for: a candidate (the role is picked) or a job role (the candidate is). */
export type SuggestionFor = { candidate: Picked } | { jobRole: Picked };

/**
 * 'Suggest Job Match': a job role for a candidate, with a match score (0-100 %) and notes, shown in the
 * candidate's portal under Job Matches. Opened from 'Candidate Details' (the role is picked) and from a
 * job role card's 'Suggest to Candidate' (the candidate is picked); open while `suggestion` is set. On
 * failure (e.g. the role was already suggested to them) it stays open with what was typed.
 */
export function SuggestJobMatchDialog({
  suggestion,
  onClose,
}: {
  suggestion: SuggestionFor | null;
  onClose: () => void;
}) {
  const description = !suggestion
    ? undefined
    : 'candidate' in suggestion
      ? `Suggest a job role to ${suggestion.candidate.name}. It appears in their portal under Job Matches.`
      : `Suggest ${suggestion.jobRole.name} to a candidate. It appears in their portal under Job Matches.`;
  return (
    <FormDialog
      open={suggestion !== null}
      onClose={onClose}
      title="Suggest Job Match"
      description={description}
      wide
      onEscapeKeyDown={keepOpenWhileListShown}
    >
      {suggestion && <SuggestJobMatchForm suggestion={suggestion} onDone={onClose} />}
    </FormDialog>
  );
}

function SuggestJobMatchForm({ suggestion, onDone }: { suggestion: SuggestionFor; onDone: () => void }) {
  const [suggestJobMatch] = useSuggestJobMatchMutation();
  const report = useReportResult();
  const defaultValues: JobMatchFormValues = {
    candidateId: 'candidate' in suggestion ? suggestion.candidate.id : '',
    jobRoleId: 'jobRole' in suggestion ? suggestion.jobRole.id : '',
    matchScore: '',
    notes: '',
  };
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(JobMatchFormSchema), defaultValues });

  const onSubmit = handleSubmit(async (match) => {
    const suggested = report(await suggestJobMatch(match), {
      success: { title: 'Success', description: 'Job match suggested successfully' },
      failure: { title: 'Error', description: 'Failed to suggest job match' },
    });
    if (suggested) onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Suggest Job Match">
      <FormStack>
        {'candidate' in suggestion ? (
          <PickerField
            label="Job Role *"
            error={errors.jobRoleId}
            control={control}
            name="jobRoleId"
            picker={JobRolePicker}
          />
        ) : (
          <PickerField
            label="Candidate *"
            error={errors.candidateId}
            control={control}
            name="candidateId"
            picker={CandidatePicker}
          />
        )}
        <FormField label="Match Score (%)" error={errors.matchScore}>
          {(controlProps) => (
            <Input
              {...controlProps}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              placeholder="0-100"
              {...register('matchScore')}
            />
          )}
        </FormField>
        <FormField label="Notes" error={errors.notes}>
          {(controlProps) => (
            <TextArea
              rows={4}
              {...controlProps}
              placeholder="Why this role suits the candidate"
              {...register('notes')}
            />
          )}
        </FormField>
      </FormStack>
      <FormDialogFooter submitting={isSubmitting} label="Suggest Match" busyLabel="Suggesting..." />
    </form>
  );
}
