import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { DashboardStats, Placement } from '@agency/contracts';
import { Card } from '@agency/ui';
import { Money } from '../../shared/money';
import { sumOfValues } from './stages';

const Summary = styled.div`
  display: grid;
  /* Four figures: two by two on a narrow screen, never three and one. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: 48rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const SummaryCard = styled(Card)`
  padding: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  p {
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: 800;
    overflow-wrap: anywhere;
  }
  small {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The four summary cards. `counted` is what is still open or won (a lost deal is not pipeline value,
 * decision 0039), null until the placements have loaded; `stats` the dashboard's figures.
 */
export function PipelineSummary({ counted, stats }: { counted: Placement[] | null; stats: DashboardStats | undefined }) {
  return (
    <Summary>
      <SummaryFigure
        label="Total Pipeline Value"
        value={counted ? <Money cents={sumOfValues(counted)} /> : null}
        note="Closed Lost not counted"
      />
      <SummaryFigure
        label="Total Opportunities"
        value={counted ? String(counted.length) : null}
        note="Closed Lost not counted"
      />
      {/* The spec's names for the counts of all candidates and all employers; the note says so. */}
      <SummaryFigure
        label="Active Candidates"
        value={stats ? String(stats.totalCandidates) : null}
        note="All candidates on record"
      />
      <SummaryFigure
        label="Active Employers"
        value={stats ? String(stats.totalEmployers) : null}
        note="All employers on record"
      />
    </Summary>
  );
}

function SummaryFigure({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  const id = `summary-${label.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <SummaryCard as="section" aria-labelledby={id}>
      <h2 id={id}>{label}</h2>
      {/* An em dash until the figure has loaded. */}
      <p>{value ?? '—'}</p>
      {note && <small>{note}</small>}
    </SummaryCard>
  );
}
