import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { JobPipelineStage } from '@agency/contracts';
import { Button, FormDialog, FormDialogFooter, FormStack, Input, Label, Muted } from '@agency/ui';
import { useSaveJobPipelineStagesMutation } from '../../shared/api/jobPipelineApi';
import { useReportResult } from '../../shared/forms/useReportResult';

const Row = styled.li`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  > div {
    flex: 1;
    min-width: 0;
  }
`;

const Rows = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type Draft = { key?: string; label: string; fixed: boolean };

/**
 * An administrator's stage settings (decision 0128): rename any stage; add custom stages, which go before
 * Placed; remove custom ones. The fixed stages keep their order. The server enforces the same rule.
 */
export function EditStagesDialog({
  stages,
  open,
  onClose,
}: {
  stages: JobPipelineStage[];
  open: boolean;
  onClose: () => void;
}) {
  const [drafts, setDrafts] = useState<Draft[]>(stages);
  const [save, { isLoading }] = useSaveJobPipelineStagesMutation();
  const report = useReportResult();
  const rename = (index: number, label: string) =>
    setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, label } : draft)));
  const addStage = () =>
    setDrafts((current) => {
      const placed = current.findIndex((draft) => draft.key === 'placed');
      return [...current.slice(0, placed), { label: 'New stage', fixed: false }, ...current.slice(placed)];
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = report(
      await save({ stages: drafts.map(({ key, label }) => (key ? { key, label } : { label })) }),
      {
        success: { title: 'Stages saved', description: 'Every job role’s board shows them now' },
        failure: { title: 'Error', description: 'Failed to save the stages' },
      },
    );
    if (saved) onClose();
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Edit stages"
      description="Rename stages, or add stages of your own before Placed. The built-in stages keep their order."
    >
      <form onSubmit={submit} noValidate>
        <FormStack>
          <Rows aria-label="Stages">
            {drafts.map((draft, index) => {
              const id = `pipeline-stage-${index}`;
              return (
                <Row key={draft.key ?? `new-${index}`}>
                  <div>
                    <Label htmlFor={id}>
                      {draft.fixed ? `Stage ${index + 1}` : `Stage ${index + 1} (custom)`}
                    </Label>
                    <Input
                      id={id}
                      value={draft.label}
                      maxLength={60}
                      required
                      onChange={(event) => rename(index, event.target.value)}
                    />
                  </div>
                  {!draft.fixed && (
                    <Button
                      type="button"
                      $variant="outline"
                      onClick={() => setDrafts((current) => current.filter((_, at) => at !== index))}
                      aria-label={`Remove ${draft.label || 'this stage'}`}
                    >
                      Remove
                    </Button>
                  )}
                </Row>
              );
            })}
          </Rows>
          <div>
            <Button type="button" $variant="outline" onClick={addStage}>
              Add a stage
            </Button>
          </div>
          <Muted>A stage with candidates on it can be removed only once they are moved elsewhere.</Muted>
        </FormStack>
        <FormDialogFooter submitting={isLoading} label="Save stages" busyLabel="Saving..." />
      </form>
    </FormDialog>
  );
}
