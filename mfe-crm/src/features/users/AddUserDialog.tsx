import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { NewUserInput } from '@agency/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Muted, PasswordInput } from '@agency/ui';
import { OptionSelect } from '../../shared/forms/OptionSelect';
import { useReportResult } from '../../shared/forms/useReportResult';
import { ROLE_OPTIONS } from '../../shared/session/roles';
import { useAddUserMutation } from '../../shared/api/usersApi';

const Invite = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => `${theme.space(3)} 0 ${theme.space(4)}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  input {
    width: 1rem;
    height: 1rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * 'Add New Team Member': full name, email and role (recruiter by default), and by default 'Invite by e-mail': the
 * member is sent a link to choose their own password (decisions 0100, 0118); unticked, a password typed here.
 */
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
  // Inviting is the default: an administrator should not have to know, or pass on, a colleague's password.
  const [invite, setInvite] = useState(true);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewUserInput, unknown, NewUserInput>({
    // An invitation sends no password: the contract then has none to check.
    resolver: (values, context, options) => zodResolver(NewUserInput)(invite ? { ...values, password: undefined } : values, context, options),
    defaultValues: { name: '', email: '', password: '', role: 'recruiter' },
  });

  const onSubmit = handleSubmit(async (user) => {
    const added = report(await addUser(user), {
      success: invite
        ? { title: 'Invitation sent', description: `${user.email} gets a link to choose a password` }
        : { title: 'User added successfully', description: 'The new team member has been created' },
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
      <Invite>
        <input id="invite-by-email" type="checkbox" checked={invite} onChange={(event) => setInvite(event.target.checked)} />
        <label htmlFor="invite-by-email">Invite by e-mail: they choose their own password</label>
      </Invite>
      {invite ? (
        <Muted style={{ marginBottom: '1rem' }}>They get an e-mail with a link to choose their password, valid for 72 hours.</Muted>
      ) : (
        <FormField label="Password" error={errors.password}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('password')} />}
        </FormField>
      )}
      <FormField label="Role" error={errors.role}>
        {(control) => <OptionSelect {...control} options={ROLE_OPTIONS} {...register('role')} />}
      </FormField>
      <FormDialogFooter submitting={isSubmitting} label="Add User" busyLabel="Adding..." />
    </form>
  );
}
