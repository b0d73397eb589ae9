import { Dialog, DialogClose, DialogContent, DialogFooter } from './dialog';
import { Button, UserText } from './primitives';

/**
 * The confirmation before a delete (spec: Employers, Job Roles): 'Are you sure you want to delete
 * "{name}"? This action cannot be undone.', Cancel, and Delete reading 'Deleting...' while it runs.
 * Open while `name` is set; it cannot be dismissed while the delete runs. The CRM's screens use it, and
 * both remotes' documents (moved here from the CRM when the portal needed it, decision 0088). `action` names
 * another ending than a delete, e.g. revoking an API key: 'revoke', 'Revoke', 'Revoking...'.
 */
export function ConfirmDeleteDialog({
  title,
  name,
  deleting,
  onConfirm,
  onClose,
  action = { verb: 'delete', label: 'Delete', busyLabel: 'Deleting...' },
}: {
  title: string;
  name: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
  action?: { verb: string; label: string; busyLabel: string };
}) {
  return (
    <Dialog open={name !== null} onOpenChange={(open) => !open && !deleting && onClose()}>
      {name !== null && (
        <DialogContent
          role="alertdialog"
          title={title}
          description={
            <>
              Are you sure you want to {action.verb} "<UserText>{name}</UserText>"? This action cannot be undone.
            </>
          }
        >
          <DialogFooter>
            <DialogClose asChild>
              <Button $variant="outline" disabled={deleting}>
                Cancel
              </Button>
            </DialogClose>
            <Button $variant="destructive" disabled={deleting} onClick={onConfirm}>
              {deleting ? action.busyLabel : action.label}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
