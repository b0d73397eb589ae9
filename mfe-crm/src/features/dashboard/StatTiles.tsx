import styled from 'styled-components';
import type { DashboardStats, MonthlyCount } from '@agency/contracts';
import { Card, Skeleton } from '@agency/ui';
import { monthlyChange } from './monthlyChange';

const TileRow = styled.div`
  display: grid;
  /* Four figures: two by two on a narrow screen, never three and one. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: 48rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  gap: ${({ theme }) => theme.space(4)};
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
  /* A figure never runs out of its tile, however long (decision 0104). */
  overflow-wrap: anywhere;
`;

const Change = styled.p<{ $tone: 'up' | 'down' | 'flat' }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme, $tone }) =>
    $tone === 'up' ? theme.colors.success : $tone === 'down' ? theme.colors.destructive : theme.colors.muted};
`;

/**
 * The statistics row: four figures, each with its change against last month. A change counts what its
 * figure counts (decision 0104: the active clients added, not every employer added), and its tooltip
 * names it.
 */
export function StatTiles({ stats }: { stats: DashboardStats }) {
  return (
    <TileRow>
      <Tile label="Total Candidates" value={stats.totalCandidates} monthly={stats.monthly.candidates} added="Candidates added" />
      {/* Not 'Active Employers': the pipeline's card of that name counts every employer, as the spec defines it
          (issue 31, decision 0118). This counts the employers of status Active, the agency's current clients. */}
      <Tile label="Active Clients" value={stats.activeEmployers} monthly={stats.monthly.employers} added="Active clients added" />
      <Tile label="Open Roles" value={stats.openRoles} monthly={stats.monthly.openRoles} added="Open roles added" />
      <Tile label="Placements" value={stats.placements} monthly={stats.monthly.placements} added="Placements added" />
    </TileRow>
  );
}

/** Four placeholder cards while the figures load (spec section 9). */
export function DashboardPlaceholder() {
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

/** One figure of the statistics row with its change against last month; `added` names what the change counts. */
function Tile({ label, value, monthly, added }: { label: string; value: number; monthly: MonthlyCount; added: string }) {
  const change = monthlyChange(monthly);
  const headingId = `tile-${label.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <TileCard as="section" aria-labelledby={headingId}>
      <TileLabel id={headingId}>{label}</TileLabel>
      <Figure>{value.toLocaleString('en-US')}</Figure>
      <Change
        $tone={change.tone}
        title={`${added}: ${monthly.thisMonth} this month, ${monthly.lastMonth} last month`}
      >
        {change.text}
      </Change>
    </TileCard>
  );
}
