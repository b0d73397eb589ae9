import {
  addDays,
  addHours,
  addWeeks,
  format,
  isValid,
  parseISO,
  startOfDay,
  startOfHour,
  startOfWeek,
} from 'date-fns';
import { enUS } from 'date-fns/locale';

/*
 * The CRM's date displays (spec section 9: US English). Every function works in the viewer's own time
 * zone, the one the browser runs in: the server stores and answers UTC (ISO 8601), and a recruiter in New
 * York sees a 10:00 AM meeting at 10:00 AM, on the day it falls on there. Weeks start on Sunday, as a US
 * English calendar does (decision 0036).
 */

const options = { locale: enUS } as const;

/** A date from the server (ISO 8601 text) or one already read. */
export type DateInput = string | Date;

function toDate(value: DateInput): Date {
  return typeof value === 'string' ? parseISO(value) : value;
}

/** Formats a date with a date-fns pattern; text the server sent that is not a date is shown as it is. */
function formatted(value: DateInput, pattern: string): string {
  const date = toDate(value);
  return isValid(date) ? format(date, pattern, options) : String(value);
}

/** A day in a record's history (applications, job matches): 'Nov 24, 2026'. */
export const formatDay = (value: DateInput) => formatted(value, 'MMM d, yyyy');

/** A moment: an interaction, a message sent, an appointment: 'Nov 24, 2026 10:00 AM'. */
export const formatDayAndTime = (value: DateInput) => formatted(value, 'MMM d, yyyy h:mm a');

/** When a record was made or last used (an API key, a webhook's delivery): 'Nov 24, 2026, 10:00 AM'. */
export const formatTimestamp = (value: DateInput) => formatted(value, 'MMM d, yyyy, h:mm a');

/** A line of a delivery log, where attempts come seconds apart: 'Nov 24, 2026, 10:00:05 AM'. */
export const formatTimestampToSecond = (value: DateInput) => formatted(value, 'MMM d, yyyy, h:mm:ss a');

/** The dashboard's upcoming interviews: 'Nov 24, 10:00 AM'. */
export const formatDashboardDate = (value: DateInput) => formatted(value, 'MMM d, h:mm a');

/** A time of day on the calendar: '10:00 AM'. */
export const formatTime = (value: DateInput) => formatted(value, 'h:mm a');

/** A day in full, as the calendar's day card and day buttons name it: 'Tuesday, November 24, 2026'. */
export const formatLongDay = (value: DateInput) => formatted(value, 'EEEE, MMMM d, yyyy');

/** A day column's heading: the weekday ('Tue') and the day of the month ('24'). */
export const formatWeekday = (value: DateInput) => formatted(value, 'EEE');
export const formatDayOfMonth = (value: DateInput) => formatted(value, 'd');

/** The week's heading on the calendar: 'Week of Nov 22, 2026' (its first day). */
export const formatWeekOf = (value: DateInput) =>
  `Week of ${formatted(startOfWeek(toDate(value), options), 'MMM d, yyyy')}`;

/** The seven days, each at midnight, of the week holding the date, Sunday first. */
export function weekDays(value: DateInput): Date[] {
  const first = startOfWeek(toDate(value), options);
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/** The week holding the date as the server's list asks for it: from its first midnight (inclusive) to the next week's (exclusive). */
export function weekRange(value: DateInput): { from: string; to: string } {
  const first = startOfWeek(toDate(value), options);
  return { from: first.toISOString(), to: addWeeks(first, 1).toISOString() };
}

/** The same date one week later (a positive count) or earlier. */
export const shiftWeeks = (value: Date, weeks: number) => addWeeks(value, weeks);

/** The next whole hour after a moment (10:20 AM → 11:00 AM): when a new meeting is proposed by default. */
export const nextWholeHour = (now: Date) => addHours(startOfHour(now), 1);

/** Midnight of the date's day. */
export const dayOf = (value: DateInput) => startOfDay(toDate(value));

/** The value of a `datetime-local` input for a date: '2026-11-24T10:00', in the viewer's time zone. */
export const toDateTimeLocal = (value: DateInput) => formatted(value, "yyyy-MM-dd'T'HH:mm");

/**
 * The date a `datetime-local` input holds, read in the viewer's time zone, as the ISO 8601 (UTC) text the
 * server takes; empty or unreadable text stays as it is, for the form's validation to name.
 */
export function fromDateTimeLocal(text: string): string {
  const date = parseISO(text);
  return text && isValid(date) ? date.toISOString() : text;
}
