import { Button } from '@agency/ui';
import { useReportResult } from '../../../shared/forms/useReportResult';
import { useInviteClientContactMutation } from '../../../shared/api/clientInvitationsApi';

/**
 * 'Invite to client portal' on a contact of the employer's page: the contact gets a link by e-mail to choose a
 * password and sign in at /clientportal (decision 0130). Sending again voids the earlier link.
 */
export function InviteToClientPortal({ employerId, contact }: { employerId: string; contact: { name: string; email: string } }) {
  const [invite, { isLoading }] = useInviteClientContactMutation();
  const report = useReportResult();
  return (
    <Button
      type="button"
      $variant="outline"
      $size="sm"
      disabled={isLoading}
      aria-label={`Invite to client portal: ${contact.name}`}
      onClick={async () =>
        report(await invite({ employerId, email: contact.email }), {
          success: { title: 'Invitation sent', description: `${contact.email} gets a link to the client portal; earlier links no longer work` },
          failure: 'Error sending invitation',
        })
      }
    >
      {isLoading ? 'Sending...' : 'Invite to client portal'}
    </Button>
  );
}
