import type { JobRole, JobRoleInput } from '@agency/contracts';
import { FormDialog } from '@agency/ui';
import { useReportResult } from '../../shared/forms/useReportResult';
import { keepOpenWhileListShown } from '../../shared/pickers/SearchPicker';
import { JobRoleForm } from './JobRoleForm';
import { useAddJobRoleMutation, useUpdateJobRoleMutation } from '../../shared/api/jobRolesApi';

/** 'Add New Job Role' (from the Job Roles screen and the header's 'Add New'). */
export function AddJobRoleDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [addJobRole] = useAddJobRoleMutation();
  const report = useReportResult();

  async function save(role: JobRoleInput) {
    const added = report(await addJobRole(role), {
      success: { title: 'Success', description: 'Job role added successfully' },
      failure: { title: 'Error', description: 'Failed to add job role' },
    });
    // On failure the dialog stays open with what was typed.
    if (added) onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Add New Job Role"
      wide
      onEscapeKeyDown={keepOpenWhileListShown}
    >
      <JobRoleForm label="Add New Job Role" submitLabel="Add Job Role" busyLabel="Adding..." onSave={save} />
    </FormDialog>
  );
}

/** 'Edit Job Role': the same form, filled with the role; open while `role` is set. */
export function EditJobRoleDialog({ role, onClose }: { role: JobRole | null; onClose: () => void }) {
  const [updateJobRole] = useUpdateJobRoleMutation();
  const report = useReportResult();

  async function save(changes: JobRoleInput) {
    if (!role) return;
    const updated = report(await updateJobRole({ id: role.id, changes }), {
      success: { title: 'Success', description: 'Job role updated successfully' },
      failure: { title: 'Error', description: 'Failed to update job role' },
    });
    if (updated) onClose();
  }

  return (
    <FormDialog open={role !== null} onClose={onClose} title="Edit Job Role" wide onEscapeKeyDown={keepOpenWhileListShown}>
      {role && (
        <JobRoleForm label="Edit Job Role" role={role} submitLabel="Save Changes" busyLabel="Saving..." onSave={save} />
      )}
    </FormDialog>
  );
}
