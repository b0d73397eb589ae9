import type { Employer, EmployerInput } from '@agency/contracts';
import { FormDialog } from '@agency/ui';
import { useReportResult } from '../forms/useReportResult';
import { EmployerForm } from './EmployerForm';
import { useAddEmployerMutation, useUpdateEmployerMutation } from '../api/employersApi';

/** 'Add New Employer' (from the Employers screen and the header's 'Add New'). */
export function AddEmployerDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [addEmployer] = useAddEmployerMutation();
  const report = useReportResult();

  async function save(employer: EmployerInput) {
    const added = report(await addEmployer(employer), {
      success: { title: 'Success', description: 'Employer added successfully' },
      failure: { title: 'Error', description: 'Failed to add employer' },
    });
    // On failure the dialog stays open with what was typed.
    if (added) onOpenChange(false);
  }

  return (
    <FormDialog open={open} onClose={() => onOpenChange(false)} title="Add New Employer" wide>
      <EmployerForm label="Add New Employer" submitLabel="Add Employer" busyLabel="Adding..." onSave={save} />
    </FormDialog>
  );
}

/** 'Edit Employer': the same form, filled with the employer; open while `employer` is set. */
export function EditEmployerDialog({ employer, onClose }: { employer: Employer | null; onClose: () => void }) {
  const [updateEmployer] = useUpdateEmployerMutation();
  const report = useReportResult();

  async function save(changes: EmployerInput) {
    if (!employer) return;
    const updated = report(await updateEmployer({ id: employer.id, changes }), {
      success: { title: 'Success', description: 'Employer updated successfully' },
      failure: { title: 'Error', description: 'Failed to update employer' },
    });
    if (updated) onClose();
  }

  return (
    <FormDialog open={employer !== null} onClose={onClose} title="Edit Employer" wide>
      {employer && (
        <EmployerForm
          label="Edit Employer"
          employer={employer}
          submitLabel="Save Changes"
          busyLabel="Saving..."
          onSave={save}
        />
      )}
    </FormDialog>
  );
}
