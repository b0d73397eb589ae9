import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, Container, SkipLink } from '@agency/ui';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  min-height: 4rem;
  padding-block: ${({ theme }) => theme.space(3)};
`;

const Logo = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
`;

const Links = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(5)};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
    text-decoration: none;
    &:hover { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  /* On a phone both buttons share one row under the links. */
  @media (max-width: 30rem) {
    a {
      padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
      font-size: ${({ theme }) => theme.font.size.sm};
    }
  }
`;

const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'outline' }>`
  ${buttonStyles}
`;

export type NavItem = { label: string; to: string };

/** The landing page's links: the about page and two of its own sections (spec: landing page). */
export const LANDING_NAV: NavItem[] = [
  { label: 'About', to: '/about' },
  { label: 'Services', to: '/#services' },
  { label: 'Contact', to: '/#contact' },
];

/**
 * The public header. Section links (`/#services`) go through the router; the page scrolls to the
 * section named by the address's hash (useScrollToHash).
 */
export function Header({ nav = LANDING_NAV, candidatePortal = true }: { nav?: NavItem[]; candidatePortal?: boolean }) {
  return (
    <Bar>
      <SkipLink />
      <Inner>
        <Logo to="/">TalentBridge</Logo>
        <nav aria-label="Main">
          <Links>
            {nav.map((item) => (
              <li key={item.label}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </Links>
        </nav>
        <Actions>
          {candidatePortal && (
            <ButtonLink to="/candidateportal" $variant="outline">
              Candidate Portal
            </ButtonLink>
          )}
          <ButtonLink to="/manage">Team Login</ButtonLink>
        </Actions>
      </Inner>
    </Bar>
  );
}
