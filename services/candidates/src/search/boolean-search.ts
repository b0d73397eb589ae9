import { fold, type Candidate, type CandidateList, type ParsedSearchQuery, type SearchNode, type SearchTerm } from '@agency/contracts';
import type { CandidateDirectory } from '../candidates/directory';
import type { CvMatches, CvSearch } from '../documents/cv-search/cv-search';
import { termWords, type QueryWords } from '../documents/cv-search/words';

/** What the evaluation asks of the CV search: one lookup per term. */
type CvLookup = Pick<CvSearch, 'searchWords'>;

/**
 * A boolean query (decision 0133) over the candidate directory and the CV word index: each term that may
 * look in CVs is looked up once in the word index, as the set of candidates' numbers holding its words;
 * then one pass over the directory in list order tests each candidate against the tree, with those sets
 * and the candidate's fields folded once (kept per candidate object, which a change replaces). NOT is the
 * complement within the live candidates the pass walks, so it costs nothing more.
 */
export interface BooleanAnswer {
  page: CandidateList;
  /** The candidates a CV matched for each term not under a NOT that looks in CVs, in the order typed. */
  cvTerms: { term: SearchTerm; matches: CvMatches }[];
  /** True when the candidate's fields alone satisfy the query (no CV needed to explain the match). */
  fieldsAlone(candidate: Candidate): boolean;
}

/** A candidate's searchable texts, folded (lowercase, no accents), as the terms are. */
interface FoldedCandidate {
  /** Every text a bare term looks in (the directory's: name, role, location, e-mail, skills, custom fields, tags), one per line. */
  all: string;
  skills: string[];
  title: string;
  location: string;
  tags: string[];
  /** No employer is recorded for a candidate: their current role (`Data Engineer at Acme`) and summary stand for it. */
  employer: string;
  availability: string;
}

const foldedCandidates = new WeakMap<Candidate, FoldedCandidate>();
const textsOf = (candidate: Candidate) => Object.values(candidate.customFields ?? {}).filter((value): value is string => typeof value === 'string');
const tagsOf = (candidate: Candidate) => candidate.tags ?? [];

function folded(candidate: Candidate): FoldedCandidate {
  let known = foldedCandidates.get(candidate);
  if (known) return known;
  const skills = (candidate.skills ?? []).map(fold);
  const tags = tagsOf(candidate).map(fold);
  const title = fold(candidate.currentRole ?? '');
  const location = fold(candidate.location ?? '');
  const all = [fold(candidate.name), title, location, fold(candidate.email ?? ''), ...skills, ...textsOf(candidate).map(fold), ...tags].join('\n');
  known = { all, skills, title, location, tags, employer: `${title}\n${fold(candidate.summary ?? '')}`, availability: candidate.availability };
  foldedCandidates.set(candidate, known);
  return known;
}

/** The candidates' numbers (the directory's `numberOf`) a term's CV lookup found, one bit each. */
class NumberSet {
  private readonly bits: Uint8Array;

  constructor(numbers: readonly number[]) {
    let largest = -1;
    for (const number of numbers) if (number > largest) largest = number;
    this.bits = new Uint8Array(largest + 1);
    for (const number of numbers) this.bits[number] = 1;
  }

  has(number: number): boolean {
    return this.bits[number] === 1;
  }
}

/** A test of one candidate, given their folded texts and number (-1 when the tree needs none). */
type Test = (candidate: FoldedCandidate, number: number) => boolean;

const NOWHERE: Test = () => false;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** True when `text` is in `field` where a word starts (`go` in `Go, Golang`, not in `Django`). */
function beginsAWord(field: string, text: string): boolean {
  for (let at = field.indexOf(text); at >= 0; at = field.indexOf(text, at + 1)) if (at === 0 || !LETTER_OR_DIGIT.test(field[at - 1]!)) return true;
  return false;
}

/**
 * A bare or field term's text in the candidate's fields (a phrase too, its spaces single): a bare term
 * anywhere in one field, like the plain search; a field's term where a word of it starts (`skill:go` is
 * not Django); tags and availability whole.
 */
function fieldTest(term: SearchTerm): Test {
  const { text } = term;
  switch (term.field) {
    case null:
      return (candidate) => candidate.all.includes(text);
    case 'skill':
      return (candidate) => candidate.skills.some((skill) => beginsAWord(skill, text));
    case 'title':
      return (candidate) => beginsAWord(candidate.title, text);
    case 'location':
      return (candidate) => beginsAWord(candidate.location, text);
    case 'employer':
      return (candidate) => beginsAWord(candidate.employer, text);
    case 'tag':
      return (candidate) => candidate.tags.includes(text);
    case 'availability':
      return (candidate) => candidate.availability === text;
    case 'cv':
      return NOWHERE;
  }
}

const looksInCvs = (term: SearchTerm) => term.field === null || term.field === 'cv';

class Compiler {
  /** Each CV lookup, by the term it was made for. */
  readonly cvMatches = new Map<SearchTerm, CvMatches>();
  usesNumbers = false;

  constructor(
    private readonly cvs: CvLookup,
    /** False: CV sets left out, to tell whether the fields alone match. */
    private readonly withCvs: boolean,
  ) {}

  compile(node: SearchNode): Test {
    if (node.kind === 'not') {
      const child = this.compile(node.child);
      return (candidate, number) => !child(candidate, number);
    }
    if (node.kind === 'term') return this.term(node);
    const children = node.children.map((child) => this.compile(child));
    if (node.kind === 'and') return (candidate, number) => children.every((child) => child(candidate, number));
    return (candidate, number) => children.some((child) => child(candidate, number));
  }

  private term(term: SearchTerm): Test {
    const inFields = fieldTest(term);
    if (!looksInCvs(term) || !this.withCvs) return inFields;
    const words = termWords(term.text, term.prefix);
    if (!words) return inFields;
    const matches = this.cvs.searchWords(words);
    this.cvMatches.set(term, matches);
    if (matches.candidates.length === 0) return inFields;
    this.usesNumbers = true;
    const inCvs = new NumberSet(matches.candidates);
    return (candidate, number) => inCvs.has(number) || inFields(candidate, number);
  }
}

/**
 * The page of the candidates matching a parsed, non-plain query and `where` (the list's filters), newest
 * first, with the exact total. Read the CV matches before awaiting anything: the index may change after.
 */
export function booleanSearch(
  parsed: ParsedSearchQuery,
  query: { limit: number; offset: number; where?: (candidate: Candidate) => boolean },
  directory: CandidateDirectory,
  cvs: CvLookup,
): BooleanAnswer {
  const compiler = new Compiler(cvs, true);
  const test = compiler.compile(parsed.node);
  const { where } = query;
  const numberOf = compiler.usesNumbers ? (candidate: Candidate) => directory.numberOf(candidate.id) : () => -1;
  const page = directory.list({
    limit: query.limit,
    offset: query.offset,
    where: (candidate) => test(folded(candidate), numberOf(candidate)) && (!where || where(candidate)),
  });
  const cvTerms = parsed.positive.flatMap((term) => {
    const matches = compiler.cvMatches.get(term);
    return matches && matches.candidates.length > 0 ? [{ term, matches }] : [];
  });
  let fieldsOnly: Test | null = null;
  return {
    page,
    cvTerms,
    fieldsAlone(candidate) {
      fieldsOnly ??= new Compiler(cvs, false).compile(parsed.node);
      return fieldsOnly(folded(candidate), -1);
    },
  };
}

/** The words of the terms to cut CV snippets around (the positive ones that looked in CVs): all whole but a typed beginning. */
export function snippetWords(cvTerms: BooleanAnswer['cvTerms']): QueryWords {
  const whole = new Set<string>();
  let prefix: string | null = null;
  for (const { matches } of cvTerms) {
    for (const word of matches.words.whole) whole.add(word);
    prefix ??= matches.words.prefix;
  }
  return { whole: [...whole], prefix };
}
