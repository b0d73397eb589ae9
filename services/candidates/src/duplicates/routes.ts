import { CandidateDuplicateList, DuplicateListQuery, ErrorBody, IdParam, MergedInto, MergeInput, MergeResult } from '@agency/contracts';
import { notFound, staffOf, type ServiceApp } from '@agency/service-kit';
import type { CandidateDirectory } from '../candidates/directory';
import { candidatePairs } from './pairs';
import type { CandidateMerges } from './merge';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
export const NEVER_MERGED = 'This candidate was not merged into another one.';

/** The duplicates screen's candidates (decision 0126): likely pairs for staff, the merge for managers (routes.ts). */
export function registerCandidateDuplicateRoutes(app: ServiceApp, { directory, merges }: { directory: CandidateDirectory; merges: CandidateMerges }): void {
  app.get('/api/duplicates/candidates', { schema: { querystring: DuplicateListQuery, response: { 200: CandidateDuplicateList, ...errors } } }, async (request) =>
    candidatePairs(directory.list({ limit: directory.size, offset: 0 }).items, request.query),
  );

  app.post('/api/duplicates/candidates/merge', { schema: { body: MergeInput, response: { 200: MergeResult, ...errors } } }, async (request) => {
    const { keptId, mergedId } = request.body;
    const { userId, name } = staffOf(request.principal);
    await merges.merge(keptId.toLowerCase(), mergedId.toLowerCase(), { kind: 'staff', id: userId, name: name || null });
    return { keptId, mergedId, message: 'The candidates were merged.' };
  });

  app.get('/api/duplicates/candidates/merged/:id', { schema: { params: IdParam, response: { 200: MergedInto, ...errors } } }, async (request) => {
    const merged = await merges.mergedInto(request.params.id.toLowerCase());
    if (!merged) throw notFound(NEVER_MERGED);
    return merged;
  });
}
