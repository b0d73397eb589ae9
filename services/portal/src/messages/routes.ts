import { ErrorBody, IdParam, Message, MessageInput, MessageList, MessageListQuery } from '@agency/contracts';
import { notFound, staffOf, type ServiceApp } from '@agency/service-kit';
import { signedInCandidate, type PortalReferences } from '../projections/references';
import type { MessageStore } from './store';

export const MESSAGE_NOT_FOUND = 'This message was not found. Refresh the page to see your messages.';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Messages: recruiters write to a candidate; the candidate reads them in the portal. */
export function registerMessageRoutes(app: ServiceApp, { messages, references }: { messages: MessageStore; references: PortalReferences }): void {
  app.get('/api/messages', { schema: { querystring: MessageListQuery, response: { 200: MessageList, ...errors } } }, async (request) =>
    messages.ofCandidate(request.query.candidateId),
  );

  app.post('/api/messages', { schema: { body: MessageInput, response: { 201: Message, ...errors } } }, async (request, reply) => {
    references.checkLinks(request.body);
    return reply.status(201).send(await messages.send(request.body, staffOf(request.principal).userId));
  });

  app.get('/api/candidate/messages', { schema: { response: { 200: MessageList, ...errors } } }, async (request) =>
    messages.ofCandidate(signedInCandidate(references, request.principal)),
  );

  app.post('/api/candidate/messages/:id/read', { schema: { params: IdParam, response: { 200: Message, ...errors } } }, async (request) => {
    const message = await messages.find(request.params.id, signedInCandidate(references, request.principal));
    const read = message && (await messages.markRead(message));
    if (!read) throw notFound(MESSAGE_NOT_FOUND);
    return read;
  });
}
