import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container } from '@agency/ui';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 3.5rem;
`;

const Brand = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

/** The client portal's header: the agency's name, and 'Sign Out' while a contact is signed in. */
export function SiteHeader({ onSignOut }: { onSignOut?: () => void }) {
  return (
    <Bar>
      <Inner>
        <Brand to="/">TalentBridge</Brand>
        {onSignOut && (
          <Button $variant="ghost" $size="sm" onClick={onSignOut}>
            Sign Out
          </Button>
        )}
      </Inner>
    </Bar>
  );
}
