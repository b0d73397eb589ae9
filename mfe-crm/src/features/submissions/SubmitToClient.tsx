import { useState } from 'react';
import styled from 'styled-components';
import type { JobPipelineEntry } from '@agency/contracts';
import { Button } from '@agency/ui';
import { SubmitDialog } from './SubmitDialog';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.subtle};
  p {
    flex: 1;
    min-width: 8rem;
    font-weight: 600;
  }
`;

/** Shown while cards are ticked on the board: how many, 'Submit to client', and a way to untick them all. */
export function SubmitToClient({ jobRoleId, selected, onSent }: { jobRoleId: string; selected: JobPipelineEntry[]; onSent: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Bar role="group" aria-label="Ticked candidates">
      <p>{selected.length === 1 ? '1 candidate ticked' : `${selected.length} candidates ticked`}</p>
      <Button type="button" onClick={() => setOpen(true)}>
        Submit to client
      </Button>
      <Button type="button" $variant="ghost" onClick={onSent}>
        Clear
      </Button>
      <SubmitDialog
        jobRoleId={jobRoleId}
        entries={selected}
        open={open}
        onClose={() => setOpen(false)}
        onSent={() => {
          setOpen(false);
          onSent();
        }}
      />
    </Bar>
  );
}
