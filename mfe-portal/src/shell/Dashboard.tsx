import { NavLink, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { CandidateProfile } from '@agency/contracts';
import { Button, Container, Heading, Muted, Tabs, TabsContent, TabsList, TabsTrigger } from '@agency/ui';
import { ApplicationsTab } from '../features/applications/ApplicationsTab';
import { AppointmentsTab } from '../features/appointments/AppointmentsTab';
import { JobMatchesTab } from '../features/job-matches/JobMatchesTab';
import { MessagesTab } from '../features/messages/MessagesTab';
import { SetPasswordCard } from '../shared/password/SetPasswordCard';
import { ProfileTab } from '../features/profile/ProfileTab';
import { SubmissionsPage } from '../features/submissions/SubmissionsPage';
import { SignOutEverywhereButton } from '../shared/session/SignOutEverywhereButton';
import { useGetAccountQuery } from '../shared/api/authApi';
import { DASHBOARD_TABS, tabOf } from './dashboardTabs';
import { PORTAL_PATH, SUBMISSIONS_PATH } from './portalView';

const Page = styled(Container).attrs({ as: 'main' })`
  width: 100%;
  padding-block: ${({ theme }) => theme.space(8)};
  max-width: 56rem;
  @media (max-width: 30rem) {
    padding-inline: ${({ theme }) => theme.space(4)};
  }
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(8)};
  h1 {
    overflow-wrap: anywhere;
  }
`;

/** The portal's pages: the dashboard's tabs, and the submissions the recruiters ask the candidate about. */
const PortalNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
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

const SessionActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The dashboard of a candidate with a completed profile (spec section 2): 'Welcome, {name}', Sign Out
 * ('Sign out everywhere' beside it, decision 0069) and the tabs (the spec's four and 'My Applications', decision 0121), the chosen one kept in the address
 * (?tab=) so a reload or a shared link opens it again. Beside the dashboard, its own page: the submissions
 * (/candidateportal/submissions, where the consent e-mail leads, decision 0132).
 * A candidate without a password (came in by applying) is asked to set one first (decision 0063).
 */
export function Dashboard({ profile, onSignOut }: { profile: CandidateProfile; onSignOut: (message?: string) => void }) {
  const { pathname } = useLocation();
  const account = useGetAccountQuery();
  const hasPassword = account.data?.hasPassword ?? false;

  return (
    <Page>
      <Top>
        <div>
          <Heading as="h1" $size="xl">
            Welcome, {profile.name}
          </Heading>
          <Muted>Candidate Portal</Muted>
        </div>
        <SessionActions>
          <SignOutEverywhereButton onSignedOut={onSignOut} />
          <Button $variant="outline" onClick={() => onSignOut()}>
            Sign Out
          </Button>
        </SessionActions>
      </Top>
      {account.data && !account.data.hasPassword && <SetPasswordCard email={account.data.email} />}
      <PortalNav aria-label="Candidate Portal pages">
        <NavLink to={PORTAL_PATH} end>
          Dashboard
        </NavLink>
        <NavLink to={SUBMISSIONS_PATH}>Submissions</NavLink>
      </PortalNav>
      {pathname === SUBMISSIONS_PATH ? <SubmissionsPage /> : <DashboardTabs profile={profile} hasPassword={hasPassword} />}
    </Page>
  );
}

/** The dashboard's tabs, the chosen one kept in the address (?tab=). */
function DashboardTabs({ profile, hasPassword }: { profile: CandidateProfile; hasPassword: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const chooseTab = (value: string) =>
    setSearchParams(
      (params) => {
        if (value === 'profile') params.delete('tab');
        else params.set('tab', value);
        return params;
      },
      { replace: true },
    );

  return (
    <Tabs value={tabOf(searchParams.get('tab'))} onValueChange={chooseTab}>
      <TabsList aria-label="Candidate Portal">
        {DASHBOARD_TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="profile">
        <ProfileTab profile={profile} hasPassword={hasPassword} />
      </TabsContent>
      <TabsContent value="job-matches">
        <JobMatchesTab />
      </TabsContent>
      <TabsContent value="applications">
        <ApplicationsTab />
      </TabsContent>
      <TabsContent value="appointments">
        <AppointmentsTab />
      </TabsContent>
      <TabsContent value="messages">
        <MessagesTab />
      </TabsContent>
    </Tabs>
  );
}
