import { z } from 'zod';
import { ErrorBody, IdParam, Placement, PlacementInput, PlacementList, PlacementListQuery, PlacementUpdate } from '@agency/contracts';
import { notFound, type ServiceApp } from '@agency/service-kit';
import type { EngagementView } from '../engagement-view';
import { changedLinks } from '../projections/changed-links';
import type { EngagementReferences } from '../projections/references';
import type { PlacementStore } from './store';

export const PLACEMENT_GONE = 'This placement is no longer in the pipeline. Refresh the pipeline and try again.';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

interface Dependencies {
  placements: PlacementStore;
  references: EngagementReferences;
  view: EngagementView;
}

/** The sales pipeline: a card per candidate, employer and role, moved through the five stages. */
export function registerPlacementRoutes(app: ServiceApp, { placements, references, view }: Dependencies): void {
  app.get('/api/placements', { schema: { querystring: PlacementListQuery, response: { 200: PlacementList, ...errors } } }, async (request) =>
    placements.list(request.query),
  );

  app.post('/api/placements', { schema: { body: PlacementInput, response: { 201: Placement, ...errors } } }, async (request, reply) => {
    references.checkLinks(request.body);
    return reply.status(201).send(view.placement(await placements.create(request.body)));
  });

  /** Moving a card to another stage sends `{ status }` only. */
  app.put('/api/placements/:id', { schema: { params: IdParam, body: PlacementUpdate, response: { 200: Placement, ...errors } } }, async (request) => {
    const current = await placements.find(request.params.id);
    if (!current) throw notFound(PLACEMENT_GONE);
    references.checkLinks(changedLinks(current, request.body));
    const updated = await placements.update(request.params.id, request.body);
    if (!updated) throw notFound(PLACEMENT_GONE);
    return view.placement(updated);
  });

  app.delete('/api/placements/:id', { schema: { params: IdParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    if (!(await placements.remove(request.params.id))) throw notFound(PLACEMENT_GONE);
    return reply.status(204).send(null);
  });
}
