import { useState } from 'react';
import styled from 'styled-components';
import type { StaffEmailPreferences } from '@agency/contracts';
import { Alert, Button, Dialog, DialogContent, Muted, Skeleton } from '@agency/ui';
import { useReportResult } from '../../shared/forms/useReportResult';
import { useGetStaffEmailPreferencesQuery, useSetStaffEmailPreferencesMutation } from '../../shared/api/staffPreferencesApi';

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

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

/** The optional e-mails a member chooses: each a preference, its label and what it sends. */
const CHOICES: { key: keyof StaffEmailPreferences; label: string; hint: string }[] = [
  { key: 'candidateReplies', label: 'E-mail me when a candidate replies', hint: 'An e-mail when a candidate answers a message you wrote in their portal.' },
  // Decision 0135.
  { key: 'taskDigest', label: 'E-mail me my tasks each morning', hint: 'On mornings when you have tasks due today or overdue, one e-mail listing them.' },
];

/** The team member's own e-mail choices, each saved as soon as it is ticked or unticked (decision 0121). */
function EmailSettingsForm() {
  const { data: preferences, isError } = useGetStaffEmailPreferencesQuery();
  const [save, { isLoading: saving }] = useSetStaffEmailPreferencesMutation();
  const report = useReportResult();
  if (isError) return <Alert>Your e-mail settings cannot be loaded right now. Please try again later.</Alert>;
  if (!preferences) return <Skeleton $height="3rem" aria-busy="true" aria-label="Loading your e-mail settings" />;
  return (
    <Options>
      {CHOICES.map(({ key, label, hint }) => (
        <Option key={key}>
          <input
            id={`email-${key}`}
            type="checkbox"
            checked={preferences[key]}
            disabled={saving}
            aria-describedby={`email-${key}-hint`}
            onChange={async (event) => {
              report(await save({ [key]: event.target.checked }), {
                success: { title: 'E-mail settings saved' },
                failure: 'Failed to save e-mail settings',
              });
            }}
          />
          <label htmlFor={`email-${key}`}>{label}</label>
          <Muted id={`email-${key}-hint`}>{hint}</Muted>
        </Option>
      ))}
    </Options>
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
