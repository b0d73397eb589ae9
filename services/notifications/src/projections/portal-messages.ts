import type { Logger } from 'pino';
import { MessageSnapshot, PortalEvents, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import type { MailConfig } from '../config';
import type { DeliveryQueue } from '../deliveries/queue';
import { portalMessageEmail } from '../emails/portal-message';
import type { EmailPreferenceStore } from '../preferences/store';
import type { CandidateAddresses } from './candidates';

/**
 * An e-mail to the candidate for each message a recruiter sends them in the portal, from the PORTAL stream. A
 * candidate whose address is not known yet is retried (their record's event may still be on its way). Not sent to
 * a candidate who turned message alerts off (decision 0099).
 */
export function portalMessageEmails(
  queue: DeliveryQueue,
  { candidates, preferences }: { candidates: CandidateAddresses; preferences: EmailPreferenceStore },
  config: MailConfig,
  log: Logger,
): Projection {
  return {
    name: 'notifications-portal-messages', // the durable consumer: never renamed
    stream: Streams.portal,
    handles: [PortalEvents.messageSent],
    checkpoint: 'consumer',
    async apply(event) {
      const message = MessageSnapshot.safeParse(event.data);
      if (!message.success) return void log.error({ id: event.aggregateId }, 'ignoring a message event the notifications service cannot read');
      // Only what staff send to a candidate: a candidate's own messages are not e-mailed back to them.
      if (message.data.senderType !== 'staff' || message.data.recipientType !== 'candidate') return;
      const candidate = await candidates.addressOf(message.data.recipientId);
      if (candidate === 'unknown') throw new Error(`candidate ${message.data.recipientId} not known here yet; retried`);
      if (candidate === 'none') return; // no address to write to, or erased
      if (!(await preferences.allows(message.data.recipientId, 'messageAlerts'))) return;
      await queue.enqueue({
        key: `portal-message:${message.data.id}`,
        kind: 'portal-message',
        to: candidate.email,
        candidateId: message.data.recipientId,
        headers: preferences.unsubscribeHeaders(message.data.recipientId, 'messageAlerts', config.publicUrl),
        ...portalMessageEmail(message.data, candidate.name, config.publicUrl),
      });
    },
  };
}
