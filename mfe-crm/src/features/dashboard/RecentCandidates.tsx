import { Link } from 'react-router-dom';
import type { DashboardStats } from '@agency/contracts';
import { Badge, Muted, UserText } from '@agency/ui';
import { availabilityBadge, availabilityLabel } from '../../shared/candidates/availability';
import { candidatePath } from '../../shared/records/paths';
import { Name, Panel, PanelLink, Rows, Small } from './Panel';

/** The candidates added last, with their availability. */
export function RecentCandidates({ candidates }: { candidates: DashboardStats['recentCandidates'] }) {
  return (
    <Panel title="Recent Candidates" link={<PanelLink to="/manage/candidates">View All</PanelLink>}>
      {candidates.length === 0 ? (
        <Muted>No candidates added yet</Muted>
      ) : (
        <Rows>
          {candidates.map((candidate) => (
            <li key={candidate.id}>
              <div>
                <Name>
                  <Link to={candidatePath(candidate.id)}>
                    <UserText>{candidate.name}</UserText>
                  </Link>
                </Name>
                <Small>
                  <UserText>{candidate.currentRole || 'No role specified'}</UserText>
                </Small>
              </div>
              <div>
                <Badge $variant={availabilityBadge(candidate.availability)}>
                  {availabilityLabel(candidate.availability)}
                </Badge>
                <Small>Recently added</Small>
              </div>
            </li>
          ))}
        </Rows>
      )}
    </Panel>
  );
}
