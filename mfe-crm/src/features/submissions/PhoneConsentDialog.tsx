import { useState, type FormEvent } from 'react';
import { PhoneConsentInput, TextLimit, type Submission } from '@agency/contracts';
import { FormDialog, FormDialogFooter, FormField, FormStack, Input } from '@agency/ui';
import { useRecordPhoneConsentMutation } from '../../shared/api/submissionsApi';
import { useReportResult } from '../../shared/forms/useReportResult';

/** The form, mounted while the dialog is open, so each opening starts empty. */
function PhoneConsentForm({ submission, name, onClose }: { submission: Submission; name: string; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [record, { isLoading }] = useRecordPhoneConsentMutation();
  const report = useReportResult();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = PhoneConsentInput.safeParse({ note });
    if (!input.success) return setProblem(input.error.issues[0]?.message);
    setProblem(undefined);
    const recorded = report(await record({ id: submission.id, jobRoleId: submission.jobRoleId, ...input.data }), {
      success: { title: 'Consent recorded', description: `${name} is submitted to the client` },
      failure: { title: 'Error', description: `Failed to record the consent of ${name}` },
    });
    if (recorded) onClose();
  }

  return (
    <form onSubmit={submit} noValidate>
      <FormStack>
        <FormField label="Note" error={problem ? { message: problem } : undefined} hint="When and how the candidate agreed, e.g. on a call on Tuesday morning.">
          {(control) => <Input {...control} value={note} maxLength={TextLimit.line} onChange={(event) => setNote(event.target.value)} />}
        </FormField>
      </FormStack>
      <FormDialogFooter submitting={isLoading} label="Record consent" busyLabel="Recording..." />
    </form>
  );
}

/**
 * 'Record phone consent' (decision 0132): the candidate agreed on a call rather than in the portal. The note of
 * what was said is required; the submission then reaches the client and the card moves to 'Submitted to client'.
 */
export function PhoneConsentDialog({ submission, name, open, onClose }: { submission: Submission; name: string; open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose} title={`Record phone consent: ${name}`} description="Only when the candidate agreed to be put forward for this role.">
      <PhoneConsentForm submission={submission} name={name} onClose={onClose} />
    </FormDialog>
  );
}
