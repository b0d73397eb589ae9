import { addMilliseconds } from 'date-fns';
import type { Logger } from 'pino';
import type { AppointmentStore } from './store';

/** How long before an appointment its reminder goes out (issue 19). */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;

/**
 * Finds the scheduled appointments 24 hours or less away whose reminder has not gone, and marks each
 * (`reminderSent`) with a `portal.appointment.reminder-due` event, which the notifications service turns into the
 * e-mail (decision 0097). Every instance sweeps; marking is a versioned write, so each appointment is marked once
 * however many instances sweep at once, and a restart finds only what is still unmarked.
 */
export class AppointmentReminders {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | null = null;

  constructor(
    private readonly appointments: AppointmentStore,
    private readonly log: Logger,
    private readonly everyMs: number,
  ) {}

  start(): void {
    void this.sweepOnce();
    this.timer = setInterval(() => void this.sweepOnce(), this.everyMs).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** One sweep (not two at once in a process); answers how many reminders this instance marked. */
  sweepOnce(now = new Date()): Promise<number> {
    this.sweeping ??= this.sweep(now)
      .catch((error) => {
        this.log.warn({ err: error }, 'the appointment reminders could not be swept; trying again at the next sweep');
        return 0;
      })
      .finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweep(now: Date): Promise<number> {
    const until = addMilliseconds(now, REMINDER_LEAD_MS);
    let marked = 0;
    for (const id of await this.appointments.remindersDue(now, until)) {
      if (await this.appointments.markReminderDue(id, now, until)) marked++;
    }
    if (marked > 0) this.log.info({ marked }, 'appointment reminders due');
    return marked;
  }
}
