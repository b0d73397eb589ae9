import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserUpdateInput, type User } from '@agency/contracts';
import { FormDialog, FormDialogFooter, FormField, Input } from '@agency/ui';
import { OptionSelect } from '../../shared/forms/OptionSelect';
import { useReportResult } from '../../shared/forms/useReportResult';
import { ROLE_OPTIONS, STATUS_OPTIONS } from '../../shared/session/roles';
import { useUpdateUserMutation } from '../../shared/api/usersApi';

/**
 * 'Edit Team Member': name, role and status (the spec shows an edit button without saying what it
 * does; decision 0011). The server refuses what would lock the team out (disabling yourself, demoting
 * the last administrator) with a message, shown in the failure toast.
 */
export function EditUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  return (
    <FormDialog open={user !== null} onClose={onClose} title="Edit Team Member" description={user?.email}>
      {user && <EditUserForm user={user} onDone={onClose} />}
    </FormDialog>
  );
}

function EditUserForm({ user, onDone }: { user: User; onDone: () => void }) {
  const [updateUser] = useUpdateUserMutation();
  const report = useReportResult();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(UserUpdateInput),
    defaultValues: { name: user.name, role: user.role, status: user.status },
  });

  const onSubmit = handleSubmit(async (changes) => {
    const updated = report(await updateUser({ id: user.id, changes }), {
      success: { title: 'User updated', description: 'Team member has been updated' },
      failure: 'Error updating user',
    });
    if (updated) onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit Team Member">
      <FormField label="Full Name" error={errors.name}>
        {(control) => <Input {...control} autoComplete="off" {...register('name')} />}
      </FormField>
      <FormField label="Role" error={errors.role}>
        {(control) => <OptionSelect {...control} options={ROLE_OPTIONS} {...register('role')} />}
      </FormField>
      <FormField label="Status" error={errors.status}>
        {(control) => <OptionSelect {...control} options={STATUS_OPTIONS} {...register('status')} />}
      </FormField>
      <FormDialogFooter submitting={isSubmitting} label="Save Changes" busyLabel="Saving..." />
    </form>
  );
}
