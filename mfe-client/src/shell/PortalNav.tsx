import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@agency/ui';
import { INTERVIEWS_PATH, PORTAL_PATH } from '../shared/portal/paths';

const Bar = styled.nav`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Links = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
    margin-bottom: -1px;
    border-bottom: 2px solid transparent;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The signed-in contact's pages: their roles (and each role's candidates) and the interviews arranged. */
export function PortalNav() {
  const { pathname } = useLocation();
  const onInterviews = pathname === INTERVIEWS_PATH;
  return (
    <Bar aria-label="Client Portal">
      <Links>
        {/* A role's page is one of 'Your roles'. */}
        <Link to={PORTAL_PATH} aria-current={onInterviews ? undefined : 'page'}>
          Your roles
        </Link>
        <Link to={INTERVIEWS_PATH} aria-current={onInterviews ? 'page' : undefined}>
          Interviews
        </Link>
      </Links>
    </Bar>
  );
}
