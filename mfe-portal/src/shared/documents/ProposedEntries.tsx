import { useId, useState, type ComponentType, type ElementType, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Education, Employment, ProposedEducation, ProposedEmployment } from '@agency/contracts';
import { Badge, Button, Muted } from '@agency/ui';
import { useAddEducationMutation, useAddEmploymentMutation } from '../api/historyApi';
import { EducationDialog } from '../history/EducationDialog';
import { EmploymentDialog } from '../history/EmploymentDialog';
import type { EntryDialogProps } from '../history/HistoryDialog';
import { Entries, EntryCard, EntryMeta, EntryText } from '../history/HistoryLayout';
import { useReportChange } from '../history/useReportChange';
import {
  educationInputOf,
  educationMissing,
  educationName,
  educationPeriod,
  employmentInputOf,
  employmentMissing,
  employmentName,
  employmentPeriod,
} from './proposal';

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 700;
`;

const Hint = styled(Muted)`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

const ToComplete = styled(EntryMeta)`
  color: ${({ theme }) => theme.colors.destructive};
`;

const joined = (parts: string[]) =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/** What a proposed list needs of its kind. */
interface Kind<Proposed, Input, Saved> {
  title: string;
  nameOf: (proposed: Proposed) => string;
  describe: (proposed: Proposed) => ReactNode;
  missingOf: (proposed: Proposed) => string[];
  /** The entry to send as it stands, or null when it must be completed in its dialog first. */
  inputOf: (proposed: Proposed) => Input | null;
  /** Sends it; resolves whether it was saved. */
  add: (input: Input) => Promise<boolean>;
  Dialog: ComponentType<EntryDialogProps<Saved> & { draft?: Proposed | null }>;
}

/**
 * Entries a CV proposed, for the candidate to add, edit or drop: each complete one has Add (saved as it is),
 * Edit (its Add dialog, filled in from the CV) and Drop; one missing what the contract needs has 'Complete
 * and add' (the same dialog, where the missing fields are asked for) and Drop. Nothing is saved before the
 * candidate adds it; an entry leaves the list once added or dropped (`onResolved`).
 */
function ProposedList<Proposed, Input, Saved>({
  kind: { title, nameOf, describe, missingOf, inputOf, add, Dialog },
  entries,
  onResolved,
  titleAs = 'h3',
}: {
  kind: Kind<Proposed, Input, Saved>;
  entries: readonly Proposed[];
  onResolved: (index: number) => void;
  titleAs?: ElementType;
}) {
  const headingId = useId();
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState<number | null>(null);

  async function addAsItIs(index: number, input: Input) {
    setAdding(index);
    const saved = await add(input);
    setAdding(null);
    if (saved) onResolved(index);
  }

  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title as={titleAs} id={headingId}>
        {title}
      </Title>
      <Hint>Nothing is added to your profile until you add it.</Hint>
      <Entries aria-label={title}>
        {entries.map((proposed, index) => {
          const name = nameOf(proposed);
          const input = inputOf(proposed);
          const missing = missingOf(proposed);
          return (
            <EntryCard key={index} aria-label={name}>
              <EntryText>
                {describe(proposed)}
                {input === null && (
                  <ToComplete>
                    {missing.length > 0 ? `Give ${joined(missing)} to add it.` : 'Check the dates to add it.'}
                  </ToComplete>
                )}
              </EntryText>
              <Actions>
                {input ? (
                  <>
                    <Button
                      $size="sm"
                      aria-label={`Add ${name}`}
                      disabled={adding !== null}
                      onClick={() => void addAsItIs(index, input)}
                    >
                      {adding === index ? 'Adding...' : 'Add'}
                    </Button>
                    <Button
                      $variant="outline"
                      $size="sm"
                      aria-label={`Edit ${name}`}
                      disabled={adding !== null}
                      onClick={() => setEditing(index)}
                    >
                      Edit
                    </Button>
                  </>
                ) : (
                  <Button
                    $size="sm"
                    aria-label={`Complete and add ${name}`}
                    disabled={adding !== null}
                    onClick={() => setEditing(index)}
                  >
                    Complete and add
                  </Button>
                )}
                {/* Entries are known by their place in the list: none moves while an add is out, or its answer
                    would take another entry off the list (the saved one staying, to be added twice). */}
                <Button
                  $variant="ghost"
                  $size="sm"
                  aria-label={`Drop ${name}`}
                  disabled={adding !== null}
                  onClick={() => onResolved(index)}
                >
                  Drop
                </Button>
              </Actions>
            </EntryCard>
          );
        })}
      </Entries>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        entry={null}
        draft={editing !== null ? entries[editing] : null}
        onSaved={() => editing !== null && onResolved(editing)}
      />
    </section>
  );
}

/** The work experience a CV proposed (the Profile tab's review, the wizard's Experience step). */
export function ProposedEmploymentList(props: {
  entries: readonly ProposedEmployment[];
  onResolved: (index: number) => void;
  titleAs?: ElementType;
}) {
  const [addEmployment] = useAddEmploymentMutation();
  const report = useReportChange();
  const kind: Kind<ProposedEmployment, Parameters<typeof addEmployment>[0], Employment> = {
    title: 'Work experience found in your CV',
    nameOf: employmentName,
    describe: (proposed) => (
      <>
        <h4>
          {proposed.role} {proposed.isCurrent && <Badge $variant="secondary">Current</Badge>}
        </h4>
        <p>{proposed.organization ?? 'Organization not found'}</p>
        <EntryMeta>{employmentPeriod(proposed)}</EntryMeta>
      </>
    ),
    missingOf: employmentMissing,
    inputOf: employmentInputOf,
    add: async (input) =>
      report(await addEmployment(input), {
        success: 'Employment entry added successfully',
        failure: 'Failed to add employment entry',
      }),
    Dialog: EmploymentDialog,
  };
  return <ProposedList kind={kind} {...props} />;
}

/** The education a CV proposed (the Profile tab's review, the wizard's Education step). */
export function ProposedEducationList(props: {
  entries: readonly ProposedEducation[];
  onResolved: (index: number) => void;
  titleAs?: ElementType;
}) {
  const [addEducation] = useAddEducationMutation();
  const report = useReportChange();
  const kind: Kind<ProposedEducation, Parameters<typeof addEducation>[0], Education> = {
    title: 'Education found in your CV',
    nameOf: educationName,
    describe: (proposed) => (
      <>
        <h4>
          {proposed.qualification ?? 'Qualification not found'}
          {proposed.fieldOfStudy ? ` in ${proposed.fieldOfStudy}` : ''}
        </h4>
        <p>{proposed.institution}</p>
        <EntryMeta>{educationPeriod(proposed)}</EntryMeta>
      </>
    ),
    missingOf: educationMissing,
    inputOf: educationInputOf,
    add: async (input) =>
      report(await addEducation(input), {
        success: 'Education entry added successfully',
        failure: 'Failed to add education entry',
      }),
    Dialog: EducationDialog,
  };
  return <ProposedList kind={kind} {...props} />;
}
