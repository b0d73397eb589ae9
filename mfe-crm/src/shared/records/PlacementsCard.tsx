import { Link } from 'react-router-dom';
import type { Placement, PlacementStage } from '@agency/contracts';
import { Badge, Muted, UserText } from '@agency/ui';
import { formatDay } from '../dates';
import { Money } from '../money';
import { candidatePath, employerPath, jobRolePath } from './paths';
import { EntryTop, RecordListCard } from './RecordLayout';

const STAGES: Record<PlacementStage, string> = {
  lead: 'Lead',
  qualified: 'Qualified',
  proposal: 'Proposal',
  closed_won: 'Closed Won',
  closed_lost: 'Closed Lost',
};

/** 'Placements': the record's deals in the pipeline, each with its role, the other side, stage and value. */
export function PlacementsCard({ placements, show }: { placements: Placement[]; show: 'candidate' | 'employer' }) {
  return (
    <RecordListCard title="Placements" items={placements} empty="No placements yet">
      {(placement) => {
        const other = show === 'employer' ? placement.employer : placement.candidate;
        return (
          <li key={placement.id}>
            <EntryTop>
              <strong>
                {placement.jobRole ? (
                  <Link to={jobRolePath(placement.jobRole.id)}>
                    <UserText>{placement.jobRole.title}</UserText>
                  </Link>
                ) : (
                  'Unknown job role'
                )}
              </strong>
              <Badge $variant={placement.status === 'closed_lost' ? 'secondary' : 'default'}>{STAGES[placement.status]}</Badge>
            </EntryTop>
            <Muted>
              {other ? (
                <Link to={show === 'employer' ? employerPath(other.id) : candidatePath(other.id)}>
                  <UserText>{other.name}</UserText>
                </Link>
              ) : (
                `Unknown ${show}`
              )}
              {placement.value != null && (
                <>
                  {' · '}
                  <Money cents={placement.value} />
                </>
              )}
              {placement.placementDate && <> · Placed {formatDay(placement.placementDate)}</>}
            </Muted>
          </li>
        );
      }}
    </RecordListCard>
  );
}
