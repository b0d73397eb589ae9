import { BulkMessages, CandidateListQuery, type BulkSelection, type Candidate } from '@agency/contracts';
import { badRequest, type CustomFieldDefinitions, HttpError } from '@agency/service-kit';
import type { CandidateDirectory } from '../candidates/directory';
import { allOf, candidateFilter } from '../candidates/filters';
import type { CvSearch } from '../documents/cv-search/cv-search';
import { matchingCandidates } from '../documents/cv-search/list-candidates';

interface Dependencies {
  /** Who asks: `owner=me` in the search is them. */
  userId: string;
  directory: CandidateDirectory;
  cvs: CvSearch;
  customFields: CustomFieldDefinitions;
}

/**
 * The candidate ids a selection names, in the list's order. Ticked ids are taken as given (an erased one is
 * skipped when its turn comes); 'every match of the search' is the list's own query string, read with the list's
 * contract and custom field filters, and its matches taken once, when the job starts (decision 0137).
 */
export async function selectedIds(selection: BulkSelection, { userId, directory, cvs, customFields }: Dependencies): Promise<string[]> {
  if ('ids' in selection) return [...new Set(selection.ids.map((id) => id.toLowerCase()))];
  const params = new URLSearchParams(selection.query.replace(/^\?/, ''));
  params.delete('limit');
  params.delete('offset');
  const parsed = CandidateListQuery.safeParse(Object.fromEntries(params));
  if (!parsed.success) throw badRequest(BulkMessages.badQuery(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'query'} ${issue.message}`).join('; ')));
  // The list's filters (decision 0134) and custom field filters (0125), as GET /api/candidates applies them.
  const filters = candidateFilter(parsed.data, { userId, hasDocument: (id) => cvs.hasDocument(id) });
  let where: ((candidate: Candidate) => boolean) | undefined;
  try {
    where = allOf([filters, await customFields.filterOf<Candidate>('candidate', `/api/candidates?${params}`)]);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) throw badRequest(BulkMessages.badQuery(error.message));
    throw error;
  }
  const { page } = matchingCandidates({ ...parsed.data, where, limit: Number.MAX_SAFE_INTEGER, offset: 0 }, directory, cvs);
  return page.items.map((candidate) => candidate.id);
}
