import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DashboardStats, MonthlyCount } from '@agency/contracts';
import { Badge, Card, Heading, Muted, Skeleton, UserText } from '@agency/ui';
import { AddCandidateDialog } from '../../shared/candidates/CandidateFormDialog';
import { availabilityBadge, availabilityLabel } from '../../shared/candidates/availability';
import { AddEmployerDialog } from '../../shared/employers/EmployerDialogs';
import { formatDashboardDate } from '../../shared/dates';
import { InteractionFormDialog } from '../../shared/interactions/InteractionFormDialog';
import { formatCents } from '../../shared/money';
import { useGetDashboardStatsQuery } from '../../shared/api/dashboardApi';
import { monthlyChange } from './monthlyChange';
import { QuickActions } from './QuickActions';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const TileRow = styled.div`
  display: grid;
  /* Four figures: two by two on a narrow screen, never three and one. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: 48rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  gap: ${({ theme }) => theme.space(4)};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
`;

const TileCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(5)};
`;

const TileLabel = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const Figure = styled.p`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: 800;
  line-height: 1.1;
`;

const Change = styled.p<{ $tone: 'up' | 'down' | 'flat' }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme, $tone }) =>
    $tone === 'up' ? theme.colors.success : $tone === 'down' ? theme.colors.destructive : theme.colors.muted};
`;

const LeadsCard = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  p {
    font-weight: 600;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const PanelLink = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding-block: ${({ theme }) => theme.space(3)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child {
    border-top: 0;
    padding-top: 0;
  }
  li > div {
    min-width: 0;
  }
  li > div:last-child {
    flex: none;
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Name = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Small = styled(Muted)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Stages = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.subtle};
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: 700;
  }
`;

const StageCount = styled.dd`
  && {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
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
      <TileRow>
        <Tile label="Total Candidates" value={stats.totalCandidates} monthly={stats.monthly.candidates} />
        <Tile label="Active Employers" value={stats.activeEmployers} monthly={stats.monthly.employers} />
        <Tile label="Open Roles" value={stats.openRoles} monthly={stats.monthly.openRoles} />
        <Tile label="Placements" value={stats.placements} monthly={stats.monthly.placements} />
      </TileRow>
      <Pair>
        <RecentCandidates candidates={stats.recentCandidates} />
        <UpcomingInterviews interviews={stats.upcomingInterviews} />
      </Pair>
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

/** Four placeholder cards while the figures load (spec section 9). */
function DashboardPlaceholder() {
  return (
    <TileRow aria-busy="true" aria-label="Loading dashboard">
      {Array.from({ length: 4 }, (_, i) => (
        <TileCard key={i}>
          <Skeleton $height="0.875rem" $width="50%" />
          <Skeleton $height="2.25rem" $width="40%" />
          <Skeleton $height="0.875rem" $width="60%" />
        </TileCard>
      ))}
    </TileRow>
  );
}

/** One figure of the statistics row with its change against last month. */
function Tile({ label, value, monthly }: { label: string; value: number; monthly: MonthlyCount }) {
  const change = monthlyChange(monthly);
  const headingId = `tile-${label.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <TileCard as="section" aria-labelledby={headingId}>
      <TileLabel id={headingId}>{label}</TileLabel>
      <Figure>{value.toLocaleString('en-US')}</Figure>
      <Change
        $tone={change.tone}
        title={`${monthly.thisMonth} added this month, ${monthly.lastMonth} last month`}
      >
        {change.text}
      </Change>
    </TileCard>
  );
}

/** The website's leads nobody has answered yet, with the way to them (decision 0040). */
function NewLeads({ count }: { count: number }) {
  return (
    <LeadsCard as="section" aria-label="New leads">
      <p>
        {count === 0
          ? 'No new leads waiting for a reply'
          : `${count} new ${count === 1 ? 'lead' : 'leads'} waiting for a reply`}
      </p>
      <PanelLink to="/manage/leads">View Leads</PanelLink>
    </LeadsCard>
  );
}

function Panel({ title, link, children }: { title: string; link: ReactNode; children: ReactNode }) {
  const headingId = `panel-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <PanelHeader>
        <Heading as="h2" $size="lg" id={headingId}>
          {title}
        </Heading>
        {link}
      </PanelHeader>
      {children}
    </Card>
  );
}

function RecentCandidates({ candidates }: { candidates: DashboardStats['recentCandidates'] }) {
  return (
    <Panel title="Recent Candidates" link={<PanelLink to="/manage/candidates">View All</PanelLink>}>
      {candidates.length === 0 ? (
        <Muted>No candidates added yet</Muted>
      ) : (
        <Rows>
          {candidates.map((candidate) => (
            <li key={candidate.id}>
              <div>
                <Name>
                  <UserText>{candidate.name}</UserText>
                </Name>
                <Small>
                  <UserText>{candidate.currentRole || 'No role specified'}</UserText>
                </Small>
              </div>
              <div>
                <Badge $variant={availabilityBadge(candidate.availability)}>
                  {availabilityLabel(candidate.availability)}
                </Badge>
                <Small>Recently added</Small>
              </div>
            </li>
          ))}
        </Rows>
      )}
    </Panel>
  );
}

function UpcomingInterviews({ interviews }: { interviews: DashboardStats['upcomingInterviews'] }) {
  return (
    <Panel title="Upcoming Interviews" link={<PanelLink to="/manage/calendar">View Calendar</PanelLink>}>
      {interviews.length === 0 ? (
        <Muted>No upcoming interviews scheduled</Muted>
      ) : (
        <Rows>
          {interviews.map((interview) => (
            <li key={interview.id}>
              <div>
                <Name>
                  <UserText>{interview.candidate?.name || 'Unknown Candidate'}</UserText>
                </Name>
                <Small>
                  {/* The role interviewed for; else the candidate's current role. */}
                  <UserText>
                    {interview.jobRole?.title || interview.candidate?.currentRole || interview.subject}
                  </UserText>
                </Small>
                <Small>
                  <UserText>{interview.employer?.name || 'Unknown Employer'}</UserText>
                </Small>
              </div>
              <div>
                <Small as="time" dateTime={interview.date}>
                  {formatDashboardDate(interview.date)}
                </Small>
              </div>
            </li>
          ))}
        </Rows>
      )}
    </Panel>
  );
}

const PIPELINE_STAGES = [
  { key: 'leads', label: 'Leads' },
  { key: 'qualified', label: 'Qualified' },
  { key: 'proposals', label: 'Proposals' },
  { key: 'closed', label: 'Closed' },
] as const;

/** The pipeline's open stages and closed (won) deals, with their real sums (decision 0038). */
function SalesPipeline({ stages }: { stages: DashboardStats['pipelineStats'] }) {
  return (
    <Panel title="Sales Pipeline" link={<PanelLink to="/manage/pipeline">Manage Pipeline</PanelLink>}>
      <Stages>
        {PIPELINE_STAGES.map(({ key, label }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{formatCents(stages[key].value)}</dd>
            <StageCount>{`${stages[key].count} ${stages[key].count === 1 ? 'opportunity' : 'opportunities'}`}</StageCount>
          </div>
        ))}
      </Stages>
    </Panel>
  );
}
