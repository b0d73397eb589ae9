import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { NewApiKeyInput, type CreatedApiKey } from '@agency/contracts';
import { FormDialogFooter, FormField, Input } from '@agency/ui';
import { useCreateApiKeyMutation } from '../../shared/api/apiKeysApi';
import { OptionSelect } from '../../shared/forms/OptionSelect';
import { useReportResult } from '../../shared/forms/useReportResult';
import { ROLE_OPTIONS } from '../../shared/session/roles';
import { SecretShownOnceDialog } from './SecretShownOnce';

/**
 * 'Create API key': a name and the role the key acts as; then, once, the key itself with a copy button. Only a
 * fingerprint of it is kept, so closing the dialog is the last chance to copy it (decision 0109).
 */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SecretShownOnceDialog<CreatedApiKey>
      open={open}
      onClose={onClose}
      title="Create API key"
      description="The key acts as a team member of the role you choose, on the staff routes of the API."
      shownTitle="Copy your new API key"
      what="key"
      form={(onCreated) => <CreateApiKeyForm onCreated={onCreated} />}
      secretOf={(created) => ({ secret: created.secret, label: `API key for ${created.apiKey.name}` })}
    >
      Keep it somewhere safe, such as the other system's settings. If it is lost, revoke it and create a new
      one.
    </SecretShownOnceDialog>
  );
}

function CreateApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const [createApiKey] = useCreateApiKeyMutation();
  const report = useReportResult();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewApiKeyInput, unknown, NewApiKeyInput>({
    resolver: zodResolver(NewApiKeyInput),
    defaultValues: { name: '', role: 'recruiter' },
  });

  const onSubmit = handleSubmit(async (input) => {
    const result = await createApiKey(input);
    if (
      report(result, {
        success: { title: 'API key created', description: `${input.name} can connect now` },
        failure: 'Error creating API key',
      }) &&
      result.data
    ) {
      onCreated(result.data);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create API key">
      <FormField label="Name" error={errors.name}>
        {(control) => (
          <Input {...control} autoComplete="off" placeholder="e.g. Job board feed" {...register('name')} />
        )}
      </FormField>
      <FormField label="Role" error={errors.role}>
        {(control) => <OptionSelect {...control} options={ROLE_OPTIONS} {...register('role')} />}
      </FormField>
      <FormDialogFooter submitting={isSubmitting} label="Create API key" busyLabel="Creating..." />
    </form>
  );
}
