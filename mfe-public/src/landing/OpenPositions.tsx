import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobRole } from '@agency/contracts';
import { Card, Container, Muted, Skeleton } from '@agency/ui';
import { LANDING_ROLE_LIMIT, useGetJobRolesQuery } from '../api';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space(16)} 0`};
  scroll-margin-top: ${({ theme }) => theme.space(4)};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  margin-bottom: ${({ theme }) => theme.space(8)};
  text-align: center;
`;

/** The grid of role cards: the landing page's six and the jobs board's pages. */
export const RoleGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
`;

const RoleLink = styled(Link)`
  display: block;
  height: 100%;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  & > div { height: 100%; transition: border-color 120ms ease; }
  &:hover > div { border-color: ${({ theme }) => theme.colors.primary}; }
`;

const RoleTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.primary};
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const Facts = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const AllRoles = styled.p`
  margin-top: ${({ theme }) => theme.space(8)};
  text-align: center;
  font-weight: 600;
`;

const Notice = styled(Card)`
  text-align: center;
  max-width: 36rem;
  margin: 0 auto;
  h3 { margin-bottom: ${({ theme }) => theme.space(2)}; }
`;

/** A role's card, leading to its page. */
export function RoleCard({ role }: { role: JobRole }) {
  return (
    <li>
      <RoleLink to={`/jobs/${role.slug}`}>
        <Card>
          <RoleTitle>{role.title}</RoleTitle>
          {role.employer?.name && <Muted>{role.employer.name}</Muted>}
          <Facts>
            {[role.location, role.salaryRange].filter(Boolean).join(' · ')}
          </Facts>
        </Card>
      </RoleLink>
    </li>
  );
}

/** 'Current open positions': up to six open roles, each leading to its job page. */
export function OpenPositions() {
  const { data, isLoading, isError } = useGetJobRolesQuery();
  return (
    <Section id="positions" aria-labelledby="positions-title">
      <Container>
        <Title id="positions-title">Current Open Positions</Title>
        {isLoading ? (
          <RoleGrid aria-busy="true" aria-label="Loading open positions">
            {Array.from({ length: LANDING_ROLE_LIMIT }, (_, i) => (
              <li key={i}>
                <Card>
                  <Skeleton $height="1.25rem" $width="70%" />
                  <Skeleton $height="1rem" $width="40%" style={{ marginTop: '0.75rem' }} />
                  <Skeleton $height="0.875rem" $width="55%" style={{ marginTop: '1rem' }} />
                </Card>
              </li>
            ))}
          </RoleGrid>
        ) : isError ? (
          <Notice role="alert">
            <h3>Open positions are unavailable</h3>
            <Muted>We couldn&apos;t load open positions right now. Please try again shortly.</Muted>
          </Notice>
        ) : data && data.items.length > 0 ? (
          <>
            <RoleGrid>
              {data.items
                .filter((role) => role.status === 'open')
                .slice(0, LANDING_ROLE_LIMIT)
                .map((role) => (
                  <RoleCard key={role.id} role={role} />
                ))}
            </RoleGrid>
            {/* The newest six here; the jobs board lists every open role (decision 0117). */}
            <AllRoles>
              <Link to="/jobs">View all open roles</Link>
            </AllRoles>
          </>
        ) : (
          <Notice>
            <h3>No Open Positions Currently</h3>
            <Muted>New roles are added regularly. Please check back soon.</Muted>
          </Notice>
        )}
      </Container>
    </Section>
  );
}
