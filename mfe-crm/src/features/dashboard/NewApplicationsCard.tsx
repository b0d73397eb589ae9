import styled from 'styled-components';
import { CountCard, PanelLink } from './Panel';

const ApplicationsCard = styled(CountCard)`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  p {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: 800;
  }
`;

/**
 * 'New Applications': the applications nobody has looked at yet (status pending), with the way to them. A figure
 * of now, not a month's, so not one of the four tiles with a change against last month (decisions 0104, 0120).
 */
export function NewApplicationsCard({ count }: { count: number }) {
  return (
    <ApplicationsCard $edge="primary" as="section" aria-labelledby="new-applications-label">
      <div>
        <h2 id="new-applications-label">New Applications</h2>
        <p>{count}</p>
      </div>
      <PanelLink to="/manage/applications?status=pending">View Applications</PanelLink>
    </ApplicationsCard>
  );
}
