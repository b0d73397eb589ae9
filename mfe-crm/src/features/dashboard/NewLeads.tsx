import styled from 'styled-components';
import { CountCard, PanelLink } from './Panel';

const LeadsCard = styled(CountCard)`
  p {
    font-weight: 600;
  }
`;

/** The website's leads nobody has answered yet, with the way to them (decision 0040). */
export function NewLeads({ count }: { count: number }) {
  return (
    <LeadsCard $edge="accent" as="section" aria-label="New leads">
      <p>
        {count === 0
          ? 'No new leads waiting for a reply'
          : `${count} new ${count === 1 ? 'lead' : 'leads'} waiting for a reply`}
      </p>
      <PanelLink to="/manage/leads">View Leads</PanelLink>
    </LeadsCard>
  );
}
