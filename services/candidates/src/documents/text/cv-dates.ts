/**
 * Date ranges as CVs write them: `Jan 2019 – Present`, `01/2019 - 03/2021`, `2019-2021`, `March 2018 to June
 * 2020`, `2017 — now`, `Sept. 2015 – Jul 2016`, `Since 2020`.
 */

export interface DatePoint {
  year: number;
  month: number | null;
}

export interface DateRange {
  start: DatePoint;
  end: DatePoint | null;
  isCurrent: boolean;
  /** Where the range was found in the line, to cut it out. */
  index: number;
  length: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
/** `Jan 2019`, `January, 2019`, `01/2019`, `1.2019`, `2019`. No `2019-05`: `2011-12` is as often two years. */
const POINT = String.raw`(?:${MONTH}[\s,-]*\d{4}|\d{1,2}\s?[/.]\s?\d{4}|\d{4})`;
const OPEN = String.raw`(?:present|current(?:ly)?|now|today|(?:to\s)?date|ongoing)`;
const SEPARATOR = String.raw`(?:\s*(?:[-–—‒―~]+|→)\s*|\s+(?:to|until|till|through)\s+)`;
const RANGE = new RegExp(String.raw`(?<![\w/.])(${POINT})${SEPARATOR}(${POINT}|${OPEN})(?![\w/])`, 'giu');
const OPEN_ONLY = new RegExp(`^${OPEN}$`, 'iu');
const SINCE = new RegExp(String.raw`(?<![\w/.])(?:since|from)\s+(${POINT})(?![\w/])`, 'giu');
const YEAR = /(?<![\d/.])(?:19[5-9]\d|20[0-4]\d)(?![\d/])/g;

/** The first plausible date range in the line, or null. */
export function findDateRange(line: string): DateRange | null {
  for (const match of line.matchAll(RANGE)) {
    const start = parsePoint(match[1]!);
    const isCurrent = OPEN_ONLY.test(match[2]!);
    const end = isCurrent ? null : parsePoint(match[2]!);
    if (!start || (!isCurrent && !end)) continue;
    if (end && (end.year < start.year || (end.year === start.year && (end.month ?? 12) < (start.month ?? 1)))) continue;
    return { start, end, isCurrent, index: match.index, length: match[0].length };
  }
  for (const match of line.matchAll(SINCE)) {
    const start = parsePoint(match[1]!);
    if (start) return { start, end: null, isCurrent: true, index: match.index, length: match[0].length };
  }
  return null;
}

/** Every plausible year written alone in the line (an education entry's `2016` or `2012 – 2016`). */
export function findYears(line: string): number[] {
  return [...line.matchAll(YEAR)].map((match) => Number(match[0]));
}

function parsePoint(text: string): DatePoint | null {
  const year = Number(/\d{4}/.exec(text)![0]);
  if (year < 1950 || year > new Date().getFullYear() + 5) return null;
  const name = /^[a-z]{3}/i.exec(text);
  if (name) return { year, month: MONTHS.indexOf(name[0].toLowerCase()) + 1 };
  const number = /^(\d{1,2})\s?[/.]/.exec(text);
  if (!number) return { year, month: null };
  const month = Number(number[1]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}
