import type { Employer, EmployerInput } from '@agency/contracts';
import { Dialog } from '@agency/ui';
import { WideDialogContent } from '../forms/FormLayout';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <WideDialogContent title="Add New Employer">
        {/* Inside the content: the form is new, and empty, each time the dialog opens. */}
        <EmployerForm label="Add New Employer" submitLabel="Add Employer" busyLabel="Adding..." onSave={save} />
      </WideDialogContent>
    </Dialog>
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
    <Dialog open={employer !== null} onOpenChange={(open) => !open && onClose()}>
      {employer && (
        <WideDialogContent title="Edit Employer">
          <EmployerForm
            label="Edit Employer"
            employer={employer}
            submitLabel="Save Changes"
            busyLabel="Saving..."
            onSave={save}
          />
        </WideDialogContent>
      )}
    </Dialog>
  );
}
