import { SECTION_HEADINGS } from '../../documents/text/cv-vocabulary';
import { MAX_LINE_CHARS } from '../../documents/text/parse-cv';

/**
 * Who a CV is of: the name, e-mail and phone at its top, which the profile proposal (parse-cv.ts) leaves out
 * because a candidate's own upload already knows them. Only the header is looked at (the first lines, each cut
 * at MAX_LINE_CHARS), so a referee's address further down is never taken for the candidate's.
 */
const HEADER_LINES = 15;
const EMAIL = /[\w.+'-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,5}/;
/** A number of 7 to 15 digits, with the spaces, dots, dashes and brackets people write between them. */
const PHONE = /(?:\+|\b)\d[\d ().-]{5,22}\d\b/g;
const HEADINGS = new Set(Object.values(SECTION_HEADINGS).flat());
const NOT_A_NAME = /^(?:curriculum vitae|cv|r[ée]sum[ée]|resume)$/i;

export interface ContactDetails {
  name: string | null;
  email: string | null;
  phone: string | null;
}

export function contactDetails(text: string): ContactDetails {
  const lines = text
    .split('\n', HEADER_LINES * 2)
    .map((line) => line.slice(0, MAX_LINE_CHARS).trim())
    .filter((line) => line !== '')
    .slice(0, HEADER_LINES);
  let email: string | null = null;
  let phone: string | null = null;
  for (const line of lines) {
    email ??= EMAIL.exec(line)?.[0]?.toLowerCase() ?? null;
    phone ??= [...line.replace(EMAIL, ' ').matchAll(PHONE)].map((match) => match[0].trim()).find(isPhone) ?? null;
  }
  const name = lines.find(isName) ?? null;
  // "PRIYA RAMAN" is written as a name is: Priya Raman.
  const cased = name && name === name.toUpperCase() ? name.toLowerCase().replace(/(^|[\s'’-])\p{L}/gu, (start) => start.toUpperCase()) : name;
  return { name: cased, email, phone };
}

/**
 * 9 to 15 digits; 7 or 8 only when written as a phone is (+, a leading 0): "2013 - 2016" in a header is a
 * date range, not a number to call.
 */
function isPhone(found: string): boolean {
  const digits = found.replace(/\D/g, '').length;
  return digits <= 15 && (digits >= 9 || (digits >= 7 && /^[+0]/.test(found)));
}

/** Two to five words of letters (with ' . -), not a heading nor "Curriculum Vitae": how a CV's first line names its person. */
function isName(line: string): boolean {
  const words = line.split(' ');
  return (
    line.length <= 60 &&
    words.length >= 2 &&
    words.length <= 5 &&
    words.every((word) => /^\p{L}[\p{L}'’.-]*$/u.test(word)) &&
    !NOT_A_NAME.test(line) &&
    !HEADINGS.has(line.toLowerCase())
  );
}
