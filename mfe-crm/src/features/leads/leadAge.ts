import { addHours, formatDistanceStrict } from 'date-fns';

/** The promised reply time to a lead (spec sections 1 and 9). */
export const REPLY_WITHIN_HOURS = 24;

/**
 * How old a lead is, and for a new one how long is left of the promised 24 hours or how long ago they
 * ran out: 'Received 3 hours ago · reply within 21 hours', 'Received 2 days ago · overdue by 1 day'.
 */
export function leadAge(createdAt: string, isNew: boolean, now: Date): { text: string; overdue: boolean } {
  const received = new Date(createdAt);
  const age = `Received ${formatDistanceStrict(received, now, { addSuffix: true })}`;
  if (!isNew) return { text: age, overdue: false };
  const deadline = addHours(received, REPLY_WITHIN_HOURS);
  if (deadline > now)
    return { text: `${age} · reply within ${formatDistanceStrict(now, deadline)}`, overdue: false };
  return { text: `${age} · overdue by ${formatDistanceStrict(deadline, now)}`, overdue: true };
}
