/**
 * What an anonymised client CV leaves out of free text (decision 0129): the candidate's e-mail addresses, phone
 * numbers, links, street addresses and postcodes, and their name. The profile's own fields (name, e-mail, phone,
 * LinkedIn, CV link) are not printed at all; this is for what the candidate or a recruiter typed or the CV says.
 */

export const Removed = {
  email: '[e-mail removed]',
  phone: '[phone removed]',
  link: '[link removed]',
  address: '[address removed]',
  name: '[name removed]',
} as const;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/giu;
/** http(s) and www. addresses, and bare ones of the places people put in CVs (linkedin.com/in/…, github.com/…). */
const URL = /\b(?:https?:\/\/|www\.)\S+|\b(?:[\p{L}\p{N}-]+\.)+(?:com|net|org|io|dev|me|co|uk|de|fr|app|info|eu)(?:\/\S*)?/giu;
/**
 * A phone number: digits with spaces, dots, dashes or brackets, 9 digits or more (a UK number has 10–11, with
 * +44 12), so that a year range ('2013 - 2016', 8 digits) is not one; a run of years only is not one either.
 */
const PHONE = /(?:\+|\(\+?)?\d[\d \t().-]{7,}\d/g;
const YEARS_ONLY = /^(?:(?:19|20)\d\d[\s.–-]*)+$/;
const STREET =
  /\b\d{1,5}[a-z]?,?\s+(?:[\p{L}'.-]+\s+){0,4}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|close|way|court|ct|place|pl|boulevard|blvd|square|sq|terrace|crescent|gardens|grove|hill|row|walk|mews|strasse|straße|rue)\b\.?/giu;
/** A UK postcode ('M1 1AE', 'SW1A 2AA'): the one kind a CV written here commonly holds. */
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/g;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Strips from `text` what would name or reach the candidate; `name` is their full name (each part is removed). */
export function anonymiseText(text: string, name: string): string {
  let out = text
    .replace(EMAIL, Removed.email)
    .replace(URL, Removed.link)
    .replace(STREET, Removed.address)
    .replace(POSTCODE, Removed.address)
    .replace(PHONE, (match) => {
      const digits = match.replace(/\D/g, '');
      return digits.length >= 9 && !YEARS_ONLY.test(match.trim()) ? Removed.phone : match;
    });
  // The whole name first (one mark for 'Priya Raman'), then each part of two letters or more on its own.
  const parts = name.split(/\s+/).filter((part) => part.replace(/[^\p{L}]/gu, '').length >= 2);
  const wordOf = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'giu');
  if (parts.length > 1) out = out.replace(wordOf(parts.map(escape).join('\\s+')), Removed.name);
  for (const part of parts) out = out.replace(wordOf(escape(part)), Removed.name);
  return out;
}

const STREET_WORDS = /\b(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|close|way|court|place|boulevard|square|terrace|crescent|gardens)\b/i;

/** The location without its street part: the comma-separated parts holding no digit and no street word ('Leeds, UK'). */
export function anonymiseLocation(location: string): string {
  return location
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/\d/.test(part) && !STREET_WORDS.test(part))
    .join(', ');
}
