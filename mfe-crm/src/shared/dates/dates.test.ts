import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDashboardDate,
  formatDay,
  formatDayAndTime,
  formatLongDay,
  formatTime,
  formatTimestamp,
  formatTimestampToSecond,
  formatWeekOf,
  fromDateTimeLocal,
  toDateTimeLocal,
  weekDays,
  weekRange,
} from '.';

// A viewer in New York (UTC-5 in November): every display and conversion is in their time zone, not UTC.
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

describe('CRM dates', () => {
  it("formats the spec's displays in US English, in the viewer's time zone", () => {
    const meeting = '2026-11-24T15:00:00.000Z'; // 10:00 in New York
    expect(formatDayAndTime(meeting)).toBe('Nov 24, 2026 10:00 AM');
    expect(formatDashboardDate(meeting)).toBe('Nov 24, 10:00 AM');
    expect(formatTime(meeting)).toBe('10:00 AM');
    expect(formatLongDay(meeting)).toBe('Tuesday, November 24, 2026');
    // 02:30 UTC on the 25th is still the evening of the 24th in New York.
    expect(formatDayAndTime('2026-11-25T02:30:00.000Z')).toBe('Nov 24, 2026 9:30 PM');
    expect(formatDay('2026-11-25T02:30:00.000Z')).toBe('Nov 24, 2026');
    expect(formatTimestamp(meeting)).toBe('Nov 24, 2026, 10:00 AM');
    expect(formatTimestampToSecond('2026-11-24T15:00:05.000Z')).toBe('Nov 24, 2026, 10:00:05 AM');
  });

  it('shows text that is not a date as it came', () => {
    expect(formatDayAndTime('not a date')).toBe('not a date');
  });

  it('reads and fills a datetime-local input in local time, and sends UTC', () => {
    expect(fromDateTimeLocal('2026-11-24T10:00')).toBe('2026-11-24T15:00:00.000Z');
    expect(toDateTimeLocal('2026-11-24T15:00:00.000Z')).toBe('2026-11-24T10:00');
    expect(fromDateTimeLocal('')).toBe('');
  });

  it('makes a week of seven days from Sunday, and asks for it from midnight to midnight local time', () => {
    const days = weekDays(new Date(2026, 10, 26, 18, 30)); // Thursday, November 26
    expect(days).toHaveLength(7);
    expect(days.map((day) => formatLongDay(day))).toEqual([
      'Sunday, November 22, 2026',
      'Monday, November 23, 2026',
      'Tuesday, November 24, 2026',
      'Wednesday, November 25, 2026',
      'Thursday, November 26, 2026',
      'Friday, November 27, 2026',
      'Saturday, November 28, 2026',
    ]);
    expect(formatWeekOf(new Date(2026, 10, 26))).toBe('Week of Nov 22, 2026');
    expect(weekRange(new Date(2026, 10, 26))).toEqual({
      from: '2026-11-22T05:00:00.000Z',
      to: '2026-11-29T05:00:00.000Z',
    });
  });

  it('keeps seven days across the change from summer time', () => {
    // The week of November 1, 2026, when New York goes back from UTC-4 to UTC-5.
    const range = weekRange(new Date(2026, 10, 3));
    expect(range).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-11-08T05:00:00.000Z' });
    expect(weekDays(new Date(2026, 10, 3)).map((day) => day.getDate())).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
