import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SubmissionInterviewInput, TextLimit, type Submission } from '@agency/contracts';
import { Alert, Field, FormDialog, FormDialogFooter, FormField, FormStack, Input, Label } from '@agency/ui';
import { useScheduleSubmissionInterviewMutation } from '../../shared/api/submissionsApi';
import { formatDayAndTime, fromDateTimeLocal } from '../../shared/dates';
import { useReportResult } from '../../shared/forms/useReportResult';
import { latestFeedback } from './submissionState';

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    cursor: pointer;
  }
  input[type='radio'] {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const OTHER = 'other';

function ScheduleInterviewForm({ submission, name, onClose }: { submission: Submission; name: string; onClose: () => void }) {
  const proposed = latestFeedback(submission)?.proposedTimes ?? [];
  // The client's first proposal is chosen to start with; the recruiter picks the one the candidate can make.
  const [choice, setChoice] = useState(proposed[0] ?? OTHER);
  const [other, setOther] = useState('');
  const [location, setLocation] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [schedule, { isLoading }] = useScheduleSubmissionInterviewMutation();
  const report = useReportResult();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === OTHER && !other) return setProblem('Choose the date and time agreed with the client and the candidate.');
    const input = SubmissionInterviewInput.safeParse({
      scheduledAt: choice === OTHER ? fromDateTimeLocal(other) : choice,
      location: location.trim() || null,
    });
    if (!input.success) return setProblem(input.error.issues.map((issue) => `${issue.path[0] === 'location' ? 'Location' : 'Date and time'} ${issue.message}`).join('. '));
    setProblem(undefined);
    const scheduled = report(await schedule({ id: submission.id, jobRoleId: submission.jobRoleId, ...input.data }), {
      success: { title: 'Interview scheduled', description: `${name}, ${formatDayAndTime(input.data.scheduledAt)}` },
      failure: { title: 'Error', description: `Failed to schedule the interview of ${name}` },
    });
    if (scheduled) onClose();
  }

  return (
    <form onSubmit={submit} noValidate>
      <FormStack>
        <Choices>
          <legend>When</legend>
          {proposed.map((time) => (
            <label key={time}>
              <input type="radio" name="interview-time" value={time} checked={choice === time} onChange={() => setChoice(time)} />
              <time dateTime={time}>{formatDayAndTime(time)}</time>
            </label>
          ))}
          <label>
            <input type="radio" name="interview-time" value={OTHER} checked={choice === OTHER} onChange={() => setChoice(OTHER)} />
            Another date and time
          </label>
        </Choices>
        {choice === OTHER && (
          <Field>
            <Label htmlFor="submission-interview-at">Date and time</Label>
            <Input id="submission-interview-at" type="datetime-local" value={other} onChange={(event) => setOther(event.target.value)} />
          </Field>
        )}
        <FormField label="Location (optional)" error={undefined}>
          {(control) => <Input {...control} value={location} maxLength={TextLimit.line} onChange={(event) => setLocation(event.target.value)} />}
        </FormField>
        {problem && <Alert>{problem}</Alert>}
      </FormStack>
      <FormDialogFooter submitting={isLoading} label="Schedule interview" busyLabel="Scheduling..." />
    </form>
  );
}

/**
 * 'Schedule interview' (decision 0132): the interview the client asked for, at one of its proposed times or
 * another agreed one. It becomes an interview interaction (the candidate's invitation follows) and the card
 * moves to 'Client interview'.
 */
export function ScheduleInterviewDialog({ submission, name, open, onClose }: { submission: Submission; name: string; open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose} title={`Schedule interview: ${name}`} description="The client proposed these times. Choose the one the candidate can make, or another agreed with both.">
      <ScheduleInterviewForm submission={submission} name={name} onClose={onClose} />
    </FormDialog>
  );
}
