import styled from 'styled-components';
import type { EmailPreferences } from '@agency/contracts';
import { Alert, Card, Heading, Muted, Skeleton } from '@agency/ui';
import { useGetEmailPreferencesQuery, useSetEmailPreferencesMutation } from '../../shared/api/emailPreferencesApi';
import { useReportChange } from '../../shared/history/useReportChange';

const OPTIONS: { key: keyof EmailPreferences; label: string; hint: string }[] = [
  { key: 'interviewReminders', label: 'Interview reminders', hint: 'An e-mail 24 hours before each interview.' },
  { key: 'messageAlerts', label: 'New message alerts', hint: 'An e-mail when a recruiter writes to you here.' },
];

const Option = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  margin-top: ${({ theme }) => theme.space(4)};
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

/**
 * 'E-mail Preferences' in the Profile tab (decision 0099): the e-mails the candidate may turn off, each saved as
 * soon as it is ticked or unticked. Invitations and account and application e-mails always go, and it says so.
 */
export function EmailPreferencesCard() {
  const { data: preferences, isError } = useGetEmailPreferencesQuery();
  const [save, { isLoading: saving }] = useSetEmailPreferencesMutation();
  const report = useReportChange();

  return (
    <Card as="section" aria-labelledby="email-preferences">
      <Heading as="h2" $size="lg" id="email-preferences" style={{ marginBottom: '0.5rem' }}>
        E-mail Preferences
      </Heading>
      <Muted>Interview invitations and e-mails about your account and applications always reach you.</Muted>
      {isError && <Alert style={{ marginTop: '1rem' }}>Your e-mail preferences cannot be loaded right now. Please try again later.</Alert>}
      {!preferences && !isError && <Skeleton $height="4rem" style={{ marginTop: '1rem' }} />}
      {preferences &&
        OPTIONS.map(({ key, label, hint }) => (
          <Option key={key}>
            <input
              id={`email-${key}`}
              type="checkbox"
              checked={preferences[key]}
              disabled={saving}
              aria-describedby={`email-${key}-hint`}
              onChange={async (event) => {
                report(await save({ [key]: event.target.checked }), { success: 'E-mail preferences saved', failure: 'Failed to save e-mail preferences' });
              }}
            />
            <label htmlFor={`email-${key}`}>{label}</label>
            <Muted id={`email-${key}-hint`}>{hint}</Muted>
          </Option>
        ))}
    </Card>
  );
}
