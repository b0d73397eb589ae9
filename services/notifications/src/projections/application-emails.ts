import type { Logger } from 'pino';
import { ApplicationSnapshot, CandidatesEvents, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import type { MailConfig } from '../config';
import type { DeliveryQueue } from '../deliveries/queue';
import { applicationReceivedEmail } from '../emails/application-received';

/** 'Application received' to each applicant, from the CANDIDATES stream (once per application). */
export function applicationEmails(queue: DeliveryQueue, config: MailConfig, log: Logger): Projection {
  return {
    name: 'notifications-applications', // the durable consumer: never renamed
    stream: Streams.candidates,
    handles: [CandidatesEvents.applicationSubmitted],
    checkpoint: 'consumer',
    async apply(event) {
      const application = ApplicationSnapshot.safeParse(event.data);
      if (!application.success) return void log.error({ id: event.aggregateId }, 'ignoring an application event the notifications service cannot read');
      await queue.enqueue({
        key: `application-received:${application.data.id}`,
        kind: 'application-received',
        to: application.data.candidateEmail,
        candidateId: application.data.candidateId,
        ...applicationReceivedEmail(application.data, config.publicUrl),
      });
    },
  };
}
