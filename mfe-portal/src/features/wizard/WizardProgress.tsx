import styled from 'styled-components';
import { Muted } from '@agency/ui';

const Track = styled.div`
  height: 0.5rem;
  margin-top: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 200ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Caption = styled(Muted)`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The wizard's progress bar: a progressbar from 1 to the number of steps, read out as 'Step 2 of 4: Education',
 * with the same words shown above it.
 */
export function WizardProgress({ steps, current }: { steps: readonly string[]; current: number }) {
  const position = current + 1;
  const text = `Step ${position} of ${steps.length}`;
  return (
    <div>
      <Caption>
        <span>{text}</span>
        <span>{Math.round((position / steps.length) * 100)}% complete</span>
      </Caption>
      <Track
        role="progressbar"
        aria-label="Profile completion"
        aria-valuemin={1}
        aria-valuemax={steps.length}
        aria-valuenow={position}
        aria-valuetext={`${text}: ${steps[current]}`}
      >
        <Fill $percent={(position / steps.length) * 100} />
      </Track>
    </div>
  );
}
