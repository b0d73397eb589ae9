import { Button, DialogClose, DialogFooter } from '@agency/ui';

/** The end of every create or edit dialog: 'Cancel', and the submit button that reads busy while saving. */
export function FormDialogFooter({
  submitting,
  label,
  busyLabel,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button $variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={submitting}>
        {submitting ? busyLabel : label}
      </Button>
    </DialogFooter>
  );
}
