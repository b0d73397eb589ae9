import { z } from 'zod';

/**
 * The field rules every contract builds on: one length policy for text (decision 0075), single-line text
 * without bidi controls (0076), and web addresses, phone numbers, dates and years that must be real (0074).
 */

/** Text length policy: each free-text field takes one of these bounds; none is below what it took before. */
export const TextLimit = {
  /** One tag-like value: a skill, a grade, a salary range, a lead's source. */
  tag: 100,
  /** A name or title: people, companies, job titles, roles, locations, institutions. */
  name: 200,
  /** One line: a subject, an outcome, a key achievement. */
  line: 500,
  /** A record's notes or description: interaction notes, next steps, summaries, history entries. */
  text: 5_000,
  /** A document: job role descriptions and requirements, employer descriptions, cover letters, messages. */
  long: 20_000,
  email: 255,
  url: 2_000,
} as const;

const count = (value: number | bigint) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value));
const tooLong = (max: number) => `must be at most ${count(max)} characters`;

const UNITS: Record<string, [one: string, many: string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  file: ['byte', 'bytes'],
};
const unit = (origin: string, value: number | bigint) => {
  const [one, many] = UNITS[origin] ?? ['', ''];
  return one === '' ? '' : ` ${Number(value) === 1 ? one : many}`;
};
const listOf = (values: readonly unknown[]) => values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(', ');

/**
 * The message of a rule that a schema gives none of its own, in plain words a person can act on (issue 21): never
 * zod's own ('Too big: expected string to have <=200 characters'). Like this file's messages it follows the field's
 * name: the forms put the label in front ('Search must be at most 200 characters'), the services the field's path.
 */
export function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_big': {
      const max = issue.maximum as number | bigint;
      if (issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'date')
        return issue.inclusive === false ? `must be less than ${count(max)}` : `must be at most ${count(max)}`;
      return `must ${issue.origin === 'string' ? 'be' : 'have'} at most ${count(max)}${unit(issue.origin, max)}`;
    }
    case 'too_small': {
      const min = issue.minimum as number | bigint;
      if (issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'date')
        return issue.inclusive === false ? `must be more than ${count(min)}` : `must be at least ${count(min)}`;
      if (Number(min) === 1 && issue.origin === 'string') return 'is required';
      if (Number(min) === 1 && issue.origin === 'array') return 'needs at least one item';
      return `must ${issue.origin === 'string' ? 'be' : 'have'} at least ${count(min)}${unit(issue.origin, min)}`;
    }
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'is required';
      if (issue.expected === 'number' || issue.expected === 'int') return 'must be a number';
      if (issue.expected === 'boolean') return 'must be yes or no (true or false)';
      if (issue.expected === 'array') return 'must be a list';
      if (issue.expected === 'object') return 'must be an object';
      return `must be ${issue.expected === 'string' ? 'text' : `a ${issue.expected}`}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${listOf(issue.values)}` : `must be one of: ${listOf(issue.values)}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'must be a valid email address';
      if (issue.format === 'url') return 'must be a web address, e.g. https://example.com';
      if (issue.format === 'datetime' || issue.format === 'date') return 'must be a date in ISO 8601, e.g. 2026-11-24';
      return 'is not in the form expected';
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'Unknown field' : 'Unknown fields'}: ${issue.keys.join(', ')}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return 'is not valid';
    default:
      return undefined;
  }
}

// Configured once, wherever a contract is used (services and frontends): every rule without its own message.
z.config({ customError: plainMessage });

/**
 * Characters that reorder the text shown around them: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069) and the invisible direction marks (U+200E, U+200F, U+061C).
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * No C0 or C1 control character (line breaks, tabs, escape, U+0000–U+001F, U+007F–U+009F): a line break in a name
 * or subject that ends up in an e-mail header, a log line or a CSV starts a new one there. A pattern, so the OpenAPI
 * document carries it and its clients (Schemathesis among them) know the rule.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001F\u007F-\u009F]*$/;
const CONTROL_CHARACTERS_MESSAGE = 'must be one line, without line breaks, tabs or other control characters';

/**
 * One line of user text shown in lists, cards and headers: without bidi controls, trimmed, refused with a control
 * character, at most `max`.
 */
export const line = (max: number = TextLimit.name) =>
  z
    .string()
    .overwrite((text) => text.replace(BIDI_CONTROLS, ''))
    .trim()
    .regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE)
    .max(max, tooLong(max));

/** An optional single line; empty text means none. */
export const optionalLine = (max: number = TextLimit.name) => line(max).optional().nullable();

/** Free text over several lines (a description, notes, a message), kept as typed apart from the trim. */
export const text = (max: number) => z.string().trim().max(max, tooLong(max));

export const optionalText = (max: number) => text(max).optional().nullable();

/**
 * An optional web address (website, LinkedIn, CV link): http or https only, so `javascript:` and `data:`
 * are refused. One typed without a scheme, as people write them ('acme.example/jobs'), is taken as https.
 */
export const optionalUrl = (label: string) =>
  line(TextLimit.url)
    .overwrite((text) => (text === '' || /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`))
    .refine((text) => text === '' || isWebAddress(text), `${label} must be a web address, e.g. https://example.com`)
    .optional()
    .nullable();

/** http(s), with a host name that has a dot in it ('https://hello' is a typo, not a website). */
function isWebAddress(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return new URL(text).hostname.includes('.');
  } catch {
    return false;
  }
}

/** An optional phone number: digits, spaces and + ( ) - . only (a + only first), 5 to 20 digits. */
export const optionalPhone = (label: string) =>
  line(50)
    .refine(
      (text) => text === '' || (/^\+?[\d\s().-]+$/.test(text) && /^(\D*\d){5,20}\D*$/.test(text)),
      `${label} must be a phone number of 5 to 20 digits (spaces and + ( ) - . allowed)`,
    )
    .optional()
    .nullable();

// ----- Dates -----
/** Dates of events (interactions, placements, list ranges) lie within these years. */
export const EVENT_YEARS = { first: 1900, last: 2100 } as const;

// ISO 8601: a date, optionally a time (seconds and fraction optional) and a zone (Z or ±hh:mm). Expanded
// years (+275760, -000001) are read too, so that they get the message about the years allowed.
const ISO_DATE_TIME = /^([+-]?\d{4,6})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/i;

/**
 * Whether the text names a day that exists (no 30 February) at a time that exists, within EVENT_YEARS, in
 * a form `Date` reads (it reads no five-digit year such as 02026).
 */
function isRealDate(text: string): boolean {
  const parts = ISO_DATE_TIME.exec(text)!.slice(1, 7).map((part) => Number(part ?? 0));
  const [year, month, day, hour, minute, second] = parts as [number, number, number, number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    year >= EVENT_YEARS.first &&
    year <= EVENT_YEARS.last &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    !Number.isNaN(Date.parse(text))
  );
}

/**
 * A date and time of an event, in ISO 8601 (a date alone is midnight UTC; without a zone, the server's
 * time). Stored and answered as ISO 8601 UTC. `label` names the field in the messages.
 */
export const eventDate = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .regex(ISO_DATE_TIME, { message: `${label} must be a date and time in ISO 8601, e.g. 2026-11-24T10:00:00Z`, abort: true })
    .refine(isRealDate, `${label} must be a real date between ${EVENT_YEARS.first} and ${EVENT_YEARS.last}`)
    .transform((text) => new Date(text).toISOString());

/**
 * A year of a candidate's education or employment: from 1900 (a working life's start, with room) to at
 * most `yearsAhead` years after the current one (a course or a contract that ends later).
 */
export const historyYear = (label: string, yearsAhead: number) => {
  const latest = () => new Date().getUTCFullYear() + yearsAhead;
  return z
    .number({ error: `${label} must be a year` })
    .int(`${label} must be a whole year`)
    .min(EVENT_YEARS.first, `${label} must be ${EVENT_YEARS.first} or later`)
    .refine((year) => year <= latest(), { error: () => `${label} must be ${latest()} or earlier` });
};

export const month = (label: string) =>
  z
    .number({ error: `${label} must be a month` })
    .int(`${label} must be a month from 1 to 12`)
    .min(1, `${label} must be a month from 1 to 12`)
    .max(12, `${label} must be a month from 1 to 12`);
