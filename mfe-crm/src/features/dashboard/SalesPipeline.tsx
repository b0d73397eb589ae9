import styled from 'styled-components';
import type { DashboardStats } from '@agency/contracts';
import { Money } from '../../shared/money';
import { Panel, PanelLink } from './Panel';

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
    overflow-wrap: anywhere;
  }
`;

const StageCount = styled.dd`
  && {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const PIPELINE_STAGES = [
  { key: 'leads', label: 'Leads' },
  { key: 'qualified', label: 'Qualified' },
  { key: 'proposals', label: 'Proposals' },
  { key: 'closed', label: 'Closed' },
] as const;

/** The pipeline's open stages and closed (won) deals, with their real sums (decision 0038). */
export function SalesPipeline({ stages }: { stages: DashboardStats['pipelineStats'] }) {
  return (
    <Panel title="Sales Pipeline" link={<PanelLink to="/manage/pipeline">Manage Pipeline</PanelLink>}>
      <Stages>
        {PIPELINE_STAGES.map(({ key, label }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              <Money cents={stages[key].value} />
            </dd>
            <StageCount>{`${stages[key].count} ${stages[key].count === 1 ? 'opportunity' : 'opportunities'}`}</StageCount>
          </div>
        ))}
      </Stages>
    </Panel>
  );
}
