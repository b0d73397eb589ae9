import { useState, type FormEvent } from 'react';
import { SubmissionSettings } from '@agency/contracts';
import { Alert, Button, FormDialog, FormDialogFooter, FormField, FormStack, Input, Skeleton } from '@agency/ui';
import { useGetSubmissionSettingsQuery, useSaveSubmissionSettingsMutation } from '../../shared/api/submissionsApi';
import { useReportResult } from '../../shared/forms/useReportResult';
import { isAdministrator, useSessionUser } from '../../shared/session/RequireSession';

const LABEL = 'Client response promise (hours)';

function ResponsePromiseForm({ hours, onClose }: { hours: number; onClose: () => void }) {
  const [text, setText] = useState(String(hours));
  const [problem, setProblem] = useState<string | undefined>();
  const [save, { isLoading }] = useSaveSubmissionSettingsMutation();
  const report = useReportResult();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    // The schema's range messages, after a check that the text is a whole number at all.
    const input = /^\d+$/.test(value) ? SubmissionSettings.safeParse({ responsePromiseHours: Number(value) }) : null;
    if (!input?.success) return setProblem(input?.error.issues[0]?.message ?? 'Enter a whole number of hours, from 1 to 720.');
    setProblem(undefined);
    const saved = report(await save(input.data), {
      success: { title: 'Response promise saved', description: `Clients are asked for feedback within ${input.data.responsePromiseHours} hours` },
      failure: { title: 'Error', description: 'Failed to save the response promise' },
    });
    if (saved) onClose();
  }

  return (
    <form onSubmit={submit} noValidate>
      <FormStack>
        <FormField label={LABEL} error={problem ? { message: problem } : undefined} hint="From 1 to 720 hours (30 days). The agency's default is 48.">
          {(control) => (
            <Input {...control} type="number" inputMode="numeric" min={1} max={720} step={1} value={text} onChange={(event) => setText(event.target.value)} />
          )}
        </FormField>
      </FormStack>
      <FormDialogFooter submitting={isLoading} label="Save" busyLabel="Saving..." />
    </form>
  );
}

/** The settings, read when the dialog opens. */
function ResponsePromiseContent({ onClose }: { onClose: () => void }) {
  const { currentData: settings, isError } = useGetSubmissionSettingsQuery();
  if (isError) return <Alert>The response promise cannot be loaded right now. Please try again later.</Alert>;
  if (!settings) return <Skeleton $height="4rem" aria-busy="true" aria-label="Loading the response promise" />;
  return <ResponsePromiseForm hours={settings.responsePromiseHours} onClose={onClose} />;
}

/**
 * Administrators' 'Response promise' beside 'Edit stages' (decision 0132): how many hours a client has to answer a
 * submission before it shows as 'Feedback overdue' and the client gets one reminder. One setting for the agency.
 */
export function ResponsePromiseButton() {
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  if (!isAdministrator(user)) return null;
  return (
    <>
      <Button type="button" $variant="outline" onClick={() => setOpen(true)}>
        Response promise
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Client response promise"
        description="How long a client has to give feedback on a submission before it is overdue: it then shows on the dashboard, and the client gets one reminder."
      >
        <ResponsePromiseContent onClose={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}
