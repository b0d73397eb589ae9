import type { Candidate, CandidateList, CandidateListQuery } from '@agency/contracts';
import type { CandidateDirectory } from '../../candidates/directory';
import type { CvSearch } from './cv-search';

/**
 * The staff list (`GET /api/candidates`): with `q`, the candidates whose fields match it and those with a CV
 * holding its words, newest first, each once, with the exact total. An item matched by a CV alone carries
 * `cvMatch`, the words around the match, so the card says why it is there; those snippets are made for the
 * page's items only. `where`: the custom field filters (decision 0125), on both.
 */
export async function listCandidates(query: CandidateListQuery & { where?: (candidate: Candidate) => boolean }, directory: CandidateDirectory, cvs: CvSearch): Promise<CandidateList> {
  const { page, inCvs } = matchingCandidates(query, directory, cvs);
  if (!inCvs) return page;
  // The document explaining each item, found before anything is awaited (the index may change meanwhile).
  const documentOf = new Map<string, string>();
  for (const candidate of page.items) {
    const documentId = directory.fieldsMatch(candidate.id, query.q!) ? undefined : inCvs.documentOf(candidate.id);
    if (documentId) documentOf.set(candidate.id, documentId);
  }
  const snippets = await cvs.snippets([...documentOf.values()], inCvs.words);
  return {
    total: page.total,
    items: page.items.map((candidate) => {
      const cvMatch = snippets.get(documentOf.get(candidate.id) ?? '');
      return cvMatch ? { ...candidate, cvMatch } : candidate;
    }),
  };
}

/** The page of the list without the CV snippets: what the list answers and an export reads (decision 0124). */
export function matchingCandidates(query: CandidateListQuery & { where?: (candidate: Candidate) => boolean }, directory: CandidateDirectory, cvs: CvSearch) {
  const inCvs = query.q ? cvs.search(query.q) : null;
  return { inCvs, page: inCvs ? directory.list(query, inCvs.candidates) : directory.list(query) };
}
