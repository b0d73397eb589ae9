import type { Logger } from 'pino';
import { MessageSnapshot, PortalEvents, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import { portalMessageEmail } from '../emails/portal-message';
import { queueOptionalEmail, type OptionalEmailDeps } from '../preferences/optional-emails';

/**
 * An e-mail to the candidate for each message a recruiter sends them in the portal, from the PORTAL stream. A
 * candidate whose address is not known yet is retried (their record's event may still be on its way). Not sent to
 * a candidate who turned message alerts off (decision 0099).
 */
export function portalMessageEmails(deps: OptionalEmailDeps, log: Logger): Projection {
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
      await queueOptionalEmail(deps, message.data.recipientId, 'messageAlerts', (candidate) => ({
        key: `portal-message:${message.data.id}`,
        kind: 'portal-message',
        ...portalMessageEmail(message.data, candidate.name, deps.config.publicUrl),
      }));
    },
  };
}
