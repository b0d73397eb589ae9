/**
 * The portal's dates in US English (spec section 9), in the viewer's own time zone; the server answers UTC.
 * Text that is not a date is shown as it came.
 */
function formatted(value: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat('en-US', options).format(date);
}

/** A day: 'Nov 24, 2026'. */
export const formatDay = (value: string) => formatted(value, { dateStyle: 'medium' });

/** A moment: 'Nov 24, 2026, 3:00 PM'. */
export const formatDateTime = (value: string) => formatted(value, { dateStyle: 'medium', timeStyle: 'short' });
