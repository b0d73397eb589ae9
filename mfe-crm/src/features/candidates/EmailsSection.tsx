import type { EmailRecord } from '@agency/contracts';
import { Badge, Muted } from '@agency/ui';
import { useGetCandidateEmailsQuery } from '../../shared/api/emailsApi';
import { formatDayAndTime } from '../../shared/dates';
import { EntryHead } from './detailsLayout';
import { PortalSection } from './portal/CandidatePortalSections';

/** What each kind of e-mail is called here. */
const KINDS: Record<string, string> = {
  'application-received': 'Application received',
  'password-link': 'Password link',
  'set-password-link': 'Set-password link',
  'portal-message': 'New message',
  'interview-invitation': 'Interview invitation',
  'interview-update': 'Interview moved',
  'interview-cancellation': 'Interview cancelled',
  'interview-reminder': 'Interview reminder',
};

const STATUSES: Record<EmailRecord['status'], { label: string; badge: 'default' | 'secondary' | 'destructive' | 'outline' }> = {
  queued: { label: 'Queued', badge: 'outline' },
  sending: { label: 'Sending', badge: 'outline' },
  sent: { label: 'Sent', badge: 'secondary' },
  failed: { label: 'Failed', badge: 'destructive' },
};

/** 'E-mails (N)': what the platform sent the candidate, when, and whether it went (and why not). */
export function EmailsSection({ candidateId }: { candidateId: string }) {
  const query = useGetCandidateEmailsQuery(candidateId);
  return (
    <PortalSection title="E-mails" noun="e-mails" query={query} empty="No e-mails sent">
      {(email) => <EmailEntry key={email.id} email={email} />}
    </PortalSection>
  );
}

function EmailEntry({ email }: { email: EmailRecord }) {
  const status = STATUSES[email.status];
  const when = email.sentAt ?? email.createdAt;
  return (
    <li aria-label={email.subject}>
      <EntryHead>
        <strong>{KINDS[email.kind] ?? email.kind}</strong>
        <Badge $variant={status.badge}>{status.label}</Badge>
      </EntryHead>
      <Muted>
        {email.subject} · to {email.to} · <time dateTime={when}>{formatDayAndTime(when)}</time>
      </Muted>
      {email.reason && email.status !== 'sent' && (
        <Muted>
          {email.status === 'failed' ? 'Refused: ' : `Not sent yet (${email.attempts} ${email.attempts === 1 ? 'try' : 'tries'}): `}
          {email.reason}
        </Muted>
      )}
    </li>
  );
}
