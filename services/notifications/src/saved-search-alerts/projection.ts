import type { Logger } from 'pino';
import { SavedSearchEvents, SavedSearchMatched, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import type { MailConfig } from '../config';
import type { DeliveryQueue } from '../deliveries/queue';
import type { StaffRecipients } from '../projections/staff';
import { savedSearchAlertEmail } from './email';

/**
 * The e-mail of each saved search alert to the search's owner, from the CANDIDATES stream, once per event (its key);
 * none when the owner left the team or was disabled. The alert itself is the owner's preference: they set it on the
 * search (decision 0136). An owner not known here yet is retried (their event may still be on its way).
 */
export function savedSearchAlertEmails({ queue, staff, config }: { queue: DeliveryQueue; staff: StaffRecipients; config: MailConfig }, log: Logger): Projection {
  return {
    name: 'notifications-saved-search-alerts', // the durable consumer: never renamed
    stream: Streams.candidates,
    handles: [SavedSearchEvents.matched],
    checkpoint: 'consumer',
    async apply(event) {
      const parsed = SavedSearchMatched.safeParse(event.data);
      if (!parsed.success) return void log.error({ id: event.aggregateId }, 'ignoring a saved search alert the notifications service cannot read');
      const alert = parsed.data;
      const to = await staff.addressOf(alert.ownerId);
      if (to === 'unknown') throw new Error(`team member ${alert.ownerId} not known here yet; retried`);
      if (to === null) return;
      await queue.enqueue({ key: `saved-search:${event.id}`, kind: 'saved-search-alert', to, ...savedSearchAlertEmail(alert, config.publicUrl) });
    },
  };
}
