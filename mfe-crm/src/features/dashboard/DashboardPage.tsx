import { useState } from 'react';
import styled from 'styled-components';
import { Card, Heading, Muted } from '@agency/ui';
import { AddCandidateDialog } from '../../shared/candidates/CandidateFormDialog';
import { AddEmployerDialog } from '../../shared/employers/EmployerDialogs';
import { InteractionFormDialog } from '../../shared/interactions/InteractionFormDialog';
import { useGetDashboardStatsQuery } from '../../shared/api/dashboardApi';
import { MyTasksPanel } from '../../shared/tasks/MyTasksPanel';
import { AwaitingFeedback } from './AwaitingFeedback';
import { NewApplicationsCard } from './NewApplicationsCard';
import { NewLeads } from './NewLeads';
import { QuickActions } from './QuickActions';
import { RecentCandidates } from './RecentCandidates';
import { SalesPipeline } from './SalesPipeline';
import { DashboardPlaceholder, StatTiles } from './StatTiles';
import { UpcomingInterviews } from './UpcomingInterviews';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
`;

/** /manage: the recruiting overview (spec: Dashboard), from GET /api/dashboard/stats. */
export function DashboardPage() {
  const { data: stats, isLoading } = useGetDashboardStatsQuery();
  const [adding, setAdding] = useState<'candidate' | 'employer' | 'interview' | null>(null);

  if (isLoading) return <DashboardPlaceholder />;
  // No figures to show: the first load failed. (A failed refresh keeps the figures already shown.)
  if (!stats) {
    return (
      <Card role="alert">
        <Heading as="h2" $size="lg">
          Error Loading Dashboard
        </Heading>
        <Muted>Unable to load dashboard data. Please try refreshing the page.</Muted>
      </Card>
    );
  }

  return (
    <Stack>
      <NewLeads count={stats.newLeads} />
      <NewApplicationsCard count={stats.newApplications} />
      <StatTiles stats={stats} />
      <MyTasksPanel />
      <Pair>
        <RecentCandidates candidates={stats.recentCandidates} />
        <UpcomingInterviews interviews={stats.upcomingInterviews} />
      </Pair>
      <AwaitingFeedback />
      <Pair>
        <QuickActions
          onAddCandidate={() => setAdding('candidate')}
          onAddEmployer={() => setAdding('employer')}
          onScheduleInterview={() => setAdding('interview')}
        />
        <SalesPipeline stages={stats.pipelineStats} />
      </Pair>
      <AddCandidateDialog
        open={adding === 'candidate'}
        onOpenChange={(open) => setAdding(open ? 'candidate' : null)}
      />
      <AddEmployerDialog
        open={adding === 'employer'}
        onOpenChange={(open) => setAdding(open ? 'employer' : null)}
      />
      {/* 'Schedule Interview': the calendar's 'Schedule New Interaction', as an interview to come. */}
      <InteractionFormDialog
        mode="schedule"
        defaults={{ type: 'interview' }}
        open={adding === 'interview'}
        onOpenChange={(open) => setAdding(open ? 'interview' : null)}
      />
    </Stack>
  );
}
