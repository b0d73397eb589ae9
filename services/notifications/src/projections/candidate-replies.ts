import type { Logger } from 'pino';
import { MessageSnapshot, PortalEvents, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import type { MailConfig } from '../config';
import type { DeliveryQueue } from '../deliveries/queue';
import { candidateReplyEmail } from '../emails/candidate-reply';
import type { StaffEmailPreferenceStore } from '../preferences/staff-preferences';
import type { CandidateAddresses } from './candidates';
import type { StaffRecipients } from './staff';

interface Deps {
  queue: DeliveryQueue;
  staff: StaffRecipients;
  candidates: CandidateAddresses;
  staffPreferences: StaffEmailPreferenceStore;
  config: MailConfig;
}

/**
 * An alert to the team member a candidate replied to, once per reply (its key), from the PORTAL stream; none when
 * they turned 'E-mail me when a candidate replies' off, left the team or were disabled (decision 0121). A member or
 * candidate not known here yet is retried (their event may still be on its way).
 */
export function candidateReplyAlerts({ queue, staff, candidates, staffPreferences, config }: Deps, log: Logger): Projection {
  return {
    name: 'notifications-candidate-replies', // the durable consumer: never renamed
    stream: Streams.portal,
    handles: [PortalEvents.messageReplied],
    checkpoint: 'consumer',
    async apply(event) {
      const parsed = MessageSnapshot.safeParse(event.data);
      if (!parsed.success) return void log.error({ id: event.aggregateId }, 'ignoring a reply event the notifications service cannot read');
      const reply = parsed.data;
      if (reply.senderType !== 'candidate' || reply.recipientType !== 'staff') return;
      const to = await staff.addressOf(reply.recipientId);
      if (to === 'unknown') throw new Error(`team member ${reply.recipientId} not known here yet; retried`);
      if (to === null || !(await staffPreferences.of(reply.recipientId)).candidateReplies) return;
      const candidate = await candidates.addressOf(reply.senderId);
      if (candidate === 'unknown') throw new Error(`candidate ${reply.senderId} not known here yet; retried`);
      const name = candidate === 'none' ? '' : candidate.name;
      await queue.enqueue({ key: `candidate-reply:${reply.id}`, kind: 'candidate-reply', to, ...candidateReplyEmail(reply, name, config.publicUrl) });
    },
  };
}
