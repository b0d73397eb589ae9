import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@agency/ui';
import { isAdministrator, useSessionUser } from '../shared/session/RequireSession';
import { useLogout } from '../shared/session/useLogout';
import { roleLabel } from '../shared/session/roles';
import { NewApplications } from '../features/applications/NewApplications';
import { SECTIONS } from './sections';
import { EmailSettingsButton } from '../features/email-settings/EmailSettings';
import { SavedSearches } from '../shared/saved-searches/SavedSearches';

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  @media (min-width: 64rem) {
    position: sticky;
    top: 0;
    height: 100vh;
    overflow-y: auto;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Brand = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
`;

/* Below 64rem the sidebar is a bar at the top of the page: its sections and footer fold away behind 'Menu',
   so that they do not take a phone's first screen on every page. */
const MenuButton = styled(Button)`
  color: inherit;
  border-color: rgba(255, 255, 255, 0.4);
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.1);
  }
  @media (min-width: 64rem) {
    display: none;
  }
`;

const Menu = styled.div<{ $open: boolean }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  @media (max-width: 63.99rem) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
  }
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  @media (max-width: 63.99rem) {
    ul {
      flex-direction: row;
      flex-wrap: wrap;
    }
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius.md};
    color: inherit;
    text-decoration: none;
    font-weight: 500;
    opacity: 0.85;
  }
  a:hover {
    opacity: 1;
    background: rgba(255, 255, 255, 0.1);
  }
  a[aria-current='page'] {
    opacity: 1;
    background: rgba(255, 255, 255, 0.18);
    font-weight: 700;
  }
`;

const Footer = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: inherit;
    opacity: 0.85;
  }
  a:hover {
    opacity: 1;
  }
  @media (max-width: 63.99rem) {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
  }
`;

const Who = styled.div`
  p:first-child {
    font-weight: 600;
  }
  p:last-child {
    opacity: 0.8;
  }
`;

const Logout = styled(Button)`
  color: inherit;
  border-color: rgba(255, 255, 255, 0.4);
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.1);
  }
`;

/** The member's own settings and Logout, side by side. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The management area's sidebar: its sections (Users for administrators only), who is signed in, logout. */
export function Sidebar() {
  const user = useSessionUser();
  const logout = useLogout();
  const sections = SECTIONS.filter((section) => !section.notInSidebar && (!section.administratorsOnly || isAdministrator(user)) && (!section.managersOnly || user.role === 'manager' || isAdministrator(user)));
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // A section chosen from the menu closes it.
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <Aside>
      <Top>
        <Brand>TalentBridge CRM</Brand>
        <MenuButton
          $variant="ghost"
          $size="sm"
          aria-expanded={menuOpen}
          aria-controls="management-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </MenuButton>
      </Top>
      <Menu id="management-menu" $open={menuOpen}>
        <Nav aria-label="Management">
          <ul>
            {sections.map((section) => (
              <li key={section.path}>
                {/* `end`: Dashboard (/manage) is current only on /manage itself; Candidates on a candidate's page too. */}
                <NavLink to={section.path} end={section.path === '/manage'}>
                  {section.label}
                  {section.path === '/manage/applications' && <NewApplications />}
                </NavLink>
              </li>
            ))}
          </ul>
        </Nav>
        <SavedSearches />
        <Footer>
          <Link to="/">Back to Landing Page</Link>
          <Who>
            <p>{user.name || 'Team Member'}</p>
            <p>{roleLabel(user.role) || 'User'}</p>
          </Who>
          <Actions>
            <Logout as={EmailSettingsButton} />
            <Logout $variant="ghost" $size="sm" onClick={logout}>
              Logout
            </Logout>
          </Actions>
        </Footer>
      </Menu>
    </Aside>
  );
}
