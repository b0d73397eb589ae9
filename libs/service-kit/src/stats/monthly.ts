import { UTCDate } from '@date-fns/utc';
import { addMonths, startOfMonth, subMonths } from 'date-fns';
import type { MonthlyCount } from '@agency/contracts';

/**
 * The current and the previous calendar month in UTC (decision 0034), as half-open [start, end) bounds in
 * ISO 8601 as `Date.toISOString` writes them: every `createdAt` of the contracts has that fixed form, so
 * it compares with these as text, about 20 times faster than parsing each date (tens of thousands of
 * records per dashboard load).
 */
export function monthsAround(now: Date) {
  const thisMonth = startOfMonth(new UTCDate(now));
  return {
    lastMonthStart: subMonths(thisMonth, 1).toISOString(),
    thisMonthStart: thisMonth.toISOString(),
    nextMonthStart: addMonths(thisMonth, 1).toISOString(),
  };
}

/**
 * How many of these creation times (ISO 8601 UTC, as `toISOString` writes them) fall in the current
 * calendar month and in the previous one: what a dashboard tile's change text compares.
 */
export function countByMonth(createdAt: Iterable<string>, now: Date): MonthlyCount {
  const { lastMonthStart, thisMonthStart, nextMonthStart } = monthsAround(now);
  const count: MonthlyCount = { thisMonth: 0, lastMonth: 0 };
  for (const time of createdAt) {
    if (time >= thisMonthStart && time < nextMonthStart) count.thisMonth++;
    else if (time >= lastMonthStart && time < thisMonthStart) count.lastMonth++;
  }
  return count;
}
