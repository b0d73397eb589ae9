import { DuplicateListQuery, EmployerDuplicateList, ErrorBody, IdParam, MergedInto, MergeInput, MergeResult } from '@agency/contracts';
import { notFound, type ServiceApp } from '@agency/service-kit';
import type { CatalogView } from '../catalog-view';
import type { EmployerMerges } from './merge';
import { employerPairs } from './pairs';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
export const EMPLOYER_NEVER_MERGED = 'This employer was not merged into another one.';

/** The duplicates screen's employers (decision 0126): likely pairs for staff, the merge for managers (routes.ts). */
export function registerEmployerDuplicateRoutes(app: ServiceApp, { view, merges }: { view: CatalogView; merges: EmployerMerges }): void {
  app.get('/api/duplicates/employers', { schema: { querystring: DuplicateListQuery, response: { 200: EmployerDuplicateList, ...errors } } }, async (request) => {
    await view.loaded();
    return employerPairs(view.employers.list({ limit: view.employers.size, offset: 0 }).items, request.query);
  });

  app.post('/api/duplicates/employers/merge', { schema: { body: MergeInput, response: { 200: MergeResult, ...errors } } }, async (request) => {
    const { keptId, mergedId } = request.body;
    await merges.merge(keptId.toLowerCase(), mergedId.toLowerCase());
    return { keptId, mergedId, message: 'The employers were merged.' };
  });

  app.get('/api/duplicates/employers/merged/:id', { schema: { params: IdParam, response: { 200: MergedInto, ...errors } } }, async (request) => {
    const merged = await merges.mergedInto(request.params.id.toLowerCase());
    if (!merged) throw notFound(EMPLOYER_NEVER_MERGED);
    return merged;
  });
}
