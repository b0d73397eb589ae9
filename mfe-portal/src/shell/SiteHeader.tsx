import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@agency/ui';

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

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The portal's way back to the website, above every view: sign-in, the wizard and the dashboard (issue 21). */
export function SiteHeader() {
  return (
    <Bar>
      <Inner>
        <Brand to="/">TalentBridge</Brand>
        <Back to="/#positions">Open positions</Back>
      </Inner>
    </Bar>
  );
}
