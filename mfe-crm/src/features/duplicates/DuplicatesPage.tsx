import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CandidateDuplicatePair, DuplicateReason, EmployerDuplicatePair } from '@agency/contracts';
import { Badge, Button, Card, Dialog, DialogClose, DialogContent, DialogFooter, Muted, UserText } from '@agency/ui';
import {
  useGetCandidateDuplicatesQuery,
  useGetEmployerDuplicatesQuery,
  useMergeCandidatesMutation,
  useMergeEmployersMutation,
} from '../../shared/api/duplicatesApi';
import { formatDay } from '../../shared/dates';
import { useReportResult } from '../../shared/forms/useReportResult';
import { ListPanel, ListStates, PanelBody } from '../../shared/panels/ListPanel';
import { candidatePath, employerPath } from '../../shared/records/paths';
import { useSessionUser } from '../../shared/session/RequireSession';

const Lists = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Pairs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const PairHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** The two records side by side; one above the other on a phone. */
const Sides = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  @media (min-width: 48rem) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Side = styled.label<{ $kept: boolean }>`
  display: block;
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme, $kept }) => ($kept ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  cursor: pointer;
  overflow-wrap: anywhere;
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    margin: ${({ theme }) => theme.space(3)} 0 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

const Choice = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const RecordName = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** What a record shows to tell it from its twin. */
interface Shown {
  id: string;
  name: string;
  href: string;
  facts: [string, string | null][];
}

const REASON_TEXT: Record<DuplicateReason, string> = {
  'same e-mail': 'Same e-mail',
  'same phone': 'Same phone',
  'same name and location': 'Same name and location',
  'same company name': 'Same company name',
  'same contact e-mail': 'Same contact e-mail',
  'same website': 'Same website',
};

const candidateShown = (candidate: CandidateDuplicatePair['a']): Shown => ({
  id: candidate.id,
  name: candidate.name,
  href: candidatePath(candidate.id),
  facts: [
    ['E-mail', candidate.email],
    ['Phone', candidate.phone],
    ['Location', candidate.location],
    ['Current role', candidate.currentRole],
    ['Added', formatDay(candidate.createdAt)],
  ],
});

const employerShown = (employer: EmployerDuplicatePair['a']): Shown => ({
  id: employer.id,
  name: employer.name,
  href: employerPath(employer.id),
  facts: [
    ['Website', employer.website],
    ['Location', employer.location],
    ['Contacts', employer.contactEmails.join(', ') || null],
    ['Added', formatDay(employer.createdAt)],
  ],
});

/**
 * `/manage/duplicates` (decision 0126): the likely duplicate candidates and employers, with why they match, side
 * by side; a manager or administrator chooses the record to keep and merges the other into it.
 */
export function DuplicatesPage() {
  const user = useSessionUser();
  if (user.role !== 'manager' && user.role !== 'administrator') {
    return (
      <Card>
        <Muted>Access denied. Only managers and administrators can do this.</Muted>
      </Card>
    );
  }
  return (
    <Lists>
      <CandidateDuplicates />
      <EmployerDuplicates />
    </Lists>
  );
}

function CandidateDuplicates() {
  const query = useGetCandidateDuplicatesQuery();
  const [merge] = useMergeCandidatesMutation();
  return (
    <ListPanel title="Duplicate candidates" description="Candidates with the same e-mail, the same phone, or the same name and location" action={null}>
      <ListStates query={{ ...query, data: query.data?.pairs }} loadingLabel="Loading duplicate candidates" placeholders={3} empty="No likely duplicate candidates.">
        {(pairs) => (
          <Pairs aria-label="Duplicate candidates">
            {pairs.map((pair) => (
              <PairRow key={`${pair.a.id}-${pair.b.id}`} kind="candidate" reason={pair.reason} a={candidateShown(pair.a)} b={candidateShown(pair.b)} merge={merge} />
            ))}
          </Pairs>
        )}
      </ListStates>
    </ListPanel>
  );
}

function EmployerDuplicates() {
  const query = useGetEmployerDuplicatesQuery();
  const [merge] = useMergeEmployersMutation();
  return (
    <ListPanel title="Duplicate employers" description="Employers with the same company name, a contact e-mail or the website in common" action={null}>
      <ListStates query={{ ...query, data: query.data?.pairs }} loadingLabel="Loading duplicate employers" placeholders={2} empty="No likely duplicate employers.">
        {(pairs) => (
          <Pairs aria-label="Duplicate employers">
            {pairs.map((pair) => (
              <PairRow key={`${pair.a.id}-${pair.b.id}`} kind="employer" reason={pair.reason} a={employerShown(pair.a)} b={employerShown(pair.b)} merge={merge} />
            ))}
          </Pairs>
        )}
      </ListStates>
    </ListPanel>
  );
}

type Merge = (input: { keptId: string; mergedId: string }) => Promise<{ error?: unknown }>;

function PairRow({ kind, reason, a, b, merge }: { kind: 'candidate' | 'employer'; reason: DuplicateReason; a: Shown; b: Shown; merge: Merge }) {
  // The older record is kept unless staff choose the other.
  const [keptId, setKeptId] = useState(a.id);
  const [confirming, setConfirming] = useState(false);
  const [merging, setMerging] = useState(false);
  const report = useReportResult();
  const kept = keptId === a.id ? a : b;
  const merged = keptId === a.id ? b : a;
  const group = `keep-${a.id}-${b.id}`;

  async function confirm() {
    setMerging(true);
    const result = await merge({ keptId: kept.id, mergedId: merged.id });
    setMerging(false);
    const done = report(result as Parameters<typeof report>[0], {
      success: { title: kind === 'candidate' ? 'Candidates merged' : 'Employers merged', description: `${merged.name} was merged into ${kept.name}` },
      failure: kind === 'candidate' ? 'Error merging candidates' : 'Error merging employers',
    });
    if (done) setConfirming(false);
  }

  const side = (record: Shown) => (
    <Side $kept={record.id === keptId}>
      <Choice>
        <input type="radio" name={group} checked={record.id === keptId} onChange={() => setKeptId(record.id)} />
        {record.id === keptId ? 'Keep this record' : 'Merge into the other'}
      </Choice>
      <RecordName>
        <Link to={record.href}>
          <UserText>{record.name}</UserText>
        </Link>
      </RecordName>
      <dl>
        {record.facts.map(([label, value]) => (
          <Fact key={label} label={label}>
            {value ? <UserText>{value}</UserText> : <Muted as="span">Not given</Muted>}
          </Fact>
        ))}
      </dl>
    </Side>
  );

  return (
    <li>
      <PanelBody>
        <PairHead>
          <Badge $variant="secondary">{REASON_TEXT[reason]}</Badge>
        </PairHead>
        <Sides>
          {side(a)}
          {side(b)}
        </Sides>
        <Footer>
          <Button onClick={() => setConfirming(true)}>Merge</Button>
        </Footer>
      </PanelBody>
      <Dialog open={confirming} onOpenChange={(open) => !open && !merging && setConfirming(false)}>
        {confirming && (
          <DialogContent
            role="alertdialog"
            title={kind === 'candidate' ? 'Merge candidates' : 'Merge employers'}
            description={
              <>
                Keep "<UserText>{kept.name}</UserText>" and merge "<UserText>{merged.name}</UserText>" into it? Everything of "
                <UserText>{merged.name}</UserText>" moves to the kept record, its empty fields are filled in, and "<UserText>{merged.name}</UserText>" is
                deleted. This action cannot be undone.
              </>
            }
          >
            <DialogFooter>
              <DialogClose asChild>
                <Button $variant="outline" disabled={merging}>
                  Cancel
                </Button>
              </DialogClose>
              <Button disabled={merging} onClick={confirm}>
                {merging ? 'Merging...' : 'Merge'}
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
