import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { NewUserInput } from '@agency/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, PasswordInput } from '@agency/ui';
import { OptionSelect } from '../../shared/forms/OptionSelect';
import { useReportResult } from '../../shared/forms/useReportResult';
import { ROLE_OPTIONS } from './roles';
import { useAddUserMutation } from '../../shared/api/usersApi';

/** 'Add New Team Member': full name, email, password and role (recruiter by default), all required. */
export function AddUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Add New Team Member"
      description="They sign in with this email and password."
    >
      <AddUserForm onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AddUserForm({ onDone }: { onDone: () => void }) {
  const [addUser] = useAddUserMutation();
  const report = useReportResult();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(NewUserInput),
    defaultValues: { name: '', email: '', password: '', role: 'recruiter' },
  });

  const onSubmit = handleSubmit(async (user) => {
    const added = report(await addUser(user), {
      success: { title: 'User added successfully', description: 'The new team member has been created' },
      failure: 'Error adding user',
    });
    // On failure the dialog stays open with what was typed, so the user can correct it (e.g. an email in use).
    if (added) onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add New Team Member">
      <FormField label="Full Name" error={errors.name}>
        {(control) => <Input {...control} autoComplete="off" {...register('name')} />}
      </FormField>
      <FormField label="Email" error={errors.email}>
        {(control) => <Input {...control} type="email" autoComplete="off" {...register('email')} />}
      </FormField>
      <FormField label="Password" error={errors.password}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('password')} />}
      </FormField>
      <FormField label="Role" error={errors.role}>
        {(control) => <OptionSelect {...control} options={ROLE_OPTIONS} {...register('role')} />}
      </FormField>
      <FormDialogFooter submitting={isSubmitting} label="Add User" busyLabel="Adding..." />
    </form>
  );
}
