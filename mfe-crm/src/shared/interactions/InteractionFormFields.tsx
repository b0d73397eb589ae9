import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { InteractionInput, InteractionUpdate } from '@agency/contracts';
import { FieldRow, FormDialogFooter, FormField, FormStack, Input, TextArea } from '@agency/ui';
import { OptionSelect } from '../forms/OptionSelect';
import { CandidatePicker } from '../pickers/CandidatePicker';
import { EmployerPicker } from '../pickers/EmployerPicker';
import { JobRolePicker } from '../pickers/JobRolePicker';
import { PickerField } from '../pickers/PickerField';
import { AssigneeSelect } from '../tasks/AssigneeSelect';
import { InteractionFormSchema, type InteractionFormValues, type InteractionLinks } from './interactionForm';
import { INTERACTION_STATUS_OPTIONS, INTERACTION_TYPE_OPTIONS, OUTCOME_SUGGESTIONS } from './interactionTypes';
import { INTERVIEW_LENGTH_OPTIONS, TIME_ZONES } from './interviewDetails';

/**
 * The fields (spec section 5): type, subject and date-time required; status; candidate, employer and job
 * role optional, each found on the server; an interview's location, length and the candidate's time zone
 * (decision 0122); description, outcome, next steps, and the day they are due and for whom (a task, decision 0135). A new interaction sends every field; an edit sends only
 * those changed (a PUT keeps what it is not sent).
 */
export function InteractionFormFields({
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
  const zonesId = useId();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm({ resolver: zodResolver(InteractionFormSchema), defaultValues: values });
  const isInterview = useWatch({ control, name: 'type' }) === 'interview';
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
          <PickerField label="Candidate" error={errors.candidateId} control={control} name="candidateId" picker={CandidatePicker} initial={links.candidate} />
          <PickerField label="Employer" error={errors.employerId} control={control} name="employerId" picker={EmployerPicker} initial={links.employer} />
        </FieldRow>
        <PickerField label="Job Role" error={errors.jobRoleId} control={control} name="jobRoleId" picker={JobRolePicker} initial={links.jobRole} />
        {isInterview && (
          <>
            <FieldRow>
              <FormField label="Location" hint="An address, or a video link" error={errors.location}>
                {(controlProps) => <Input {...controlProps} autoComplete="off" {...register('location')} />}
              </FormField>
              <FormField label="Length" error={errors.durationMinutes}>
                {(controlProps) => (
                  <OptionSelect {...controlProps} options={INTERVIEW_LENGTH_OPTIONS} {...register('durationMinutes')} />
                )}
              </FormField>
            </FieldRow>
            <FormField
              label="Candidate's time zone"
              hint="The invitation gives the time in this zone; left empty, in UTC"
              error={errors.timeZone}
            >
              {(controlProps) => (
                <>
                  <Input
                    {...controlProps}
                    list={zonesId}
                    placeholder="e.g. Europe/London"
                    autoComplete="off"
                    {...register('timeZone')}
                  />
                  <datalist id={zonesId}>
                    {TIME_ZONES.map((zone) => (
                      <option key={zone} value={zone} />
                    ))}
                  </datalist>
                </>
              )}
            </FormField>
          </>
        )}
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
        <FieldRow>
          <FormField label="Due" hint="With next steps, a task on the assignee's list" error={errors.nextStepsDue}>
            {(controlProps) => <Input {...controlProps} type="date" {...register('nextStepsDue')} />}
          </FormField>
          <FormField label="Assign to" error={errors.nextStepsAssigneeId}>
            {(controlProps) => (
              <AssigneeSelect {...controlProps} emptyLabel={changesOnly ? 'Who logged it' : 'Me'} {...register('nextStepsAssigneeId')} />
            )}
          </FormField>
        </FieldRow>
      </FormStack>
      <FormDialogFooter submitting={isSubmitting} label={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}
