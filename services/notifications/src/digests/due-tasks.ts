import type { Logger } from 'pino';
import { dayIn } from '@agency/contracts';
import type { MailConfig } from '../config';
import type { DeliveryQueue } from '../deliveries/queue';
import { taskDigestEmail } from '../emails/task-digest';
import type { StaffEmailPreferenceStore } from '../preferences/staff-preferences';
import type { StaffRecipients } from '../projections/staff';
import type { DueTask, TaskCopies } from '../projections/tasks';
import { PeriodicLook } from './periodic-look';

/** The hour of the agency's day, in its time zone. */
const hourIn = (timeZone: string, now: Date) => Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));

/**
 * Each morning, from `hour` in the agency's time zone on, each staff member's open tasks due that day or before, in
 * one e-mail to them, unless they turned the digest off (decision 0135). As the overdue leads digest (decision 0098):
 * every instance looks every `everyMs`, and the queue's key (the day and the member) lets one e-mail a day and member
 * through, whichever instance makes it first. None for a member with no task due, or one gone or disabled.
 */
export class DueTasksDigest extends PeriodicLook {
  constructor(
    private readonly deps: { queue: DeliveryQueue; tasks: TaskCopies; staff: StaffRecipients; staffPreferences: StaffEmailPreferenceStore; config: MailConfig; log: Logger },
    private readonly options: { hour: number; everyMs: number; timeZone: string },
  ) {
    super({ everyMs: options.everyMs, what: 'the task digest', log: deps.log });
  }

  protected async send(now: Date): Promise<void> {
    const { timeZone, hour } = this.options;
    if (hourIn(timeZone, now) < hour) return;
    const { queue, tasks, staff, staffPreferences, config } = this.deps;
    const today = dayIn(timeZone, now);
    const byAssignee = new Map<string, DueTask[]>();
    for (const task of await tasks.dueBy(today)) byAssignee.set(task.assigneeId, [...(byAssignee.get(task.assigneeId) ?? []), task]);
    for (const [assigneeId, due] of byAssignee) {
      const to = await staff.addressOf(assigneeId);
      if (to === null || to === 'unknown') continue;
      if (!(await staffPreferences.of(assigneeId)).taskDigest) continue;
      const content = taskDigestEmail(await staff.nameOf(assigneeId), due, today, config.publicUrl);
      await queue.enqueue({ key: `task-digest:${today}:${assigneeId}`, kind: 'task-digest', to, ...content });
    }
  }
}
