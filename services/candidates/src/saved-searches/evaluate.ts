import { CandidateListQuery, type Candidate } from '@agency/contracts';
import { badRequest, type CustomFieldDefinitions } from '@agency/service-kit';
import type { CandidateDirectory } from '../candidates/directory';
import { allOf, candidateFilter } from '../candidates/filters';
import { matchingCandidates } from '../documents/cv-search/list-candidates';
import type { CvSearch } from '../documents/cv-search/cv-search';

export interface SearchDependencies {
  directory: CandidateDirectory;
  cvs: CvSearch;
  customFields: CustomFieldDefinitions;
}

/** The new matches of a search in a window of `createdAt`: the newest `limit` of them and how many in all. */
export type NewMatches = (since: Date, until: Date, limit: number) => { matches: Candidate[]; total: number };

/**
 * A stored query string read as the candidate list reads its address: its `CandidateListQuery` with the list's
 * filters (decision 0134; `owner=me` is the search's owner) and the custom field filters (decision 0125). Whatever the
 * list accepts a saved search accepts; what it refuses is a 400 here too, with the list's own message.
 */
export async function readSavedQuery(query: string, ownerId: string, { directory, cvs, customFields }: SearchDependencies): Promise<NewMatches> {
  const parsed = CandidateListQuery.safeParse(Object.fromEntries(new URLSearchParams(query)));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`This search cannot be saved: ${issue.path.join('.') || 'query'}: ${issue.message}`);
  }
  const filters = allOf([
    candidateFilter(parsed.data, { userId: ownerId, hasDocument: (id) => cvs.hasDocument(id) }),
    await customFields.filterOf<Candidate>('candidate', `?${query}`),
  ]);
  const newMatches: NewMatches = (since, until, limit) => {
    const from = since.toISOString();
    const to = until.toISOString();
    // The directory is newest first by `createdAt`: a window of it keeps that order.
    const where = (candidate: Candidate) => candidate.createdAt > from && candidate.createdAt <= to && (filters?.(candidate) ?? true);
    const { page } = matchingCandidates({ ...parsed.data, limit, offset: 0, where }, directory, cvs);
    return { matches: page.items, total: page.total };
  };
  return newMatches;
}

/** Refuses (400) a query the list would refuse, the search's own syntax too: run once, on an empty window. */
export async function checkSavedQuery(query: string, ownerId: string, dependencies: SearchDependencies): Promise<void> {
  const newMatches = await readSavedQuery(query, ownerId, dependencies);
  newMatches(new Date(0), new Date(0), 1);
}
