import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Availability, BulkAction, InteractionType, type BulkJob, type BulkSelection } from '@agency/contracts';
import { Button, Card, Dialog, DialogContent, DialogFooter, FormField, FormStack, Input, Muted, ProgressBar, TextArea, useToast } from '@agency/ui';
import { downloadFile } from '@agency/web-kit/files';
import { failureReason } from '../forms/errors';
import { OptionSelect } from '../forms/OptionSelect';
import { useCancelBulkJobMutation, useGetBulkJobQuery, useGetEmailTemplatesQuery, useStartBulkMutation } from './bulkApi';

/** What the bar acts on: the ticked rows, or every match of the list's search (its URL query string and count). */
export type BulkTarget = { ids: string[] } | { query: string; total: number };

const Bar = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;
const Report = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

type Choice = BulkAction['type'] | 'export';
const CHOICES: { value: Choice; label: string }[] = [
  { value: 'add-tags', label: 'Add tags' },
  { value: 'remove-tags', label: 'Remove tags' },
  { value: 'set-availability', label: 'Set availability' },
  { value: 'log-interaction', label: 'Log an interaction' },
  { value: 'send-email', label: 'Send an e-mail from a template' },
  { value: 'export', label: 'Export (CSV)' },
];
const AVAILABILITY_LABELS: Record<Availability, string> = { available: 'Available', in_process: 'In Process', placed: 'Placed', not_available: 'Not Available' };
const TYPE_LABELS: Record<InteractionType, string> = { call: 'Call', email: 'Email', meeting: 'Meeting', interview: 'Interview', follow_up: 'Follow Up' };
/** How often the progress of a background job is read while the bar shows it. */
const PROGRESS_EVERY_MS = 1_000;

const countOf = (target: BulkTarget) => ('ids' in target ? target.ids.length : target.total);
const selectionOf = (target: BulkTarget): BulkSelection => ('ids' in target ? { ids: target.ids } : { query: target.query });
export const describeTarget = (target: BulkTarget) =>
  'ids' in target ? `${target.ids.length.toLocaleString('en-GB')} selected` : `All ${target.total.toLocaleString('en-GB')} matches of the search`;

/**
 * The selection bar of the candidate list (decision 0137): an action for the ticked rows or every match of the
 * search, a confirmation naming how many it touches, then the progress of a background job (with Cancel) and the
 * report of what was done, skipped and why.
 */
export function BulkBar({ target, onClear }: { target: BulkTarget; onClear: () => void }) {
  const [choice, setChoice] = useState<Choice>('add-tags');
  const [fields, setFields] = useState({ tags: '', availability: 'available', type: 'call', subject: '', date: '', notes: '', templateId: '' });
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [startBulk, { isLoading: starting }] = useStartBulkMutation();
  const templates = useGetEmailTemplatesQuery(undefined, { skip: choice !== 'send-email' });
  const { toast } = useToast();
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  function actionOf(): BulkAction | string {
    const tags = fields.tags.split(',').map((tag) => tag.trim()).filter(Boolean);
    const raw =
      choice === 'add-tags' || choice === 'remove-tags'
        ? { type: choice, tags }
        : choice === 'set-availability'
          ? { type: choice, availability: fields.availability }
          : choice === 'log-interaction'
            ? { type: choice, interaction: { type: fields.type, subject: fields.subject, date: fields.date ? new Date(fields.date).toISOString() : '', notes: fields.notes } }
            : { type: 'send-email', templateId: fields.templateId };
    const parsed = BulkAction.safeParse(raw);
    return parsed.success ? parsed.data : parsed.error.issues[0]!.message;
  }

  async function review() {
    if (choice === 'export') return void exportSelection();
    const action = actionOf();
    if (typeof action === 'string') return setError(action);
    setError(null);
    setConfirming(action);
  }

  async function apply(action: BulkAction) {
    setConfirming(null);
    const result = await startBulk({ selection: selectionOf(target), action });
    if ('error' in result) {
      const reason = failureReason(result.error);
      return toast({ title: 'Error', description: reason ? `The action was not applied. ${reason}` : 'The action was not applied', variant: 'destructive' });
    }
    setJobId(result.data.id);
  }

  async function exportSelection() {
    const { error: failed } = await downloadFile('/api/candidates/bulk/export', `candidates-selection-${new Date().toISOString().slice(0, 10)}.csv`, {
      body: { selection: selectionOf(target), format: 'csv' },
    });
    if (failed) toast({ title: 'Error', description: 'Failed to export', variant: 'destructive' });
  }

  const count = countOf(target);
  return (
    <Bar role="region" aria-label="Bulk actions">
      <strong>{describeTarget(target)}</strong>
      <FormField label="Action" error={undefined}>{(control) => <OptionSelect {...control} options={CHOICES} value={choice} onChange={(event) => setChoice(event.target.value as Choice)} />}</FormField>
      {(choice === 'add-tags' || choice === 'remove-tags') && (
        <FormField label="Tags" error={undefined} hint="Comma-separated">
          {(control) => <Input {...control} value={fields.tags} onChange={set('tags')} />}
        </FormField>
      )}
      {choice === 'set-availability' && (
        <FormField label="Availability" error={undefined}>
          {(control) => (
            <OptionSelect {...control} options={Availability.options.map((value) => ({ value, label: AVAILABILITY_LABELS[value] }))} value={fields.availability} onChange={set('availability')} />
          )}
        </FormField>
      )}
      {choice === 'log-interaction' && (
        <FormStack>
          <FormField label="Type" error={undefined}>
            {(control) => <OptionSelect {...control} options={InteractionType.options.map((value) => ({ value, label: TYPE_LABELS[value] }))} value={fields.type} onChange={set('type')} />}
          </FormField>
          <FormField label="Subject" error={undefined}>{(control) => <Input {...control} value={fields.subject} onChange={set('subject')} />}</FormField>
          <FormField label="Date" error={undefined}>{(control) => <Input {...control} type="datetime-local" value={fields.date} onChange={set('date')} />}</FormField>
          <FormField label="Notes" error={undefined}>{(control) => <TextArea {...control} rows={2} value={fields.notes} onChange={set('notes')} />}</FormField>
        </FormStack>
      )}
      {choice === 'send-email' && (
        <FormField label="Template" error={undefined}>
          {(control) => (
            <OptionSelect
              {...control}
              options={[{ value: '', label: templates.data ? 'Choose a template' : 'Loading templates…' }, ...(templates.data?.items ?? []).map((template) => ({ value: template.id, label: template.name }))]}
              value={fields.templateId}
              onChange={set('templateId')}
            />
          )}
        </FormField>
      )}
      <Button onClick={() => void review()} disabled={starting || jobId !== null}>
        {choice === 'export' ? 'Export' : 'Apply…'}
      </Button>
      <Button $variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
      {error && <Muted role="alert">{error}</Muted>}
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent title="Apply to the selection?" description={`${CHOICES.find((each) => each.value === choice)?.label} for ${count.toLocaleString('en-GB')} candidate${count === 1 ? '' : 's'}.`}>
          <DialogFooter>
            <Button $variant="outline" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button onClick={() => confirming && void apply(confirming)}>Apply to {count.toLocaleString('en-GB')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {jobId && <JobProgress id={jobId} onClose={() => setJobId(null)} />}
    </Bar>
  );
}

/** A job's progress while it runs (read every second: the one screen that follows a job), then its report. */
export function JobProgress({ id, onClose }: { id: string; onClose: () => void }) {
  const job = useGetBulkJobQuery(id);
  const [cancel, { isLoading: cancelling }] = useCancelBulkJobMutation();
  const running = job.data?.state === 'queued' || job.data?.state === 'running';
  const { refetch } = job;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => void refetch(), PROGRESS_EVERY_MS);
    return () => clearTimeout(timer);
  }, [running, job.data, refetch]);
  if (!job.data) return <Muted>Starting…</Muted>;
  const { counts } = job.data;
  const handled = counts.done + counts.skipped + counts.failed;
  return (
    <section aria-label="Bulk job" style={{ flexBasis: '100%' }}>
      {running ? (
        <>
          <ProgressBar label="Bulk job progress" value={counts.total ? handled / counts.total : 0} />
          <Muted>
            {handled.toLocaleString('en-GB')} of {counts.total.toLocaleString('en-GB')}
          </Muted>
          <Button $variant="outline" $size="sm" disabled={cancelling} onClick={() => void cancel(id)}>
            Cancel
          </Button>
        </>
      ) : (
        <JobReport job={job.data} onClose={onClose} />
      )}
    </section>
  );
}

const STATE_TITLES: Record<BulkJob['state'], string> = { queued: 'Queued', running: 'Running', done: 'Done', cancelled: 'Cancelled', failed: 'Failed' };

/** What a finished job did: done, skipped and failed, each reason with its count. */
export function JobReport({ job, onClose }: { job: BulkJob; onClose: () => void }) {
  const { counts } = job;
  return (
    <div role="status">
      <strong>{STATE_TITLES[job.state]}</strong>: {counts.done.toLocaleString('en-GB')} of {counts.total.toLocaleString('en-GB')} done
      {job.error && <Muted>{job.error}</Muted>}
      {counts.skipped + counts.failed > 0 && (
        <Report>
          {counts.skippedReasons.map((skip) => (
            <li key={`s-${skip.reason}`}>
              Skipped {skip.count.toLocaleString('en-GB')}: {skip.reason}
            </li>
          ))}
          {counts.failures.map((failure) => (
            <li key={`f-${failure.reason}`}>
              Failed {failure.count.toLocaleString('en-GB')}: {failure.reason}
            </li>
          ))}
        </Report>
      )}
      <Button $variant="ghost" $size="sm" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}
