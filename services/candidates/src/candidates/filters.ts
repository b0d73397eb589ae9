import { fold, splitList, type Candidate, type CandidateListQuery } from '@agency/contracts';
import { badRequest } from '@agency/service-kit';

/** What a filter needs to know besides the candidate: who asks (`owner=me`) and who has a document kept here. */
export interface FilterContext {
  /** The staff member asking. */
  userId: string;
  hasDocument: (candidateId: string) => boolean;
}

type Where = (candidate: Candidate) => boolean;

/** Lowercased without accents, as the search compares (decision 0133): 'Zürich' finds 'zurich' and the other way round. */
export const folded = fold;

/**
 * A candidate's texts as the filters compare them, folded once per stored candidate (the directory replaces the
 * object on each change), so a filter over 100,000 candidates does no string work but the comparisons.
 */
const foldedOf = new WeakMap<Candidate, { location: string; skills: Set<string>; tags: Set<string> }>();
function foldedTexts(candidate: Candidate) {
  let texts = foldedOf.get(candidate);
  if (!texts) {
    texts = {
      location: folded(candidate.location ?? ''),
      skills: new Set((candidate.skills ?? []).map(folded)),
      tags: new Set((candidate.tags ?? []).map(folded)),
    };
    foldedOf.set(candidate, texts);
  }
  return texts;
}

const startOfDay = (day: string) => `${day}T00:00:00.000Z`;
const endOfDay = (day: string) => `${day}T23:59:59.999Z`;

/**
 * The list's filters (decision 0134) as one predicate, all of them together (AND), or undefined when none is set.
 * The values were checked by the contract; what only makes sense together ('from' after 'to') is checked here.
 */
export function candidateFilter(query: CandidateListQuery, context: FilterContext): Where | undefined {
  const tests: Where[] = [];
  if (query.availability) tests.push((candidate) => candidate.availability === query.availability);
  if (query.location) {
    const needle = folded(query.location);
    tests.push((candidate) => foldedTexts(candidate).location.includes(needle));
  }
  const skills = splitList(query.skills).map(folded);
  if (skills.length) tests.push((candidate) => skills.every((skill) => foldedTexts(candidate).skills.has(skill)));
  const tags = splitList(query.tags).map(folded);
  if (tags.length) tests.push((candidate) => tags.every((tag) => foldedTexts(candidate).tags.has(tag)));
  if (query.owner) {
    const ownerId = query.owner.toLowerCase() === 'me' ? context.userId : query.owner.toLowerCase();
    tests.push((candidate) => candidate.ownerId?.toLowerCase() === ownerId);
  }
  if (query.addedFrom && query.addedTo && query.addedFrom > query.addedTo) throw badRequest("'addedFrom' must not be after 'addedTo'");
  if (query.addedFrom) {
    const from = startOfDay(query.addedFrom);
    tests.push((candidate) => candidate.createdAt >= from);
  }
  if (query.addedTo) {
    const to = endOfDay(query.addedTo);
    tests.push((candidate) => candidate.createdAt <= to);
  }
  if (query.hasCv) {
    const wanted = query.hasCv === 'yes';
    tests.push((candidate) => context.hasDocument(candidate.id) === wanted);
  }
  return allOf(tests);
}

/** One predicate of several (undefined ones skipped), true when each is; undefined when there are none. */
export function allOf(tests: (Where | undefined)[]): Where | undefined {
  const set = tests.filter((test): test is Where => test !== undefined);
  if (set.length === 0) return undefined;
  if (set.length === 1) return set[0];
  return (candidate) => set.every((test) => test(candidate));
}
