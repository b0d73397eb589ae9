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

/** A candidate the dialog offers: from the role's applications or from the search. */
export interface CandidateChoice {
  id: string;
  name: string;
  detail?: string | null;
}

function Choices({
  label,
  choices,
  chosen,
  onBoard,
  onToggle,
}: {
  label: string;
  choices: CandidateChoice[];
  chosen: ReadonlyMap<string, string>;
  onBoard: ReadonlySet<string>;
  onToggle: (choice: CandidateChoice) => void;
}) {
  return (
    <Results aria-label={label}>
      {choices.map((choice) => {
        const already = onBoard.has(choice.id);
        return (
          <li key={choice.id}>
            <label>
              <input
                type="checkbox"
                checked={already || chosen.has(choice.id)}
                disabled={already}
                onChange={() => onToggle(choice)}
              />
              <span>
                <UserText>{choice.name}</UserText>
                {choice.detail && <Muted as="span"> · {choice.detail}</Muted>}
                {already && <Muted as="span"> (on the pipeline)</Muted>}
              </span>
            </label>
          </li>
        );
      })}
    </Results>
  );
}

/**
 * 'Add candidates': tick several among the role's applicants (those with a candidate record) or found by a search
 * (GET /api/candidates?q=), and add them on Sourced in one request.
 */
export function AddCandidatesDialog({
  jobRoleId,
  open,
  onClose,
  onBoard,
  applicants,
}: {
  jobRoleId: string;
  open: boolean;
  onClose: () => void;
  onBoard: ReadonlySet<string>;
  applicants: CandidateChoice[];
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

  function toggle({ id, name }: CandidateChoice) {
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
          {applicants.length > 0 && (
            <Field>
              <Label as="p">Applied to this role</Label>
              <Choices
                label="Applicants"
                choices={applicants}
                chosen={chosen}
                onBoard={onBoard}
                onToggle={toggle}
              />
            </Field>
          )}
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
                <Choices
                  label="Matching candidates"
                  choices={found.items.map((candidate) => ({
                    id: candidate.id,
                    name: candidate.name,
                    detail: candidate.currentRole,
                  }))}
                  chosen={chosen}
                  onBoard={onBoard}
                  onToggle={toggle}
                />
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
