import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EmployerInput, TextLimit, type Employer } from '@agency/contracts';
import { CountedTextArea, FieldRow, FormDialogFooter, FormField, FormStack, Input } from '@agency/ui';
import { OptionSelect } from '../forms/OptionSelect';
import { EMPLOYER_STATUS_OPTIONS } from './status';

/** The form's values: an employer as stored, with every missing text as an empty field. */
export function employerFormValues(employer?: Employer): EmployerInput {
  return {
    name: employer?.name ?? '',
    industry: employer?.industry ?? '',
    location: employer?.location ?? '',
    contactPerson: employer?.contactPerson ?? '',
    contactEmail: employer?.contactEmail ?? '',
    contactPhone: employer?.contactPhone ?? '',
    website: employer?.website ?? '',
    status: employer?.status ?? 'active',
    description: employer?.description ?? '',
  };
}

/**
 * The employer form of 'Add New Employer' and 'Edit Employer' (spec section 5: Company Name is required,
 * everything else optional). `onSave` answers whether it was saved; the dialog closes only then.
 */
export function EmployerForm({
  label,
  employer,
  submitLabel,
  busyLabel,
  onSave,
}: {
  label: string;
  employer?: Employer;
  submitLabel: string;
  busyLabel: string;
  onSave: (employer: EmployerInput) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(EmployerInput), defaultValues: employerFormValues(employer) });

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={label}>
      <FormStack>
        <FormField label="Company Name *" error={errors.name}>
          {(control) => <Input {...control} autoComplete="organization" {...register('name')} />}
        </FormField>
        <FieldRow>
          <FormField label="Industry" error={errors.industry}>
            {(control) => <Input {...control} {...register('industry')} />}
          </FormField>
          <FormField label="Location" error={errors.location}>
            {(control) => <Input {...control} {...register('location')} />}
          </FormField>
        </FieldRow>
        <FieldRow>
          <FormField label="Contact Person" error={errors.contactPerson}>
            {(control) => <Input {...control} autoComplete="off" {...register('contactPerson')} />}
          </FormField>
          <FormField label="Contact Email" error={errors.contactEmail}>
            {(control) => <Input {...control} type="email" autoComplete="off" {...register('contactEmail')} />}
          </FormField>
        </FieldRow>
        <FieldRow>
          <FormField label="Contact Phone" error={errors.contactPhone}>
            {(control) => <Input {...control} type="tel" autoComplete="off" {...register('contactPhone')} />}
          </FormField>
          <FormField label="Website" error={errors.website}>
            {(control) => <Input {...control} type="url" placeholder="https://" {...register('website')} />}
          </FormField>
        </FieldRow>
        <FormField label="Status" error={errors.status}>
          {(control) => <OptionSelect {...control} options={EMPLOYER_STATUS_OPTIONS} {...register('status')} />}
        </FormField>
        <FormField label="Description" error={errors.description}>
          {(control) => <CountedTextArea rows={4} limit={TextLimit.long} {...control} {...register('description')} />}
        </FormField>
      </FormStack>
      <FormDialogFooter submitting={isSubmitting} label={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}
