import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Muted, useDocumentTitle } from '@agency/ui';
import { Header } from './Header';
import type { RecordPage, Section } from './sections';
import { Sidebar } from './Sidebar';
import { lazyScreen } from './lazyScreen';

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

// Each screen loads when its section is first visited (its forms, dialogs, zod and contracts with it), so
// /manage does not download every screen of the CRM first (decision 0048).
const DashboardPage = lazyScreen(() => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage));
const CandidatesPage = lazyScreen(() => import('../features/candidates/CandidatesPage').then((m) => m.CandidatesPage));
const EmployersPage = lazyScreen(() => import('../features/employers/EmployersPage').then((m) => m.EmployersPage));
const JobRolesPage = lazyScreen(() => import('../features/job-roles/JobRolesPage').then((m) => m.JobRolesPage));
const InteractionsPage = lazyScreen(() => import('../features/interactions/InteractionsPage').then((m) => m.InteractionsPage));
const CalendarPage = lazyScreen(() => import('../features/calendar/CalendarPage').then((m) => m.CalendarPage));
const PipelinePage = lazyScreen(() => import('../features/pipeline/PipelinePage').then((m) => m.PipelinePage));
const LeadsPage = lazyScreen(() => import('../features/leads/LeadsPage').then((m) => m.LeadsPage));
const UsersPage = lazyScreen(() => import('../features/users/UsersPage').then((m) => m.UsersPage));
const CustomFieldsPage = lazyScreen(() => import('../features/custom-fields/CustomFieldsPage').then((m) => m.CustomFieldsPage));
const EmailTemplatesPage = lazyScreen(() => import('../features/email-templates/EmailTemplatesPage').then((m) => m.EmailTemplatesPage));
const TagsPage = lazyScreen(() => import('../features/tags/TagsPage').then((m) => m.TagsPage));
const IntegrationsPage = lazyScreen(() => import('../features/integrations/IntegrationsPage').then((m) => m.IntegrationsPage));
const CandidateRecordPage = lazyScreen(() => import('../features/candidates/record/CandidateRecordPage').then((m) => m.CandidateRecordPage));
const ApplicationsPage = lazyScreen(() => import('../features/applications/ApplicationsPage').then((m) => m.ApplicationsPage));
const JobRoleRecordPage = lazyScreen(() => import('../features/job-roles/record/JobRoleRecordPage').then((m) => m.JobRoleRecordPage));
const ImportPage = lazyScreen(() => import('../features/imports/spreadsheet/ImportPage').then((m) => m.ImportPage));
const CvFolderPage = lazyScreen(() => import('../features/imports/cv-folder/CvFolderPage').then((m) => m.CvFolderPage));
const DuplicatesPage = lazyScreen(() => import('../features/duplicates/DuplicatesPage').then((m) => m.DuplicatesPage));
const EmployerRecordPage = lazyScreen(() => import('../features/employers/record/EmployerRecordPage').then((m) => m.EmployerRecordPage));
const JobPipelineBoard = lazyScreen(() => import('../features/job-pipeline/JobPipelineBoard').then((m) => m.JobPipelineBoard));
const SubmitToClient = lazyScreen(() => import('../features/submissions/SubmitToClient').then((m) => m.SubmitToClient));
const SubmissionOnCard = lazyScreen(() => import('../features/submissions/SubmissionOnCard').then((m) => m.SubmissionOnCard));
const ResponsePromiseButton = lazyScreen(() => import('../features/submissions/ResponsePromiseButton').then((m) => m.ResponsePromiseButton));

/** The role's board with its submissions (decision 0132): another feature, placed on the board here. */
function jobRoleBoard(jobRoleId: string, applicants: { id: string; name: string }[]): ReactNode {
  return (
    <JobPipelineBoard
      jobRoleId={jobRoleId}
      applicants={applicants}
      extras={{
        actions: <ResponsePromiseButton />,
        selection: (selected, clear) => <SubmitToClient jobRoleId={jobRoleId} selected={selected} onSent={clear} />,
        card: (entry) => <SubmissionOnCard jobRoleId={jobRoleId} entry={entry} />,
      }}
    />
  );
}

/** A record's own page (decision 0119). */
function recordContent(record: RecordPage): ReactNode {
  if (record.kind === 'candidate') return <CandidateRecordPage candidateId={record.id} />;
  // The role's candidate pipeline (decision 0128) is a feature of its own, placed on the role's page here.
  if (record.kind === 'job-role')
    return <JobRoleRecordPage jobRoleId={record.id} pipeline={(applicants) => jobRoleBoard(record.id, applicants)} />;
  return <EmployerRecordPage employerId={record.id} />;
}

/** The screen of each section. Sections whose screens come with later issues show an empty panel. */
function sectionContent(section: Section): ReactNode {
  if (section.path === '/manage') return <DashboardPage />;
  if (section.path === '/manage/candidates') return <CandidatesPage />;
  if (section.path === '/manage/employers') return <EmployersPage />;
  if (section.path === '/manage/job-roles') return <JobRolesPage />;
  if (section.path === '/manage/applications') return <ApplicationsPage />;
  if (section.path === '/manage/interactions') return <InteractionsPage />;
  if (section.path === '/manage/calendar') return <CalendarPage />;
  if (section.path === '/manage/pipeline') return <PipelinePage />;
  if (section.path === '/manage/leads') return <LeadsPage />;
  if (section.path === '/manage/import') return <ImportPage />;
  if (section.path === '/manage/import/cv-folder') return <CvFolderPage />;
  if (section.path === '/manage/duplicates') return <DuplicatesPage />;
  if (section.path === '/manage/users') return <UsersPage />;
  if (section.path === '/manage/custom-fields') return <CustomFieldsPage />;
  if (section.path === '/manage/tags') return <TagsPage />;
  if (section.path === '/manage/email-templates') return <EmailTemplatesPage />;
  if (section.path === '/manage/integrations') return <IntegrationsPage />;
  return (
    <Card>
      <Muted>Nothing to show here yet.</Muted>
    </Card>
  );
}

/** The management area: sidebar, the section's (or record's) header, and its screen. */
export function ManageShell({ section, record }: { section: Section; record?: RecordPage }) {
  useDocumentTitle(`${record ? `${record.label} · ` : ''}${section.title} · TalentBridge CRM`);
  return (
    <Layout>
      <Sidebar />
      <main>
        <Header section={section} record={record} />
        <Content>
          <Suspense fallback={<Muted aria-busy="true">Loading…</Muted>}>{record ? recordContent(record) : sectionContent(section)}</Suspense>
        </Content>
      </main>
    </Layout>
  );
}
