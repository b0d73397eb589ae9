import { subHours } from 'date-fns';
import type { Logger } from 'pino';
import type { MailConfig } from '../config';
import type { DeliveryQueue } from '../deliveries/queue';
import { overdueLeadsEmail } from '../emails/lead-alert';
import type { LeadCopies } from '../projections/leads';
import type { StaffRecipients } from '../projections/staff';
import { PeriodicLook } from './periodic-look';

/** The website promises a reply to a lead within this. */
const PROMISE_HOURS = 24;

/**
 * Once a day, from `hour` (UTC) on, the leads still 'new' more than 24 hours after they came in, in one e-mail to
 * the lead alerts' recipients (decision 0098). Every instance looks every `everyMs`; the queue's key (the day and the
 * recipient) lets one e-mail per day and recipient through, whichever instance makes it first. None when no lead is
 * overdue.
 */
export class OverdueLeadsDigest extends PeriodicLook {
  constructor(
    private readonly deps: { queue: DeliveryQueue; leads: LeadCopies; staff: StaffRecipients; config: MailConfig; log: Logger },
    private readonly options: { hour: number; everyMs: number },
  ) {
    super({ everyMs: options.everyMs, what: 'the overdue leads digest', log: deps.log });
  }

  protected async send(now: Date): Promise<void> {
    if (now.getUTCHours() < this.options.hour) return;
    const { queue, leads, staff, config } = this.deps;
    const overdue = await leads.newSince(subHours(now, PROMISE_HOURS));
    if (overdue.length === 0) return;
    const day = now.toISOString().slice(0, 10); // the UTC date
    const recipients = new Set([...(await staff.leadAlertAddresses()), ...config.leadAlertsTo].map((address) => address.toLowerCase()));
    const content = overdueLeadsEmail(overdue, now, config.publicUrl);
    for (const to of recipients) {
      await queue.enqueue({ key: `lead-digest:${day}:${to}`, kind: 'lead-digest', to, ...content });
    }
  }
}
