import { format, isBefore, isSameDay, isValid, parse, setHours, startOfDay } from 'date-fns';
import { nextWholeHour } from '../../shared/dates';
import type { Interaction } from '@agency/contracts';

/** The hour a meeting scheduled on a later day starts at, unless the recruiter changes it. */
export const WORKDAY_START_HOUR = 9;

/** The scheduled interactions of each day, in the order the days are given (each day's soonest first, as the server sends them). */
export function byDay(days: readonly Date[], interactions: readonly Interaction[]): Interaction[][] {
  return days.map((day) => interactions.filter((interaction) => isSameDay(new Date(interaction.date), day)));
}

/**
 * When 'Schedule Meeting' proposes the meeting: on a later day at 9:00 AM; today, or on a day already past,
 * at the next whole hour from now (a meeting is not scheduled in the past).
 */
export function suggestedMeetingTime(day: Date, now: Date): Date {
  if (isBefore(startOfDay(now), startOfDay(day))) return setHours(startOfDay(day), WORKDAY_START_HOUR);
  return nextWholeHour(now);
}

/** The selected day as the address keeps it (`?date=2026-11-24`), in the viewer's calendar. */
export const dayParam = (day: Date) => format(day, 'yyyy-MM-dd');

/** The day an address names, or null when it names none (then the calendar shows today). */
export function dayFromParam(text: string | null): Date | null {
  if (!text) return null;
  const day = parse(text, 'yyyy-MM-dd', new Date());
  return isValid(day) ? day : null;
}
