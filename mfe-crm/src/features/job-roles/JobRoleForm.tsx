import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { JobRoleInput, TextLimit, type JobRole } from '@agency/contracts';
import { Button, CountedTextArea, DialogContent, Dialog, FieldRow, FormDialogFooter, FormField, FormStack, Input, JobPosting, Muted } from '@agency/ui';
import { OptionSelect } from '../../shared/forms/OptionSelect';
import { EmployerPicker } from '../../shared/pickers/EmployerPicker';
import { useSessionUser } from '../../shared/session/RequireSession';
import { OwnerSelect } from './OwnerSelect';
import { CustomFieldInputs } from '../../shared/custom-fields/CustomFieldInputs';
import { useCustomFieldValues } from '../../shared/custom-fields/useCustomFieldValues';
import { JOB_ROLE_STATUS_OPTIONS, PRIORITY_OPTIONS } from './status';

// The contract's schema, with a message for the one field a person can leave empty without typing in
// it: the employer (its id comes from the picker, so the contract's 'must be a 24-character
// hexadecimal id' would mean nothing to them).
// The owner's '' is 'No owner'.
const JobRoleFormSchema = JobRoleInput.extend({
  employerId: z.string().min(1, 'Employer is required').pipe(JobRoleInput.shape.employerId),
  ownerId: z.union([z.literal('').transform(() => null), JobRoleInput.shape.ownerId]),
});

/** The form's values: a role as stored, with every missing text as an empty field; a new role is its creator's. */
function jobRoleFormValues(role: JobRole | undefined, creatorId: string): z.input<typeof JobRoleFormSchema> {
  return {
    ownerId: role ? (role.owner?.id ?? '') : creatorId,
    // A role whose employer is gone asks for one again rather than sending an id the field does not show.
    employerId: role?.employer ? role.employerId : '',
    title: role?.title ?? '',
    description: role?.description ?? '',
    requirements: role?.requirements ?? '',
    salaryRange: role?.salaryRange ?? '',
    location: role?.location ?? '',
    status: role?.status ?? 'open',
    priority: role?.priority ?? 'medium',
  };
}

/**
 * The job role form of 'Add New Job Role' and 'Edit Job Role' (spec section 5: 'Employer *' and
 * 'Job Title *' are required; a new role is open, of medium priority).
 */
export function JobRoleForm({
  label,
  role,
  submitLabel,
  busyLabel,
  onSave,
}: {
  label: string;
  role?: JobRole;
  submitLabel: string;
  busyLabel: string;
  onSave: (role: JobRoleInput) => Promise<unknown>;
}) {
  const user = useSessionUser();
  const {
    control,
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(JobRoleFormSchema), defaultValues: jobRoleFormValues(role, user.id) });
  // The employer's name, shown in the picker; the form itself holds only its id.
  const initialEmployer = role?.employer ?? null;
  const [employerName, setEmployerName] = useState(initialEmployer?.name);
  const [previewing, setPreviewing] = useState(false);
  const custom = useCustomFieldValues('job-role', role?.customFields);

  return (
    <form
      onSubmit={handleSubmit((input) => {
        const checked = custom.checked();
        if (!checked) return;
        return onSave(checked.values === undefined ? input : { ...input, customFields: checked.values });
      })}
      noValidate
      aria-label={label}
    >
      <FormStack>
        <FormField label="Employer *" error={errors.employerId}>
          {(controlProps) => (
            <Controller
              control={control}
              name="employerId"
              render={({ field }) => (
                <EmployerPicker
                  control={controlProps}
                  initial={initialEmployer}
                  onChange={(employer) => {
                    field.onChange(employer?.id ?? '');
                    setEmployerName(employer?.name);
                  }}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </FormField>
        <FormField label="Job Title *" error={errors.title}>
          {(controlProps) => <Input {...controlProps} autoComplete="off" {...register('title')} />}
        </FormField>
        <FieldRow>
          <FormField label="Location" error={errors.location}>
            {(controlProps) => <Input {...controlProps} {...register('location')} />}
          </FormField>
          <FormField label="Salary Range" error={errors.salaryRange}>
            {(controlProps) => (
              <Input {...controlProps} placeholder="e.g. £45,000 - £55,000" {...register('salaryRange')} />
            )}
          </FormField>
        </FieldRow>
        <FieldRow>
          <FormField label="Status" error={errors.status}>
            {(controlProps) => (
              <OptionSelect {...controlProps} options={JOB_ROLE_STATUS_OPTIONS} {...register('status')} />
            )}
          </FormField>
          <FormField label="Priority" error={errors.priority}>
            {(controlProps) => (
              <OptionSelect {...controlProps} options={PRIORITY_OPTIONS} {...register('priority')} />
            )}
          </FormField>
        </FieldRow>
        <FormField label="Owner" error={errors.ownerId}>
          {(controlProps) => <OwnerSelect {...controlProps} known={role?.owner ?? { id: user.id, name: user.name }} {...register('ownerId')} />}
        </FormField>
        <FormField label="Description" error={errors.description}>
          {(controlProps) => <CountedTextArea rows={4} limit={TextLimit.long} {...controlProps} {...register('description')} />}
        </FormField>
        <FormField label="Requirements" error={errors.requirements}>
          {(controlProps) => (
            <CountedTextArea
              rows={4}
              limit={TextLimit.long}
              {...controlProps}
              placeholder="One a line, or separated by commas"
              {...register('requirements')}
            />
          )}
        </FormField>
        <CustomFieldInputs form={custom} />
      </FormStack>
      <FormDialogFooter
        submitting={isSubmitting}
        label={submitLabel}
        busyLabel={busyLabel}
        before={
          <Button $variant="ghost" onClick={() => setPreviewing(true)}>
            Preview job page
          </Button>
        }
      />
      {/* What visitors will see once the role is open, from what is typed now: a role saved as open is public at once. */}
      <Dialog open={previewing} onOpenChange={setPreviewing}>
        {previewing && (
          <DialogContent title="Job page preview" wide>
            <Muted style={{ marginBottom: '1.5rem' }}>Visitors see this page once the role is saved as open.</Muted>
            <JobPosting level={3} posting={{ ...getValues(), status: getValues('status') ?? 'open', employerName }} />
          </DialogContent>
        )}
      </Dialog>
    </form>
  );
}
