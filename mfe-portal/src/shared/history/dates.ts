/** Months run 1 to 12 (spec section 9); shown by name, sent as numbers. */
export const MONTHS = Array.from({ length: 12 }, (_, index) => ({
  value: index + 1,
  name: new Date(2000, index, 1).toLocaleString('en-US', { month: 'long' }),
  short: new Date(2000, index, 1).toLocaleString('en-US', { month: 'short' }),
}));

/** The wizard's default years (spec section 9): the current year. */
export function currentYear(): number {
  return new Date().getFullYear();
}

/** An empty number field is no value (null); anything else is read as a number, for the contract to check. */
export function numberOrNull(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  return Number(value);
}

/**
 * An education entry's years: '2019 – 2022', '2022 – Present' with no end, and '2022' for one year: a CV often
 * gives only the year of a qualification, which the candidate then gives as its start too (issue 31: it read
 * '2022 – 2022').
 */
export function yearSpan(start: number, end: number | null | undefined): string {
  if (end == null) return `${start} – Present`;
  return end === start ? String(start) : `${start} – ${end}`;
}

/** 'Mar 2021', or the year alone when the month is unknown. */
export function monthYear(month: number | null | undefined, year: number): string {
  const name = month ? MONTHS[month - 1]?.short : undefined;
  return name ? `${name} ${year}` : String(year);
}

/** A blank optional text is sent as null, so the server stores no value rather than an empty one. */
export function blanksToNull<T extends Record<string, unknown>>(entry: T, keys: readonly (keyof T)[]): T {
  const copy = { ...entry };
  for (const key of keys) {
    const value = copy[key];
    if (typeof value === 'string' && value.trim() === '') copy[key] = null as T[keyof T];
  }
  return copy;
}
