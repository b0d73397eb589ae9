import type { Logger } from 'pino';
import { AppointmentSnapshot, PortalEvents, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import { interviewReminderEmail } from '../emails/interview';
import { queueOptionalEmail, type OptionalEmailDeps } from '../preferences/optional-emails';

/**
 * The reminder to the candidate when the portal marks an appointment's reminder due, 24 hours or less before it
 * (decision 0097). Keyed by the appointment and its time: a repeated event sends nothing more, a new time that is
 * reminded again sends a new reminder. Not sent to a candidate who turned reminders off (decision 0099).
 */
export function interviewReminders(deps: OptionalEmailDeps, log: Logger): Projection {
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
      await queueOptionalEmail(deps, candidateId, 'interviewReminders', (candidate) => ({
        key: `interview-reminder:${id}:${date}`,
        kind: 'interview-reminder',
        ...interviewReminderEmail(appointment.data, candidate.name, deps.config.publicUrl),
      }));
    },
  };
}
