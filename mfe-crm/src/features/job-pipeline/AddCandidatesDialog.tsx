import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Field,
  FormDialog,
  FormDialogFooter,
  FormStack,
  Input,
  Label,
  Muted,
  UserText,
} from '@agency/ui';
import { useFindCandidatesQuery } from '../../shared/api/candidatesApi';
import { useAddToJobPipelineMutation } from '../../shared/api/jobPipelineApi';
import { useReportResult } from '../../shared/forms/useReportResult';

const Results = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  max-height: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  label {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1.5)};
    overflow-wrap: anywhere;
    cursor: pointer;
  }
`;

const SEARCH_LIMIT = 20;

/** 'Add candidates': search (GET /api/candidates?q=), tick several, add them on Sourced in one request. */
export function AddCandidatesDialog({
  jobRoleId,
  open,
  onClose,
  onBoard,
}: {
  jobRoleId: string;
  open: boolean;
  onClose: () => void;
  onBoard: ReadonlySet<string>;
}) {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const term = q.trim();
  const { currentData: found, isFetching } = useFindCandidatesQuery(
    { q: term, limit: SEARCH_LIMIT },
    { skip: term.length < 2 },
  );
  const [add, { isLoading }] = useAddToJobPipelineMutation();
  const report = useReportResult();

  function toggle(id: string, name: string) {
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(id)) next.delete(id);
      else next.set(id, name);
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.size === 0) return setProblem('Tick at least one candidate to add.');
    const added = report(await add({ jobRoleId, candidateIds: [...chosen.keys()] }), {
      success: {
        title: 'Added to the pipeline',
        description: `${chosen.size} candidate${chosen.size === 1 ? '' : 's'} on Sourced`,
      },
      failure: { title: 'Error', description: 'Failed to add candidates' },
    });
    if (added) {
      setChosen(new Map());
      setQ('');
      onClose();
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add candidates"
      description="Search by name, role, skill or e-mail and tick the candidates to add."
    >
      <form onSubmit={submit} noValidate>
        <FormStack>
          <Field>
            <Label htmlFor="pipeline-candidate-search">Search candidates</Label>
            <Input
              id="pipeline-candidate-search"
              type="search"
              value={q}
              autoComplete="off"
              onChange={(event) => setQ(event.target.value)}
            />
          </Field>
          {term.length >= 2 && (
            <div aria-live="polite" aria-busy={isFetching}>
              {found && found.items.length === 0 && <Muted>No candidates match “{term}”.</Muted>}
              {found && found.items.length > 0 && (
                <Results aria-label="Matching candidates">
                  {found.items.map((candidate) => {
                    const already = onBoard.has(candidate.id);
                    return (
                      <li key={candidate.id}>
                        <label>
                          <input
                            type="checkbox"
                            checked={already || chosen.has(candidate.id)}
                            disabled={already}
                            onChange={() => toggle(candidate.id, candidate.name)}
                          />
                          <span>
                            <UserText>{candidate.name}</UserText>
                            {candidate.currentRole && <Muted as="span"> · {candidate.currentRole}</Muted>}
                            {already && <Muted as="span"> (on the pipeline)</Muted>}
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </Results>
              )}
            </div>
          )}
          {chosen.size > 0 && <Muted>Chosen: {[...chosen.values()].join(', ')}</Muted>}
          {problem && <Alert>{problem}</Alert>}
        </FormStack>
        <FormDialogFooter
          submitting={isLoading}
          label={chosen.size > 1 ? `Add ${chosen.size} candidates` : 'Add candidate'}
          busyLabel="Adding..."
        />
      </form>
    </FormDialog>
  );
}
