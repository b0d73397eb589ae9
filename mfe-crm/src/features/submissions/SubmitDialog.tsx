import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  CLIENT_CV_NOTE_MAX,
  RECENT_SUBMISSION_DAYS,
  type JobPipelineEntry,
  type RecentSubmission,
  type SubmissionResult,
} from '@agency/contracts';
import { Alert, CountedTextArea, Field, FormDialog, FormDialogFooter, FormStack, Label, Muted, UserText } from '@agency/ui';
import { requestError } from '@agency/web-kit';
import { useCheckSubmissionsQuery, useSubmitToClientMutation } from '../../shared/api/submissionsApi';
import { formatDay } from '../../shared/dates';
import { useReportResult } from '../../shared/forms/useReportResult';
import { candidateName } from './submissionState';

const Names = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  overflow-wrap: anywhere;
`;

/** A candidate submitted to this employer lately: said plainly, with the box that confirms sending anyway. */
const Flag = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.destructiveBorder};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.destructiveSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  cursor: pointer;
  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin-top: 0.125rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Hint = styled(Muted)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const plural = (count: number) => `${count} candidate${count === 1 ? '' : 's'}`;

/** The toast after sending: how many were asked for consent, and who was already submitted for the role. */
function resultMessage({ created, alreadySubmitted }: SubmissionResult) {
  const already = alreadySubmitted.length
    ? `Already submitted for this role: ${alreadySubmitted.map(candidateName).join(', ')}`
    : undefined;
  return created.length
    ? { title: `Consent requested from ${plural(created.length)}`, description: already }
    : { title: 'No new submissions', description: already };
}

/** The recent submissions of each flagged candidate, in the order of the dialog's list. */
function flagsOf(entries: JobPipelineEntry[], recent: RecentSubmission[]) {
  return entries
    .map((entry) => ({ entry, recent: recent.filter((item) => item.candidate.id === entry.candidateId) }))
    .filter(({ recent }) => recent.length > 0);
}

function SubmitForm({
  jobRoleId,
  entries,
  onSent,
}: {
  jobRoleId: string;
  entries: JobPipelineEntry[];
  onSent: () => void;
}) {
  const candidateIds = entries.map((entry) => entry.candidateId);
  const check = useCheckSubmissionsQuery({ jobRoleId, candidateIds });
  const [anonymised, setAnonymised] = useState(false);
  const [note, setNote] = useState('');
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [submit, { isLoading }] = useSubmitToClientMutation();
  const report = useReportResult();
  const employer = check.currentData?.employer?.name ?? 'this employer';
  const flags = flagsOf(entries, check.currentData?.recentlySubmitted ?? []);
  const nameOf = (entry: JobPipelineEntry) => entry.candidate?.name || 'Unknown Candidate';

  function confirm(candidateId: string, ticked: boolean) {
    setConfirmed((current) => {
      const next = new Set(current);
      if (ticked) next.add(candidateId);
      else next.delete(candidateId);
      return next;
    });
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (check.isFetching) return setProblem('Wait a moment: the check for recent submissions is still running.');
    if (note.length > CLIENT_CV_NOTE_MAX) return setProblem(`The note is at most ${CLIENT_CV_NOTE_MAX.toLocaleString('en-US')} characters.`);
    const unconfirmed = flags.filter(({ entry }) => !confirmed.has(entry.candidateId));
    if (unconfirmed.length)
      return setProblem(
        `${unconfirmed.map(({ entry }) => nameOf(entry)).join(', ')} ${unconfirmed.length === 1 ? 'was' : 'were'} submitted to ${employer} recently. ` +
          'Tick “Send anyway” for each, or untick them on the board.',
      );
    setProblem(null);
    const result = await submit({
      jobRoleId,
      candidateIds,
      anonymised,
      note: note.trim() || null,
      confirmRecentlySubmitted: flags.length > 0,
    });
    const sent = report(result, {
      success: result.data ? resultMessage(result.data) : { title: '' },
      failure: { title: 'Error', description: 'Failed to submit to the client' },
    });
    if (sent) return onSent();
    // Someone submitted one of them meanwhile (409): ask again, so the flag shows.
    if (requestError(result.error)?.status === 409) void check.refetch();
  }

  return (
    <form onSubmit={send} noValidate>
      <FormStack>
        <Field>
          <Label as="p" id="submission-candidates">
            {entries.length === 1 ? 'Candidate' : `Candidates (${entries.length})`}
          </Label>
          <Names aria-labelledby="submission-candidates">
            {entries.map((entry) => (
              <li key={entry.id}>
                <UserText>{nameOf(entry)}</UserText>
              </li>
            ))}
          </Names>
        </Field>
        <div aria-live="polite" aria-busy={check.isFetching}>
          {check.isFetching && <Hint>Checking for recent submissions to the employer...</Hint>}
          {!check.isFetching && check.isError && (
            <Hint>The check for recent submissions could not be made; the server still refuses a candidate submitted lately.</Hint>
          )}
        </div>
        {!check.isFetching &&
          flags.map(({ entry, recent }) => (
            <Flag key={entry.id} role="group" aria-label={`Recently submitted: ${nameOf(entry)}`}>
              <p>
                <strong>
                  <UserText>{nameOf(entry)}</UserText>
                </strong>{' '}
                was submitted to <UserText>{employer}</UserText> in the last 6 months ({RECENT_SUBMISSION_DAYS} days):
              </p>
              <ul>
                {recent.map((item) => (
                  <li key={`${item.jobRole?.id ?? 'role'}-${item.submittedAt}`}>
                    {item.jobRole ? <UserText>{item.jobRole.title}</UserText> : 'a removed role'}, on{' '}
                    <time dateTime={item.submittedAt}>{formatDay(item.submittedAt)}</time>
                    {item.recruiter && (
                      <>
                        , by <UserText>{item.recruiter.name}</UserText>
                      </>
                    )}
                  </li>
                ))}
              </ul>
              <Check>
                <input
                  type="checkbox"
                  checked={confirmed.has(entry.candidateId)}
                  onChange={(event) => confirm(entry.candidateId, event.target.checked)}
                />
                Send {nameOf(entry)} anyway
              </Check>
            </Flag>
          ))}
        <div>
          <Check>
            <input
              type="checkbox"
              checked={anonymised}
              aria-describedby="submission-anonymise-hint"
              onChange={(event) => setAnonymised(event.target.checked)}
            />
            Anonymise
          </Check>
          <Hint id="submission-anonymise-hint">
            The client sees no name, e-mail, phone, address or links in the CV.
          </Hint>
        </div>
        <Field>
          <Label htmlFor="submission-note">Note for the client (optional)</Label>
          <CountedTextArea
            id="submission-note"
            limit={CLIENT_CV_NOTE_MAX}
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Field>
        {problem && <Alert>{problem}</Alert>}
      </FormStack>
      <FormDialogFooter submitting={isLoading} label="Submit to client" busyLabel="Submitting..." />
    </form>
  );
}

/**
 * 'Submit to client' (decision 0132): the ticked candidates, anonymised or not, with a note for the client. Each
 * candidate is asked for consent first. A candidate submitted to the same employer in the last 6 months, by
 * anyone, is flagged (who, when, which role), and is sent only once the recruiter ticks 'Send … anyway'.
 */
export function SubmitDialog({
  jobRoleId,
  entries,
  open,
  onClose,
  onSent,
}: {
  jobRoleId: string;
  entries: JobPipelineEntry[];
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Submit to client"
      description="Each candidate is asked first, in their portal and by e-mail. The client sees them only once they agree."
    >
      <SubmitForm jobRoleId={jobRoleId} entries={entries} onSent={onSent} />
    </FormDialog>
  );
}
