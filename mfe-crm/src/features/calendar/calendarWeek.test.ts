import { describe, expect, it } from 'vitest';
import { interaction, viewerInNewYork } from '../../shared/test-fixtures/interactions';
import { byDay, dayFromParam, dayParam, suggestedMeetingTime } from './calendarWeek';
import { weekDays } from '../../shared/dates';

viewerInNewYork();

describe('the calendar week', () => {
  it("puts each interaction on its day in the viewer's time zone, keeping the server's order", () => {
    const days = weekDays(new Date(2026, 10, 26));
    const tuesdayMorning = interaction(1, { date: '2026-11-24T15:00:00.000Z' }); // Tue 10:00 AM
    const tuesdayEvening = interaction(2, { date: '2026-11-25T01:30:00.000Z' }); // Tue 8:30 PM, Wednesday in UTC
    const saturday = interaction(3, { date: '2026-11-28T14:00:00.000Z' });
    const grouped = byDay(days, [tuesdayMorning, tuesdayEvening, saturday]);
    expect(grouped.map((items) => items.map((item) => item.id))).toEqual([
      [],
      [],
      [tuesdayMorning.id, tuesdayEvening.id],
      [],
      [],
      [],
      [saturday.id],
    ]);
  });

  it('proposes 9:00 AM on a later day, and the next whole hour today or on a day gone', () => {
    const now = new Date(2026, 10, 26, 10, 20);
    expect(suggestedMeetingTime(new Date(2026, 10, 27), now)).toEqual(new Date(2026, 10, 27, 9, 0));
    expect(suggestedMeetingTime(new Date(2026, 10, 26), now)).toEqual(new Date(2026, 10, 26, 11, 0));
    expect(suggestedMeetingTime(new Date(2026, 10, 20), now)).toEqual(new Date(2026, 10, 26, 11, 0));
  });

  it('keeps the selected day in the address as yyyy-MM-dd, and ignores what is not a day', () => {
    expect(dayParam(new Date(2026, 10, 24))).toBe('2026-11-24');
    expect(dayFromParam('2026-11-24')).toEqual(new Date(2026, 10, 24));
    expect(dayFromParam('2026-13-40')).toBeNull();
    expect(dayFromParam('tomorrow')).toBeNull();
    expect(dayFromParam(null)).toBeNull();
  });
});
