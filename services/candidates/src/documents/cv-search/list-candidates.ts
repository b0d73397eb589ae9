import { fold, parseSearchQuery, type Candidate, type CandidateList, type CandidateListQuery } from '@agency/contracts';
import { badRequest } from '@agency/service-kit';
import type { CandidateDirectory } from '../../candidates/directory';
import { booleanSearch, snippetWords } from '../../search/boolean-search';
import type { CvSearch } from './cv-search';
import { PREFIX_FROM, type QueryWords } from './words';

type ListQuery = Pick<CandidateListQuery, 'q' | 'limit' | 'offset'> & { where?: (candidate: Candidate) => boolean };

/** What a search matched: the page, the words to mark, and for each item the CV that explains it (if its fields do not). */
export interface MatchingCandidates {
  page: CandidateList;
  highlight: string[];
  /** Absent when no CV matched. Ask before anything is awaited: the index may change after. */
  cv?: { words: QueryWords; documentOf(candidate: Candidate): string | undefined };
}

/**
 * The staff list (`GET /api/candidates`): with `q`, the candidates matching it in their fields or CVs, newest
 * first, each once, with the exact total and the words to highlight. An item matched by a CV alone carries
 * `cvMatch`, the words around the match, so the card says why it is there; those snippets are made for the
 * page's items only. `where`: the list's filters (decisions 0125, 0134), on both.
 */
export async function listCandidates(query: ListQuery, directory: CandidateDirectory, cvs: CvSearch): Promise<CandidateList> {
  const { page, highlight, cv } = matchingCandidates(query, directory, cvs);
  const withHighlight = query.q ? { ...page, highlight } : page;
  if (!cv) return withHighlight;
  // The document explaining each item, found before anything is awaited (the index may change meanwhile).
  const documentOf = new Map<string, string>();
  for (const candidate of page.items) {
    const documentId = cv.documentOf(candidate);
    if (documentId) documentOf.set(candidate.id, documentId);
  }
  const snippets = await cvs.snippets([...documentOf.values()], cv.words);
  return {
    ...withHighlight,
    items: page.items.map((candidate) => {
      const cvMatch = snippets.get(documentOf.get(candidate.id) ?? '');
      return cvMatch ? { ...candidate, cvMatch } : candidate;
    }),
  };
}

/**
 * The page of the list without the CV snippets: what the list answers and an export reads (decision 0124).
 * A plain query (words alone) is searched as before the boolean language: the whole text in one field, or
 * every word in one CV, the last a beginning (decision 0102); any other goes through `booleanSearch`
 * (decision 0133).
 */
export function matchingCandidates(query: ListQuery, directory: CandidateDirectory, cvs: CvSearch): MatchingCandidates {
  const { q, limit, offset, where } = query;
  if (!q) return { page: directory.list({ limit, offset, where }), highlight: [] };
  const read = parseSearchQuery(q);
  // The contract refuses these first; a caller with a query of its own gets the same message.
  if (!read.ok) throw badRequest(`Invalid querystring: q: ${read.error}`);

  if (read.query.plain) {
    const inCvs = cvs.search(q);
    const page = inCvs ? directory.list({ q, limit, offset, where }, inCvs.candidates) : directory.list({ q, limit, offset, where });
    const cvWords = inCvs ? [...inCvs.words.whole, inCvs.words.prefix ?? ''].filter((word) => word.length >= PREFIX_FROM) : [];
    const highlight = unique([fold(q).replace(/\s+/g, ' '), ...cvWords]);
    if (!inCvs || inCvs.candidates.length === 0) return { page, highlight };
    return { page, highlight, cv: { words: inCvs.words, documentOf: (candidate) => (directory.fieldsMatch(candidate.id, q) ? undefined : inCvs.documentOf(candidate.id)) } };
  }

  const answer = booleanSearch(read.query, { limit, offset, where }, directory, cvs);
  // Availability values are not words of the card: nothing to mark.
  const highlight = unique(read.query.positive.filter((term) => term.field !== 'availability').map((term) => term.text));
  if (answer.cvTerms.length === 0) return { page: answer.page, highlight };
  return {
    page: answer.page,
    highlight,
    cv: {
      words: snippetWords(answer.cvTerms),
      // The newest document of the first term typed that found one, when the fields alone do not match.
      documentOf(candidate) {
        if (answer.fieldsAlone(candidate)) return undefined;
        for (const { matches } of answer.cvTerms) {
          const documentId = matches.documentOf(candidate.id);
          if (documentId) return documentId;
        }
        return undefined;
      },
    },
  };
}

const unique = (texts: string[]) => [...new Set(texts.filter(Boolean))];
