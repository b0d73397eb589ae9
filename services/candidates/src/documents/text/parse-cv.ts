/**
 * What a CV's text proposes for a profile: heuristics over its lines, no network. Sections are found by their
 * headings (in any order); employment entries by their date ranges, with the title and the organisation on the
 * date's line or on the lines next to it; skills from a skills section plus a dictionary of known skills; the
 * location from the header. What is not found is left null or empty, never guessed.
 *
 * Linear in the text's length, whatever the text: it runs on hostile uploads too. Each line's heuristics see
 * at most MAX_LINE_CHARS (so no regular expression here costs more than a constant per line), lines are joined
 * only up to that length, and nothing grows across lines. test/documents/parse-cv-linear.test.ts holds it so.
 */
import type { ProfileProposal, ProposedEducation, ProposedEmployment } from '@agency/contracts';
import { findDateRange, findYears, type DateRange } from './cv-dates';
import {
  CITIES,
  COUNTRIES,
  INSTITUTION_WORDS,
  ORGANISATION_WORDS,
  QUALIFICATIONS,
  REGION_CODES,
  SECTION_HEADINGS,
  TITLE_WORDS,
  type SectionName,
} from './cv-vocabulary';
import { CASE_SENSITIVE_SKILLS, SKILLS } from './skills-dictionary';

/**
 * A CV's line is a heading, a title, a date range, a list or a paragraph (the corpus's longest is 253
 * characters). Past this, a line is prose, whose known skills are still found in the whole text.
 */
export const MAX_LINE_CHARS = 500;

export function proposeProfile(text: string): ProfileProposal {
  const { header, sections } = splitSections(unwrap(text.split('\n').map((line) => line.slice(0, MAX_LINE_CHARS).trim())));
  const employment = parseEmployment(sections.experience);
  return {
    currentRole: currentRoleOf(employment),
    location: findLocation([...header.slice(0, 12), ...sections.contact]),
    // Not the first line, which names the candidate: Sarah Jenkins has no Jenkins skills.
    skills: findSkills(sections.skills, text.trimStart().replace(/^.*/, '')),
    education: parseEducation(sections.education),
    employment,
  };
}

// ----- Sections -----

const BULLET = /^(?:[•·▪◦●■►▶✓]\s*|[*–—-]\s+)/;
/**
 * Between the parts of a line, which are trimmed after. The spaces around a separator are not matched: a
 * regular expression that starts with `\s*` tries the rest of a run of spaces from each of them.
 */
const SEPARATORS = /[|•·▪\t]|,\s|\s[-–—]\s/;
/** `(…)` without a `(` inside: `\([^)]*\)` scans to the end of the line from every unclosed `(`. */
const PARENTHESES = /\([^()]*\)/g;

/** Lines a narrow column broke mid-phrase ("University of" / "Warwick") joined again, up to MAX_LINE_CHARS. */
function unwrap(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const wrapped = previous && line !== '' && previous.length + line.length < MAX_LINE_CHARS && !BULLET.test(line) && /\s(?:of|and|&|for|in|the|at|to|with)$/i.test(previous);
    if (wrapped) joined[joined.length - 1] = `${previous} ${line}`;
    else joined.push(line);
  }
  return joined;
}

function splitSections(lines: string[]) {
  const sections: Record<SectionName, string[]> = { summary: [], experience: [], education: [], skills: [], contact: [], other: [] };
  const header: string[] = [];
  let current = header;
  for (const line of lines) {
    const heading = headingOf(line);
    if (!heading) current.push(line);
    else {
      current = sections[heading.name];
      if (heading.rest) current.push(heading.rest);
    }
  }
  return { header, sections };
}

const HEADING_NAMES = new Map(Object.entries(SECTION_HEADINGS).flatMap(([name, words]) => words.map((word) => [word, name as SectionName])));

/** Last words that make a short line a heading of their section: `Clinical Experience`, `Teaching Skills`. */
const HEADING_ENDINGS: Record<string, SectionName> = {
  experience: 'experience', history: 'experience', employment: 'experience', skills: 'skills', competencies: 'skills',
  expertise: 'skills', education: 'education', qualifications: 'education',
};

/** The section a line opens: `EXPERIENCE`, `Work History:`, `E D U C A T I O N`, or `Skills: a, b` (with its rest). */
function headingOf(line: string): { name: SectionName; rest?: string } | null {
  const key = (words: string) =>
    words
      .replace(/^(?:[A-Za-z] )+[A-Za-z]$/, (spaced) => spaced.replaceAll(' ', ''))
      .toLowerCase()
      .replaceAll('&', ' and ')
      .replace(/[^a-z ]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  // A skills list given on the heading's line; other labels (`Languages: Python`) stay inside their section.
  const inline = /^([^:]{3,30}):\s*(.+)$/.exec(line);
  if (inline && HEADING_NAMES.get(key(inline[1]!)) === 'skills') return { name: 'skills', rest: inline[2]! };
  if (line.length > 40) return null;
  const words = key(line.replace(/^[\d.#)\s]+/, ''));
  const name = HEADING_NAMES.get(words);
  if (name) return { name };
  // Not a job title ("Head of Education"), nor a sentence.
  const ending = HEADING_ENDINGS[words.split(' ').at(-1)!];
  if (ending && words.split(' ').length <= 3 && /^\p{Lu}[^\d,.;]*:?$/u.test(line) && titleScore(line) <= 0) return { name: ending };
  return null;
}

// ----- Employment -----

/** A sentence rather than a title or a name: a bullet, a long or wrapped line, one starting with a verb. */
function isBodyLine(line: string): boolean {
  const words = line.split(' ').length;
  return (
    BULLET.test(line) ||
    /^[a-z]/.test(line) ||
    words > 14 ||
    (words > 4 && /[.;]$/.test(line)) ||
    (words >= 3 && /^(?:[A-Z][a-z]+ed|Led|Built|Ran|Grew|Drove|Wrote|Taught|Oversaw|Won|Sold|Set up|Responsible)\b/.test(line) && titleScore(line) <= 0)
  );
}

function withoutRange(line: string, range: DateRange): string {
  return `${line.slice(0, range.index)} ${line.slice(range.index + range.length)}`
    .replace(/[([]\s*[)\]]/g, ' ')
    .replace(/^[\s,|:·•–—-]+|[\s,|:·•–—(-]+$/g, '')
    .trim();
}

function parseEmployment(lines: string[]): ProposedEmployment[] {
  const anchors = lines.flatMap((line, index) => {
    const range = findDateRange(line);
    // A sentence that mentions years is not an entry.
    return range && !isBodyLine(line) ? [{ index, range, rest: withoutRange(line, range) }] : [];
  });
  // The title and organisation are on the date's line, or above it, or below it. The first entry that needs
  // more than its date's line says where to look first, for every entry (a CV keeps one layout).
  const needing = anchors.find((anchor) => !isComplete([anchor.rest]));
  const above = needing ? lines[needing.index - 1] : undefined;
  const steps = above !== undefined && above !== '' && !isBodyLine(above) ? [-1, 1] : [1, -1];
  return anchors.flatMap((anchor, n) => {
    const segments = anchor.rest ? [anchor.rest] : [];
    for (const step of steps) {
      const stop = step < 0 ? (anchors[n - 1]?.index ?? -1) : (anchors[n + 1]?.index ?? lines.length);
      // At most two lines: a title and an organisation.
      for (let at = anchor.index + step; at !== stop && Math.abs(at - anchor.index) <= 2 && !isComplete(segments); at += step) {
        const line = lines[at]!;
        if (line === '' || isBodyLine(line)) break;
        if (step < 0) segments.unshift(line);
        else segments.push(line);
      }
    }
    const named = nameEntry(segments);
    if (!named) return [];
    const { start, end, isCurrent } = anchor.range;
    return [{ ...named, startYear: start.year, startMonth: start.month, endYear: end?.year ?? null, endMonth: end?.month ?? null, isCurrent }];
  });
}

/** Whether an entry's lines name both a title and an organisation. */
function isComplete(segments: string[]): boolean {
  return namedParts(segments).length >= 2 || /\s(?:at|@)\s/.test(segments.join(' '));
}

/** The parts of an entry's lines that are not places: `Acme Ltd | London, UK` → [`Acme Ltd`]. */
function namedParts(segments: string[]): string[] {
  return segments.flatMap((segment) => segment.split(SEPARATORS)).map((part) => part.trim()).filter((part) => part !== '' && !isPlace(part));
}

/** Which part is the title: `Title at Company`, else the one that reads most like a job title (the first on a tie). */
function nameEntry(segments: string[]): { role: string; organization: string | null } | null {
  const joined = segments.join(' | ');
  const at = /^(.+?)\s+(?:at|@)\s+(.+)$/.exec(joined);
  if (at) return { role: namedParts([at[1]!])[0] ?? at[1]!, organization: namedParts([at[2]!])[0] ?? null };
  const [first, second] = namedParts(segments);
  if (!first) return null;
  if (!second) return titleScore(first) >= 0 ? { role: first, organization: null } : null;
  return titleScore(second) > titleScore(first) ? { role: second, organization: first } : { role: first, organization: second };
}

/**
 * How much a phrase reads like a job title rather than an organisation. What decides is the word that ends it
 * (a title ends with its noun: "Healthcare Assistant"; a name with its kind: "Bupa Care Homes") or the word
 * before "of" ("Head of Data", "University of Leeds"); the other words count a little.
 */
function titleScore(phrase: string): number {
  const words = phrase.toLowerCase().split(/[^\p{L}-]+/u).filter(Boolean);
  const weigh = (word: string | undefined, weight: number) => (word === undefined ? 0 : TITLE_WORDS.has(word) ? weight : ORGANISATION_WORDS.has(word) ? -weight : 0);
  const of = words.indexOf('of');
  return words.reduce((sum, word) => sum + weigh(word, 0.5), 0) + weigh(words.at(-1), 2) + (of > 0 ? weigh(words[of - 1], 2) : 0);
}

function currentRoleOf(employment: ProposedEmployment[]): string | null {
  const current = employment.find((entry) => entry.isCurrent);
  if (current) return current.role;
  const ended = (entry: ProposedEmployment) => (entry.endYear ?? 0) * 12 + (entry.endMonth ?? 12);
  return employment.reduce<ProposedEmployment | null>((latest, entry) => (!latest || ended(entry) > ended(latest) ? entry : latest), null)?.role ?? null;
}

// ----- Education -----

function qualificationOf(part: string): { qualification: string; fieldOfStudy: string | null } | null {
  for (const pattern of QUALIFICATIONS) {
    const match = pattern.exec(part);
    if (!match) continue;
    const field = part
      .slice(match[0].length)
      .replace(PARENTHESES, ' ')
      .replace(/^[\s:,–—-]*(?:(?:in|of)\s+)?/i, '')
      .trim();
    return { qualification: match[0].trim(), fieldOfStudy: field || null };
  }
  return null;
}

const GRADE = /^(?:first|upper second|lower second|second|third|pass|merit|distinction|honours|hons|cum laude|magna cum laude|summa cum laude|\d:\d|gpa\b.*|grade\b.*|[\d.]+\s*\/\s*[\d.]+)(?:\s+class)?(?:\s+honours)?$/i;

function parseEducation(lines: string[]): ProposedEducation[] {
  // An entry starts at a line that names a place of study or a qualification the entry being read already has.
  const entries: { lines: string[]; institution: boolean; qualification: boolean }[] = [];
  for (const line of lines) {
    if (line === '' || BULLET.test(line)) continue;
    const parts = namedParts([line.replace(/\d{4}/g, ' ')]);
    const institution = parts.some((part) => INSTITUTION_WORDS.test(part));
    const qualification = parts.some((part) => qualificationOf(part));
    let entry = entries.at(-1);
    if (!entry || (institution && entry.institution) || (qualification && entry.qualification)) {
      if (!institution && !qualification) continue;
      entries.push((entry = { lines: [], institution: false, qualification: false }));
    }
    entry.lines.push(line);
    entry.institution ||= institution;
    entry.qualification ||= qualification;
  }
  return entries.flatMap((entry) => {
    const range = entry.lines.map(findDateRange).find(Boolean);
    const years = entry.lines.flatMap(findYears);
    const withoutDates = entry.lines.map((line) => {
      const lineRange = findDateRange(line);
      return (lineRange ? withoutRange(line, lineRange) : line).replace(/\(?\b(?:19|20)\d{2}\b\)?/g, ' ');
    });
    const parts = namedParts(withoutDates).filter((part) => !GRADE.test(part));
    const degree = parts.map(qualificationOf).find(Boolean) ?? null;
    const institution = parts.find((part) => INSTITUTION_WORDS.test(part)) ?? parts.find((part) => !qualificationOf(part));
    if (!institution) return [];
    return [{
      institution,
      qualification: degree?.qualification ?? null,
      fieldOfStudy: degree?.fieldOfStudy ?? null,
      startYear: range ? range.start.year : years.length > 1 ? Math.min(...years) : null,
      endYear: range ? (range.end?.year ?? null) : years.length > 0 ? Math.max(...years) : null,
    }];
  });
}

// ----- Location -----

function isPlace(part: string): boolean {
  const lower = part.toLowerCase();
  return COUNTRIES.has(lower) || CITIES.has(lower) || REGION_CODES.has(part) || /^(?:remote|hybrid)$/i.test(part);
}

const NAME = String.raw`\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,3}`;
const CITY_AND_REGION = new RegExp(String.raw`^(${NAME})(?:,\s*(${NAME}))?,\s*([\p{L}. ]+)$`, 'u');

/** A UK postcode or a US ZIP code ending an address: the town or city is just before it. */
const TOWN_BEFORE_POSTCODE = /,\s*([\p{L} .'’-]+?)(?:,?\s+(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}))$|,\s*([\p{L} .'’-]+,\s*[A-Z]{2})\s+\d{5}(?:-\d{4})?$/u;

/** `Leeds, UK`, `Austin, TX`, `Porto, Portugal`, a known city alone, a `Location:` label, an address's town. */
function findLocation(lines: string[]): string | null {
  for (const line of lines) {
    const labelled = /^(?:(?:location|city)\s*[:–-]|based in)\s*(.+)$/i.exec(line);
    if (labelled) return labelled[1]!.split(/\s*[|•·]\s*/)[0]!;
    const address = /^(?:address|home)\s*[:–-]?\s*(.+)$/i.exec(line)?.[1]?.split(/\s*[|•·]\s*/)[0];
    const town = address ? TOWN_BEFORE_POSTCODE.exec(address) : null;
    if (town) return (town[1] ?? town[2])!.trim();
    for (const piece of line.split(/\s*[|•·▪\t]\s*|\s+[-–—]\s+/)) {
      if (/@|\d|https?:|www\./i.test(piece)) continue;
      const place = CITY_AND_REGION.exec(piece);
      if (place && (COUNTRIES.has(place[3]!.toLowerCase()) || REGION_CODES.has(place[3]!))) return piece;
      if (CITIES.has(piece.toLowerCase())) return piece;
    }
  }
  return null;
}

// ----- Skills -----

const KNOWN_SKILLS = new Map(SKILLS.map((skill) => [skill.toLowerCase(), skill]));
const LEVEL = /^(?:expert|advanced|intermediate|basic|beginner|fluent|native|proficient|conversational|working knowledge)$/i;

/** The longest skills-section item kept: a skill is a few words. */
const MAX_ITEM_CHARS = 40;

/**
 * The skills section's items, then the known skills found anywhere in the text, each once; not a known skill
 * that is part of an item ("Pastry" of "Pastry Art").
 */
function findSkills(sectionLines: string[], text: string): string[] {
  const items = sectionItems(sectionLines);
  const insideItems = new Set(items.flatMap(innerPhrases));
  const known = knownSkillsIn(text).filter((skill) => !insideItems.has(skill.toLowerCase()));
  const skills = new Map<string, string>();
  for (const skill of [...items, ...known]) {
    const named = KNOWN_SKILLS.get(skill.toLowerCase()) ?? skill;
    if (!skills.has(named.toLowerCase())) skills.set(named.toLowerCase(), named);
  }
  return [...skills.values()];
}

/** Every run of an item's words shorter than the item, lower case: "pastry" and "art" of "Pastry Art". */
function innerPhrases(item: string): string[] {
  const words = item.toLowerCase().split(' ').filter(Boolean);
  const phrases: string[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= words.length; end++) if (end - start < words.length) phrases.push(words.slice(start, end).join(' '));
  }
  return phrases;
}

/** `a, b, c`, `a | b`, one per line or bullet, `Label: a, b`; a skill wrapped onto the next line is joined again. */
function sectionItems(lines: string[]): string[] {
  const items: string[] = [];
  for (const line of lines) {
    const pieces = line
      .replace(BULLET, '')
      .replace(/^[^:,|]{1,30}:\s*/, '')
      .replace(PARENTHESES, ' ')
      .split(/[,;|•·▪\t]|\s[-–—]\s/)
      .map((piece) => piece.trim().replace(/\.$/, ''))
      .filter((piece) => piece !== '' && !LEVEL.test(piece));
    pieces.forEach((piece, n) => {
      const previous = items.at(-1);
      // A narrow column wraps "Stakeholder Management" into two lines: rejoin when together they are a known skill.
      const wrapped = n === 0 && previous !== undefined && !BULLET.test(line) && (KNOWN_SKILLS.has(`${previous} ${piece}`.toLowerCase()) || /^[a-z]/.test(piece));
      // An item too long to keep stays just too long: joining every lower-case line onto it made this quadratic.
      if (wrapped) items[items.length - 1] = `${previous} ${piece}`.slice(0, MAX_ITEM_CHARS + 1);
      else items.push(piece);
    });
  }
  return items.filter((item) => item.length <= MAX_ITEM_CHARS && item.split(' ').length <= 5);
}

const skillPattern = (skills: string[], flags: string) =>
  new RegExp(
    String.raw`(?<![\p{L}\p{N}+#.])(?:${skills
      .sort((a, b) => b.length - a.length)
      .map((skill) => skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, String.raw`\s+`))
      .join('|')})(?![\p{L}\p{N}+#])`,
    flags,
  );
const ANY_CASE = skillPattern(SKILLS.filter((skill) => !CASE_SENSITIVE_SKILLS.has(skill)), 'giu');
const EXACT_CASE = skillPattern([...CASE_SENSITIVE_SKILLS], 'gu');

/** Known skills, each once, in the order the text first mentions them; none inside a longer one ("Research" in "User Research"). */
function knownSkillsIn(text: string): string[] {
  const found = [...text.matchAll(ANY_CASE), ...text.matchAll(EXACT_CASE)].sort((a, b) => a.index - b.index || b[0].length - a[0].length);
  const skills = new Set<string>();
  let covered = -1;
  for (const match of found) {
    if (match.index < covered) continue;
    covered = match.index + match[0].length;
    skills.add(KNOWN_SKILLS.get(match[0].replace(/\s+/g, ' ').toLowerCase())!);
  }
  return [...skills];
}
