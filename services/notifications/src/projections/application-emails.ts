import type { Logger } from 'pino';
import { ApplicationSnapshot, CandidatesEvents, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import type { MailConfig } from '../config';
import type { DeliveryQueue } from '../deliveries/queue';
import { applicationReceivedEmail } from '../emails/application-received';
import { newApplicationEmail } from '../emails/new-application';
import type { JobRoleOwners } from './job-role-owners';
import type { StaffRecipients } from './staff';

interface Deps {
  queue: DeliveryQueue;
  staff: StaffRecipients;
  owners: JobRoleOwners;
  config: MailConfig;
}

/**
 * From the CANDIDATES stream, once per application: 'Application received' to a website applicant, and 'New
 * application' to the role's owner or, for a role without an active owner, to every active administrator (decision
 * 0120). Each e-mail's key is the application and its recipient, so a repeated event queues nothing twice.
 */
export function applicationEmails({ queue, staff, owners, config }: Deps, log: Logger): Projection {
  return {
    name: 'notifications-applications', // the durable consumer: never renamed
    stream: Streams.candidates,
    handles: [CandidatesEvents.applicationSubmitted],
    checkpoint: 'consumer',
    async apply(event) {
      const parsed = ApplicationSnapshot.safeParse(event.data);
      if (!parsed.success) return void log.error({ id: event.aggregateId }, 'ignoring an application event the notifications service cannot read');
      const application = parsed.data;
      // 'Express Interest' in the portal: the candidate is signed in and was not sent one before.
      if (application.source !== 'job-match') {
        await queue.enqueue({
          key: `application-received:${application.id}`,
          kind: 'application-received',
          to: application.candidateEmail,
          candidateId: application.candidateId,
          ...applicationReceivedEmail(application, config.publicUrl),
        });
      }
      const ownerId = await owners.ownerOf(application.jobRoleId);
      const ownerAddress = ownerId ? await staff.addressOf(ownerId) : null;
      const toOwner = typeof ownerAddress === 'string' && ownerAddress !== 'unknown';
      const recipients = toOwner ? [ownerAddress] : await staff.administratorAddresses();
      const content = newApplicationEmail(application, config.publicUrl, toOwner);
      for (const to of new Set(recipients.map((address) => address.toLowerCase()))) {
        await queue.enqueue({ key: `new-application:${application.id}:${to}`, kind: 'new-application', to, ...content });
      }
    },
  };
}
