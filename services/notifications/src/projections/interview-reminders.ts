import type { Logger } from 'pino';
import { AppointmentSnapshot, PortalEvents, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import type { MailConfig } from '../config';
import type { DeliveryQueue } from '../deliveries/queue';
import { interviewReminderEmail } from '../emails/interview';
import type { EmailPreferenceStore } from '../preferences/store';
import type { CandidateAddresses } from './candidates';

/**
 * The reminder to the candidate when the portal marks an appointment's reminder due, 24 hours or less before it
 * (decision 0097). Keyed by the appointment and its time: a repeated event sends nothing more, a new time that is
 * reminded again sends a new reminder. Not sent to a candidate who turned reminders off (decision 0099).
 */
export function interviewReminders(
  queue: DeliveryQueue,
  { candidates, preferences }: { candidates: CandidateAddresses; preferences: EmailPreferenceStore },
  config: MailConfig,
  log: Logger,
): Projection {
  return {
    name: 'notifications-interview-reminders', // the durable consumer: never renamed
    stream: Streams.portal,
    handles: [PortalEvents.appointmentReminderDue],
    checkpoint: 'consumer',
    async apply(event) {
      const appointment = AppointmentSnapshot.safeParse(event.data);
      if (!appointment.success) return void log.error({ id: event.aggregateId }, 'ignoring an appointment event the notifications service cannot read');
      const { id, candidateId, date } = appointment.data;
      // Sent late (the service was down) is still useful; after the interview it is not.
      if (Date.parse(date) <= Date.now()) return;
      const candidate = await candidates.addressOf(candidateId);
      if (candidate === 'unknown') throw new Error(`candidate ${candidateId} not known here yet; retried`);
      if (candidate === 'none' || !(await preferences.allows(candidateId, 'interviewReminders'))) return;
      await queue.enqueue({
        key: `interview-reminder:${id}:${date}`,
        kind: 'interview-reminder',
        to: candidate.email,
        candidateId,
        headers: preferences.unsubscribeHeaders(candidateId, 'interviewReminders', config.publicUrl),
        ...interviewReminderEmail(appointment.data, candidate.name, config.publicUrl),
      });
    },
  };
}
