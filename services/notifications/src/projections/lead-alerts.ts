import type { Logger } from 'pino';
import { EngagementEvents, LeadSnapshot, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import type { MailConfig } from '../config';
import type { DeliveryQueue } from '../deliveries/queue';
import { leadAlertEmail } from '../emails/lead-alert';
import type { StaffRecipients } from './staff';

/** An alert of each new lead to the active administrators and managers and LEAD_ALERTS_TO, from the ENGAGEMENT stream. */
export function leadAlerts(queue: DeliveryQueue, staff: StaffRecipients, config: MailConfig, log: Logger): Projection {
  return {
    name: 'notifications-lead-alerts', // the durable consumer: never renamed
    stream: Streams.engagement,
    handles: [EngagementEvents.leadReceived],
    checkpoint: 'consumer',
    async apply(event) {
      const lead = LeadSnapshot.safeParse(event.data);
      if (!lead.success) return void log.error({ id: event.aggregateId }, 'ignoring a lead event the notifications service cannot read');
      const recipients = new Set([...(await staff.leadAlertAddresses()), ...config.leadAlertsTo].map((address) => address.toLowerCase()));
      const content = leadAlertEmail(lead.data, config.publicUrl);
      for (const to of recipients) {
        await queue.enqueue({ key: `lead-alert:${lead.data.id}:${to}`, kind: 'lead-alert', to, ...content });
      }
    },
  };
}
