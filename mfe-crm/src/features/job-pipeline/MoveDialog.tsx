import { useState, type FormEvent } from 'react';
import type { JobPipelineEntry } from '@agency/contracts';
import { Alert, FormDialog, FormDialogFooter, FormStack, Input, Label, Field } from '@agency/ui';
import { entryName } from './PipelineEntryCard';

/** A move that needs more than the stage: a reason (rejected, withdrawn) or the placement's value (placed). */
export interface PendingMove {
  entry: JobPipelineEntry;
  stage: string;
  stageLabel: string;
  needs: 'reason' | 'value';
}

const DOLLARS = /^(\d{1,3}(,\d{3})*|\d+)(\.\d{1,2})?$/;

/** Asks what the move needs before it is sent; the server checks the same (decision 0128). */
export function MoveDialog({
  move,
  submitting,
  onClose,
  onConfirm,
}: {
  move: PendingMove | null;
  submitting: boolean;
  onClose: () => void;
  onConfirm: (details: { reason?: string; placementValue?: number }) => void;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const name = move ? entryName(move.entry) : '';

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (move?.needs === 'reason') {
      if (!value) return setProblem(`Say why ${name} is ${move.stageLabel.toLowerCase()}.`);
      return onConfirm({ reason: value });
    }
    if (!DOLLARS.test(value))
      return setProblem('Enter the placement’s value in US dollars, e.g. 25000 or 25,000.50.');
    onConfirm({ placementValue: Math.round(Number(value.replace(/,/g, '')) * 100) });
  }

  return (
    <FormDialog
      open={move !== null}
      onClose={() => {
        setText('');
        setProblem(null);
        onClose();
      }}
      title={move ? `Move ${name} to ${move.stageLabel}` : ''}
      description={
        move?.needs === 'value' ? 'This closes the placement for this candidate and role as won.' : undefined
      }
    >
      <form onSubmit={submit} noValidate>
        <FormStack>
          <Field>
            <Label htmlFor="pipeline-move-detail">
              {move?.needs === 'value' ? 'Placement value (US dollars)' : 'Reason'}
            </Label>
            <Input
              id="pipeline-move-detail"
              value={text}
              inputMode={move?.needs === 'value' ? 'decimal' : undefined}
              maxLength={500}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'pipeline-move-problem' : undefined}
              onChange={(event) => setText(event.target.value)}
            />
          </Field>
          {problem && <Alert id="pipeline-move-problem">{problem}</Alert>}
        </FormStack>
        <FormDialogFooter
          submitting={submitting}
          label={`Move to ${move?.stageLabel ?? ''}`}
          busyLabel="Moving..."
        />
      </form>
    </FormDialog>
  );
}
