import type { MonthlyCount } from '@agency/contracts';

export type ChangeTone = 'up' | 'down' | 'flat';

/**
 * A tile's change text: how many were added this calendar month against last month, as the spec's
 * '+12% this month'. With none last month a percentage means nothing, so it says how many are new
 * ('+3 new this month', 'None new this month'; decision 0038).
 */
export function monthlyChange({ thisMonth, lastMonth }: MonthlyCount): { text: string; tone: ChangeTone } {
  if (lastMonth === 0) {
    return thisMonth === 0
      ? { text: 'None new this month', tone: 'flat' }
      : { text: `+${thisMonth} new this month`, tone: 'up' };
  }
  const percent = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  if (percent === 0) return { text: '0% this month', tone: 'flat' };
  return percent > 0
    ? { text: `+${percent}% this month`, tone: 'up' }
    : { text: `${percent}% this month`, tone: 'down' };
}
