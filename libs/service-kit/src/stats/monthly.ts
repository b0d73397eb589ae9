import { UTCDate } from '@date-fns/utc';
import { addMonths, startOfMonth, subMonths } from 'date-fns';
import type { MonthlyCount } from '@agency/contracts';

/** The current and the previous calendar month, in UTC (decision 0034), as half-open [start, end) times. */
export function monthsAround(now: Date) {
  const thisMonth = startOfMonth(new UTCDate(now));
  return {
    lastMonthStart: subMonths(thisMonth, 1).getTime(),
    thisMonthStart: thisMonth.getTime(),
    nextMonthStart: addMonths(thisMonth, 1).getTime(),
  };
}

/**
 * How many of these creation times fall in the current calendar month and in the previous one (UTC):
 * what a dashboard tile's change text compares.
 */
export function countByMonth(createdAt: Iterable<string | Date>, now: Date): MonthlyCount {
  const { lastMonthStart, thisMonthStart, nextMonthStart } = monthsAround(now);
  const count: MonthlyCount = { thisMonth: 0, lastMonth: 0 };
  for (const value of createdAt) {
    const time = new Date(value).getTime();
    if (time >= thisMonthStart && time < nextMonthStart) count.thisMonth++;
    else if (time >= lastMonthStart && time < thisMonthStart) count.lastMonth++;
  }
  return count;
}
