import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { z } from 'zod';
import { EmployerContactInput, EmployerInput, MAX_EMPLOYER_CONTACTS, TextLimit, type Employer } from '@agency/contracts';
import { Button, CountedTextArea, FieldRow, FormDialogFooter, FormField, FormStack, Input } from '@agency/ui';
import { OptionSelect } from '../forms/OptionSelect';
import { EMPLOYER_STATUS_OPTIONS } from './status';
import { CustomFieldInputs } from '../custom-fields/CustomFieldInputs';
import { useCustomFieldValues } from '../custom-fields/useCustomFieldValues';

const CONTACT_DETAILS_NEED_A_NAME = 'Contact Person is required when the contact has a job title or other contacts are listed';

/**
 * The form: the main contact in the spec's fields (Contact Person, Contact Email, Contact Phone) with a job
 * title, and any further contacts below them (decision 0119).
 */
const EmployerFormSchema = EmployerInput.omit({ contacts: true })
  .extend({
    contactJobTitle: EmployerContactInput.shape.jobTitle,
    otherContacts: z.array(EmployerContactInput).max(MAX_EMPLOYER_CONTACTS - 1),
  })
  .refine((form) => Boolean(form.contactPerson) || (!form.contactJobTitle && form.otherContacts.length === 0), {
    message: CONTACT_DETAILS_NEED_A_NAME,
    path: ['contactPerson'],
  });
type EmployerFormValues = z.input<typeof EmployerFormSchema>;
type EmployerFormOutput = z.output<typeof EmployerFormSchema>;

const blankContact = { name: '', jobTitle: '', email: '', phone: '' };

/** The form's values: an employer as stored, with every missing text as an empty field. */
export function employerFormValues(employer?: Employer): EmployerFormValues {
  const [main, ...others] = employer?.contacts ?? [];
  return {
    name: employer?.name ?? '',
    industry: employer?.industry ?? '',
    location: employer?.location ?? '',
    contactPerson: main?.name ?? employer?.contactPerson ?? '',
    contactJobTitle: main?.jobTitle ?? '',
    contactEmail: main?.email ?? employer?.contactEmail ?? '',
    contactPhone: main?.phone ?? employer?.contactPhone ?? '',
    otherContacts: others.map((contact) => ({ name: contact.name, jobTitle: contact.jobTitle ?? '', email: contact.email ?? '', phone: contact.phone ?? '' })),
    website: employer?.website ?? '',
    status: employer?.status ?? 'active',
    description: employer?.description ?? '',
  };
}

/**
 * What is sent: the list of contacts once there is more than the spec's single contact; the single fields
 * alone otherwise (the service reads them as the one contact).
 */
export function employerInputOf({ contactJobTitle, otherContacts, ...employer }: EmployerFormOutput): EmployerInput {
  if (!contactJobTitle && otherContacts.length === 0) return employer;
  const main = { name: employer.contactPerson ?? '', jobTitle: contactJobTitle, email: employer.contactEmail, phone: employer.contactPhone };
  return { ...employer, contacts: [main, ...otherContacts] };
}

const ContactGroup = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

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
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmployerFormValues, unknown, EmployerFormOutput>({ resolver: zodResolver(EmployerFormSchema), defaultValues: employerFormValues(employer) });
  const others = useFieldArray({ control, name: 'otherContacts' });
  const custom = useCustomFieldValues('employer', employer?.customFields);

  return (
    <form
      onSubmit={handleSubmit((values) => {
        const checked = custom.checked();
        if (!checked) return;
        const input = employerInputOf(values);
        return onSave(checked.values === undefined ? input : { ...input, customFields: checked.values });
      })}
      noValidate
      aria-label={label}
    >
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
          <FormField label="Contact Job Title" error={errors.contactJobTitle}>
            {(control) => <Input {...control} autoComplete="off" {...register('contactJobTitle')} />}
          </FormField>
        </FieldRow>
        {others.fields.map((field, index) => {
          const fieldErrors = errors.otherContacts?.[index];
          return (
            <ContactGroup key={field.id}>
              <legend>Contact {index + 2}</legend>
              <FieldRow>
                <FormField label="Name *" error={fieldErrors?.name}>
                  {(control) => <Input {...control} autoComplete="off" {...register(`otherContacts.${index}.name`)} />}
                </FormField>
                <FormField label="Job Title" error={fieldErrors?.jobTitle}>
                  {(control) => <Input {...control} autoComplete="off" {...register(`otherContacts.${index}.jobTitle`)} />}
                </FormField>
              </FieldRow>
              <FieldRow>
                <FormField label="Email" error={fieldErrors?.email}>
                  {(control) => <Input {...control} type="email" autoComplete="off" {...register(`otherContacts.${index}.email`)} />}
                </FormField>
                <FormField label="Phone" error={fieldErrors?.phone}>
                  {(control) => <Input {...control} type="tel" autoComplete="off" {...register(`otherContacts.${index}.phone`)} />}
                </FormField>
              </FieldRow>
              <div>
                <Button type="button" $variant="outline" $size="sm" onClick={() => others.remove(index)}>
                  Remove contact {index + 2}
                </Button>
              </div>
            </ContactGroup>
          );
        })}
        {others.fields.length < MAX_EMPLOYER_CONTACTS - 1 && (
          <div>
            <Button type="button" $variant="outline" $size="sm" onClick={() => others.append(blankContact)}>
              Add Contact
            </Button>
          </div>
        )}
        <FormField label="Website" error={errors.website}>
          {(control) => <Input {...control} type="url" placeholder="https://" {...register('website')} />}
        </FormField>
        <FormField label="Status" error={errors.status}>
          {(control) => <OptionSelect {...control} options={EMPLOYER_STATUS_OPTIONS} {...register('status')} />}
        </FormField>
        <FormField label="Description" error={errors.description}>
          {(control) => <CountedTextArea rows={4} limit={TextLimit.long} {...control} {...register('description')} />}
        </FormField>
        <CustomFieldInputs form={custom} />
      </FormStack>
      <FormDialogFooter submitting={isSubmitting} label={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}
