import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FEEDBACK_LABELS, TextLimit, type ClientSubmission } from '@agency/contracts';
import { Alert, FieldError, FormDialog, FormDialogFooter, FormField, FormStack, Input, TextArea, useToast } from '@agency/ui';
import { describeError } from '@agency/web-kit';
import { useGiveFeedbackMutation } from '../../shared/api/submissionsApi';
import { checkFeedback, EMPTY_DRAFT, FEEDBACK_CHOICES, type FeedbackDraft, type FeedbackErrors } from './feedbackForm';

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
  }
  > label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 2.25rem;
    cursor: pointer;
  }
  input[type='radio'] {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The earliest time the picker offers: now, as a datetime-local value in the viewer's time. */
function nowLocal(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function FeedbackForm({ submission, onClose }: { submission: ClientSubmission; onClose: () => void }) {
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [problem, setProblem] = useState<string>();
  const [giveFeedback, { isLoading }] = useGiveFeedbackMutation();
  const { toast } = useToast();
  const kindErrorId = useId();
  const timesErrorId = useId();

  const change = (changes: Partial<FeedbackDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const setTime = (index: number, value: string) =>
    setDraft((current) => ({ ...current, times: current.times.map((time, i) => (i === index ? value : time)) as FeedbackDraft['times'] }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkFeedback(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setProblem(undefined);
    const result = await giveFeedback({ id: submission.id, input: checked.input });
    if (result.error) {
      setProblem(`Your feedback could not be sent. ${describeError(result.error)}`);
      return;
    }
    toast({ title: 'Feedback sent', description: `${FEEDBACK_LABELS[checked.input.kind]}: ${submission.candidateLabel}. Your recruiter has been told.` });
    onClose();
  }

  return (
    <form onSubmit={submit} noValidate>
      <FormStack>
        <Choices aria-describedby={errors.kind ? kindErrorId : undefined} aria-invalid={!!errors.kind}>
          <legend>Your feedback</legend>
          {FEEDBACK_CHOICES.map((choice) => (
            <label key={choice.kind}>
              <input type="radio" name="feedback-kind" value={choice.kind} checked={draft.kind === choice.kind} onChange={() => change({ kind: choice.kind })} />
              {choice.label}
            </label>
          ))}
          {errors.kind && <FieldError id={kindErrorId}>{errors.kind}</FieldError>}
        </Choices>
        {draft.kind === 'not_suitable' && (
          <FormField label="Why is the candidate not suitable? *" error={errors.reason ? { message: errors.reason } : undefined}>
            {(control) => (
              <TextArea {...control} rows={3} required maxLength={TextLimit.line} value={draft.reason} onChange={(event) => change({ reason: event.target.value })} />
            )}
          </FormField>
        )}
        {draft.kind === 'interview_requested' && (
          <Choices aria-describedby={errors.proposedTimes ? timesErrorId : undefined} aria-invalid={!!errors.proposedTimes}>
            <legend>Times you propose for the interview (1 to 3)</legend>
            <FormStack>
              {draft.times.map((time, index) => (
                <FormField key={index} label={index === 0 ? 'Proposed time 1 *' : `Proposed time ${index + 1} (optional)`} error={undefined}>
                  {(control) => (
                    <Input {...control} type="datetime-local" min={nowLocal()} required={index === 0} value={time} onChange={(event) => setTime(index, event.target.value)} />
                  )}
                </FormField>
              ))}
            </FormStack>
            {errors.proposedTimes && <FieldError id={timesErrorId}>{errors.proposedTimes}</FieldError>}
          </Choices>
        )}
        {problem && <Alert>{problem}</Alert>}
      </FormStack>
      <FormDialogFooter submitting={isLoading} label="Send feedback" busyLabel="Sending..." />
    </form>
  );
}

/**
 * The client's feedback on a candidate put forward (decision 0132): 'Interested', 'Not suitable' (with a reason) or
 * 'Request an interview' (1 to 3 proposed times). Kept on the submission (the latest counts) and e-mailed to the
 * recruiter who submitted; a refusal keeps the dialog open with the server's reason.
 */
export function FeedbackDialog({ submission, open, onClose }: { submission: ClientSubmission; open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose} title={`Feedback on ${submission.candidateLabel}`} description={`For ${submission.jobRole.title}. Your recruiter is told at once.`}>
      <FeedbackForm submission={submission} onClose={onClose} />
    </FormDialog>
  );
}
