import styled from 'styled-components';
import { Button, Card, Heading, Muted } from '@agency/ui';

const Buttons = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Soon = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  > button {
    width: 100%;
  }
  p {
    font-size: 0.75rem;
    text-align: center;
  }
`;

/**
 * The dashboard's shortcuts to the create dialogs. 'LinkedIn Import' has no effect in the spec and
 * there is no import to run, so it is shown disabled and says so rather than doing nothing (0038).
 */
export function QuickActions({
  onAddCandidate,
  onAddEmployer,
  onScheduleInterview,
}: {
  onAddCandidate: () => void;
  onAddEmployer: () => void;
  onScheduleInterview: () => void;
}) {
  return (
    <Card as="section" aria-labelledby="quick-actions">
      <Heading as="h2" $size="lg" id="quick-actions">
        Quick Actions
      </Heading>
      <Buttons>
        <Button $variant="outline" onClick={onAddCandidate}>
          Add Candidate
        </Button>
        <Button $variant="outline" onClick={onAddEmployer}>
          Add Employer
        </Button>
        <Button $variant="outline" onClick={onScheduleInterview}>
          Schedule Interview
        </Button>
        <Soon>
          <Button $variant="outline" disabled aria-describedby="linkedin-import-soon" title="Coming soon">
            LinkedIn Import
          </Button>
          <Muted id="linkedin-import-soon">Coming soon</Muted>
        </Soon>
      </Buttons>
    </Card>
  );
}
