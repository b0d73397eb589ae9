import styled from 'styled-components';
import { Card } from '@agency/ui';
import { PanelLink } from './Panel';

const LeadsCard = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  p {
    font-weight: 600;
  }
`;

/** The website's leads nobody has answered yet, with the way to them (decision 0040). */
export function NewLeads({ count }: { count: number }) {
  return (
    <LeadsCard as="section" aria-label="New leads">
      <p>
        {count === 0
          ? 'No new leads waiting for a reply'
          : `${count} new ${count === 1 ? 'lead' : 'leads'} waiting for a reply`}
      </p>
      <PanelLink to="/manage/leads">View Leads</PanelLink>
    </LeadsCard>
  );
}
