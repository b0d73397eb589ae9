import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, Container } from '@agency/ui';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 4rem;
`;

const Logo = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const Actions = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
`;

const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'outline' }>`
  ${buttonStyles}
`;

export function Header() {
  return (
    <Bar>
      <Inner>
        <Logo to="/">TalentBridge</Logo>
        <Actions aria-label="Main">
          <ButtonLink to="/candidateportal" $variant="outline">
            Candidate Portal
          </ButtonLink>
          <ButtonLink to="/manage">Team Login</ButtonLink>
        </Actions>
      </Inner>
    </Bar>
  );
}
