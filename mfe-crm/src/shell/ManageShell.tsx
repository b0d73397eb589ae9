import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Muted } from '@agency/ui';
import { CalendarPage } from '../calendar/CalendarPage';
import { CandidatesPage } from '../candidates/CandidatesPage';
import { DashboardPage } from '../dashboard/DashboardPage';
import { EmployersPage } from '../employers/EmployersPage';
import { InteractionsPage } from '../interactions/InteractionsPage';
import { JobRolesPage } from '../job-roles/JobRolesPage';
import { LeadsPage } from '../leads/LeadsPage';
import { PipelinePage } from '../pipeline/PipelinePage';
import { UsersPage } from '../users/UsersPage';
import { Header } from './Header';
import type { Section } from './sections';
import { Sidebar } from './Sidebar';

const Layout = styled.div`
  flex: 1 0 auto;
  display: grid;
  /* minmax(0, …): a wide table scrolls inside its card instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  background: ${({ theme }) => theme.colors.background};
  @media (min-width: 64rem) {
    grid-template-columns: 16rem minmax(0, 1fr);
  }
`;

const Content = styled.div`
  padding: ${({ theme }) => theme.space(8)};
`;

/** The screen of each section. Sections whose screens come with later issues show an empty panel. */
function sectionContent(section: Section): ReactNode {
  if (section.path === '/manage') return <DashboardPage />;
  if (section.path === '/manage/candidates') return <CandidatesPage />;
  if (section.path === '/manage/employers') return <EmployersPage />;
  if (section.path === '/manage/job-roles') return <JobRolesPage />;
  if (section.path === '/manage/interactions') return <InteractionsPage />;
  if (section.path === '/manage/calendar') return <CalendarPage />;
  if (section.path === '/manage/pipeline') return <PipelinePage />;
  if (section.path === '/manage/leads') return <LeadsPage />;
  if (section.path === '/manage/users') return <UsersPage />;
  return (
    <Card>
      <Muted>Nothing to show here yet.</Muted>
    </Card>
  );
}

/** The management area: sidebar, the section's header, and its screen. */
export function ManageShell({ section }: { section: Section }) {
  return (
    <Layout>
      <Sidebar />
      <main>
        <Header section={section} />
        <Content>{sectionContent(section)}</Content>
      </main>
    </Layout>
  );
}
