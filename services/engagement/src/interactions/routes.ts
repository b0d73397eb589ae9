import { z } from 'zod';
import {
  ErrorBody,
  IdParam,
  Interaction,
  InteractionAuthorList,
  InteractionInput,
  InteractionList,
  InteractionListQuery,
  InteractionUpdate,
  TaskMessages,
} from '@agency/contracts';
import { badRequest, notFound, staffOf, type ServiceApp } from '@agency/service-kit';
import type { EngagementView } from '../engagement-view';
import { changedLinks } from '../projections/changed-links';
import type { EngagementReferences } from '../projections/references';
import type { InteractionStore } from './store';

export const INTERACTION_GONE = 'This interaction no longer exists. Refresh the list and try again.';
export const REVERSED_RANGE = "The date range is reversed: 'from' must be before 'to'.";
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

interface Dependencies {
  interactions: InteractionStore;
  references: EngagementReferences;
  view: EngagementView;
}

/** Calls, e-mails, meetings, interviews and follow-ups: the interactions list, the calendar and logging them. */
export function registerInteractionRoutes(app: ServiceApp, { interactions, references, view }: Dependencies): void {
  /** The next steps' task goes to an active colleague (or to whoever logged the interaction). */
  const checkAssignee = (assigneeId: string | null | undefined, userId: string) => {
    if (assigneeId && assigneeId !== userId && !references.books.staff.isActive(assigneeId)) throw badRequest(TaskMessages.unknownAssignee);
  };

  app.get('/api/interactions', { schema: { querystring: InteractionListQuery, response: { 200: InteractionList, ...errors } } }, async (request) =>
    interactions.list(request.query),
  );

  app.get('/api/interactions/authors', { schema: { response: { 200: InteractionAuthorList, ...errors } } }, async () => interactions.authors());

  app.post('/api/interactions', { schema: { body: InteractionInput, response: { 201: Interaction, ...errors } } }, async (request, reply) => {
    const { userId } = staffOf(request.principal);
    references.checkLinks(request.body);
    checkAssignee(request.body.nextStepsAssigneeId, userId);
    return reply.status(201).send(view.interaction(await interactions.create(request.body, userId)));
  });

  app.put(
    '/api/interactions/:id',
    { schema: { params: IdParam, body: InteractionUpdate, response: { 200: Interaction, ...errors } } },
    async (request) => {
      const current = await interactions.find(request.params.id);
      if (!current) throw notFound(INTERACTION_GONE);
      references.checkLinks(changedLinks(current, request.body));
      const { userId } = staffOf(request.principal);
      checkAssignee(request.body.nextStepsAssigneeId, userId);
      // One logged before its author was kept: its next steps' task goes to whoever gives them a day.
      const changes = !current.createdBy && request.body.nextStepsDue && !request.body.nextStepsAssigneeId && !current.nextStepsAssigneeId ? { ...request.body, nextStepsAssigneeId: userId } : request.body;
      const updated = await interactions.update(request.params.id, changes);
      if (!updated) throw notFound(INTERACTION_GONE);
      return view.interaction(updated);
    },
  );

  app.delete('/api/interactions/:id', { schema: { params: IdParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    if (!(await interactions.remove(request.params.id))) throw notFound(INTERACTION_GONE);
    return reply.status(204).send(null);
  });
}
