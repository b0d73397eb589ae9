import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Dialog, DialogContent, Muted, Skeleton } from '@agency/ui';
import { useReportResult } from '../../shared/forms/useReportResult';
import { useGetStaffEmailPreferencesQuery, useSetStaffEmailPreferencesMutation } from '../../shared/api/staffPreferencesApi';

const Option = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin-top: 0.125rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  label {
    font-weight: 600;
  }
  p {
    grid-column: 2;
  }
`;

/** The team member's own e-mail choices, each saved as soon as it is ticked or unticked (decision 0121). */
function EmailSettingsForm() {
  const { data: preferences, isError } = useGetStaffEmailPreferencesQuery();
  const [save, { isLoading: saving }] = useSetStaffEmailPreferencesMutation();
  const report = useReportResult();
  if (isError) return <Alert>Your e-mail settings cannot be loaded right now. Please try again later.</Alert>;
  if (!preferences) return <Skeleton $height="3rem" aria-busy="true" aria-label="Loading your e-mail settings" />;
  return (
    <Option>
      <input
        id="email-candidate-replies"
        type="checkbox"
        checked={preferences.candidateReplies}
        disabled={saving}
        aria-describedby="email-candidate-replies-hint"
        onChange={async (event) => {
          report(await save({ candidateReplies: event.target.checked }), {
            success: { title: 'E-mail settings saved' },
            failure: 'Failed to save e-mail settings',
          });
        }}
      />
      <label htmlFor="email-candidate-replies">E-mail me when a candidate replies</label>
      <Muted id="email-candidate-replies-hint">An e-mail when a candidate answers a message you wrote in their portal.</Muted>
    </Option>
  );
}

/** 'E-mail settings' in the sidebar: the dialog of the signed-in member's own e-mails, read when it opens. */
export function EmailSettingsButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button className={className} $variant="ghost" $size="sm" onClick={() => setOpen(true)}>
        E-mail settings
      </Button>
      <DialogContent title="E-mail settings" description="The e-mails you receive besides those every team member gets.">
        {open && <EmailSettingsForm />}
      </DialogContent>
    </Dialog>
  );
}
