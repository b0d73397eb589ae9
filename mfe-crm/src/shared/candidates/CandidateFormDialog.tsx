import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextLimit, type Candidate, type CandidateInput } from '@agency/contracts';
import { CountedTextArea, FieldRow, FormDialog, FormDialogFooter, FormField, FormStack, Input } from '@agency/ui';
import { OptionSelect } from '../forms/OptionSelect';
import { useReportResult } from '../forms/useReportResult';
import { AVAILABILITY_OPTIONS } from './availability';
import {
  CandidateFormSchema,
  EMPTY_CANDIDATE,
  candidateFormValues,
  type CandidateFormValues,
} from './candidateForm';
import { useAddCandidateMutation, useUpdateCandidateMutation } from '../api/candidatesApi';
import { CustomFieldInputs } from '../custom-fields/CustomFieldInputs';
import { useCustomFieldValues } from '../custom-fields/useCustomFieldValues';

/** 'Add New Candidate' (the page's button and the header's 'Add New' menu). */
export function AddCandidateDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [addCandidate] = useAddCandidateMutation();
  const report = useReportResult();
  return (
    <FormDialog open={open} onClose={() => onOpenChange(false)} title="Add New Candidate" wide>
      <CandidateForm
        label="Add New Candidate"
        values={EMPTY_CANDIDATE}
        submitLabel="Add Candidate"
        busyLabel="Adding..."
        onSave={async (candidate) =>
          report(await addCandidate(candidate), {
            success: { title: 'Success', description: 'Candidate added successfully' },
            failure: { title: 'Error', description: 'Failed to add candidate' },
          })
        }
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

/**
 * Under the e-mail of a candidate who may have a portal account: staff change the contact e-mail, never the
 * portal sign-in (decision 0114).
 */
export const PORTAL_SIGN_IN_HINT = "Changes the contact e-mail only. The candidate's portal sign-in stays as it is: only they can change it, in the portal.";

/** 'Edit Candidate': the same form, filled with the candidate's values; open while `candidate` is set. */
export function EditCandidateDialog({
  candidate,
  onClose,
}: {
  candidate: Candidate | null;
  onClose: () => void;
}) {
  const [updateCandidate] = useUpdateCandidateMutation();
  const report = useReportResult();
  return (
    <FormDialog open={candidate !== null} onClose={onClose} title="Edit Candidate" description={candidate?.name} wide>
      {candidate && (
        <CandidateForm
          label="Edit Candidate"
          values={candidateFormValues(candidate)}
          customFields={candidate.customFields}
          emailHint={PORTAL_SIGN_IN_HINT}
          submitLabel="Save Changes"
          busyLabel="Saving..."
          onSave={async (changes) =>
            report(await updateCandidate({ id: candidate.id, changes }), {
              success: { title: 'Success', description: 'Candidate updated successfully' },
              failure: { title: 'Error', description: 'Failed to update candidate' },
            })
          }
          onDone={onClose}
        />
      )}
    </FormDialog>
  );
}

/**
 * The candidate form both dialogs share. Full Name is required, everything else optional (spec section
 * 5); on failure the dialog stays open with what was typed (e.g. an e-mail another candidate has).
 */
function CandidateForm({
  label,
  values,
  customFields,
  emailHint,
  submitLabel,
  busyLabel,
  onSave,
  onDone,
}: {
  label: string;
  values: CandidateFormValues;
  /** The stored custom field values (decision 0125). */
  customFields?: Candidate['customFields'];
  emailHint?: string;
  submitLabel: string;
  busyLabel: string;
  onSave: (candidate: CandidateInput) => Promise<boolean>;
  onDone: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(CandidateFormSchema), defaultValues: values });

  const custom = useCustomFieldValues('candidate', customFields);

  const onSubmit = handleSubmit(async (candidate) => {
    const checked = custom.checked();
    if (!checked) return;
    if (await onSave(checked.values === undefined ? candidate : { ...candidate, customFields: checked.values })) onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <FormStack>
        <FormField label="Full Name *" error={errors.name}>
          {(control) => <Input {...control} autoComplete="off" {...register('name')} />}
        </FormField>
        <FieldRow>
          <FormField label="Email" error={errors.email} hint={emailHint}>
            {(control) => <Input {...control} type="email" autoComplete="off" {...register('email')} />}
          </FormField>
          <FormField label="Phone" error={errors.phone}>
            {(control) => <Input {...control} type="tel" autoComplete="off" {...register('phone')} />}
          </FormField>
        </FieldRow>
        <FieldRow>
          <FormField label="Current Role" error={errors.currentRole}>
            {(control) => <Input {...control} autoComplete="off" {...register('currentRole')} />}
          </FormField>
          <FormField label="Location" error={errors.location}>
            {(control) => <Input {...control} autoComplete="off" {...register('location')} />}
          </FormField>
        </FieldRow>
        <FieldRow>
          <FormField label="LinkedIn URL" error={errors.linkedinUrl}>
            {(control) => (
              <Input
                {...control}
                type="url"
                placeholder="https://linkedin.com/in/..."
                {...register('linkedinUrl')}
              />
            )}
          </FormField>
          <FormField label="CV URL" error={errors.cvUrl}>
            {(control) => <Input {...control} type="url" placeholder="https://" {...register('cvUrl')} />}
          </FormField>
        </FieldRow>
        <FormField label="Skills" error={errors.skills}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              placeholder="Comma-separated, e.g. React, TypeScript, Node.js"
              {...register('skills')}
            />
          )}
        </FormField>
        <FormField label="Availability" error={errors.availability}>
          {(control) => (
            <OptionSelect {...control} options={AVAILABILITY_OPTIONS} {...register('availability')} />
          )}
        </FormField>
        <FormField label="Summary" error={errors.summary}>
          {(control) => <CountedTextArea rows={4} limit={TextLimit.text} {...control} {...register('summary')} />}
        </FormField>
        <CustomFieldInputs form={custom} />
      </FormStack>
      <FormDialogFooter submitting={isSubmitting} label={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}
