import { useState, type FormEvent } from 'react';
import { TextLimit } from '@agency/contracts';
import { FormDialog, FormDialogFooter, FormStack, Label, TextArea, FieldError } from '@agency/ui';

/** A rejection asks why: the reason is kept with the application for the team (decision 0120). */
export function RejectDialog({
  candidateName,
  open,
  saving,
  onClose,
  onReject,
}: {
  candidateName: string;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') return setMissing(true);
    onReject(reason.trim());
  }
  return (
    <FormDialog open={open} onClose={onClose} title="Reject application" description={`Why is the application of ${candidateName} rejected?`}>
      <form onSubmit={submit} noValidate>
        <FormStack>
          <div>
            <Label htmlFor="rejection-reason">Reason</Label>
            <TextArea
              id="rejection-reason"
              value={reason}
              maxLength={TextLimit.text}
              aria-invalid={missing}
              aria-describedby={missing ? 'rejection-reason-error' : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
            />
            {missing && <FieldError id="rejection-reason-error">Please give a reason for the rejection.</FieldError>}
          </div>
        </FormStack>
        <FormDialogFooter submitting={saving} label="Reject" busyLabel="Rejecting..." />
      </form>
    </FormDialog>
  );
}
