import { z } from 'zod';
import { ErrorBody, IdParam, SavedSearch, SavedSearchInput, SavedSearchList, SavedSearchMessages, SavedSearchPatch } from '@agency/contracts';
import { HttpError, notFound, staffOf, type Principal, type ServiceApp } from '@agency/service-kit';
import { checkSavedQuery, type SearchDependencies } from './evaluate';
import type { SavedSearchStore } from './store';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const askerOf = (principal: Principal | null) => {
  const { userId, name } = staffOf(principal);
  return { userId, name: name || null };
};

/** What a change or delete of another's search answers: unseen (private) is 404, seen but not theirs (shared) 403. */
function refuse(outcome: 'not-found' | 'not-owner'): never {
  throw outcome === 'not-owner' ? new HttpError(403, SavedSearchMessages.notOwner) : notFound(SavedSearchMessages.notFound);
}

/** Saved searches of the candidate list (decision 0136): the asker's own and the team's shared ones. */
export function registerSavedSearchRoutes(app: ServiceApp, { searches, ...dependencies }: SearchDependencies & { searches: SavedSearchStore }): void {
  app.get('/api/saved-searches', { schema: { response: { 200: SavedSearchList, ...errors } } }, async (request) => ({
    items: await searches.list(askerOf(request.principal).userId),
  }));

  app.post('/api/saved-searches', { schema: { body: SavedSearchInput, response: { 201: SavedSearch, ...errors } } }, async (request, reply) => {
    const asker = askerOf(request.principal);
    await checkSavedQuery(request.body.query, asker.userId, dependencies);
    return reply.status(201).send(await searches.create(asker, request.body));
  });

  app.patch('/api/saved-searches/:id', { schema: { params: IdParam, body: SavedSearchPatch, response: { 200: SavedSearch, ...errors } } }, async (request) => {
    const asker = askerOf(request.principal);
    if (request.body.query !== undefined) await checkSavedQuery(request.body.query, asker.userId, dependencies);
    const outcome = await searches.update(request.params.id, asker, request.body);
    return typeof outcome === 'string' ? refuse(outcome) : outcome;
  });

  app.delete('/api/saved-searches/:id', { schema: { params: IdParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    const outcome = await searches.remove(request.params.id, askerOf(request.principal));
    if (outcome !== 'removed') refuse(outcome);
    return reply.status(204).send(null);
  });
}
