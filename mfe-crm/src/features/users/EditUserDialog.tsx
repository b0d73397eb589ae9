import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserUpdateInput, type User } from '@agency/contracts';
import styled from 'styled-components';
import { Button, FormDialog, FormDialogFooter, FormField, Input, Muted } from '@agency/ui';
import { OptionSelect } from '../../shared/forms/OptionSelect';
import { useReportResult } from '../../shared/forms/useReportResult';
import { ROLE_OPTIONS, statusOptions } from '../../shared/session/roles';
import { useResendInvitationMutation, useUpdateUserMutation } from '../../shared/api/usersApi';

const Invitation = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * 'Edit Team Member': name, role and status (the spec shows an edit button without saying what it
 * does; decision 0011). The server refuses what would lock the team out (disabling yourself, demoting
 * the last administrator) with a message, shown in the failure toast. A member invited by e-mail who has not
 * chosen a password reads 'Invited', and can be sent the invitation again (decision 0118).
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
        {(control) => (
          <OptionSelect {...control} options={statusOptions(user.invitationPending)} {...register('status')} />
        )}
      </FormField>
      {user.invitationPending && <ResendInvitation user={user} />}
      <FormDialogFooter submitting={isSubmitting} label="Save Changes" busyLabel="Saving..." />
    </form>
  );
}

/** 'Resend invitation': a new link by e-mail; the earlier ones stop working (limited to 3 an hour by the server). */
function ResendInvitation({ user }: { user: User }) {
  const [resend, { isLoading }] = useResendInvitationMutation();
  const report = useReportResult();
  return (
    <Invitation>
      <Muted>No password chosen yet.</Muted>
      <Button
        type="button"
        $variant="outline"
        $size="sm"
        disabled={isLoading}
        onClick={async () =>
          report(await resend(user.id), {
            success: { title: 'Invitation sent', description: `${user.email} gets a new link; earlier links no longer work` },
            failure: 'Error sending invitation',
          })
        }
      >
        {isLoading ? 'Sending...' : 'Resend invitation'}
      </Button>
    </Invitation>
  );
}
