import { ErrorBody, IdParam, Message, MessageInput, MessageList, MessageListQuery, MessageReplyInput } from '@agency/contracts';
import { HttpError, notFound, staffOf, type ServiceApp } from '@agency/service-kit';
import { signedInCandidate, type PortalReferences } from '../projections/references';
import { replySubject, type MessageStore } from './store';

export const MESSAGE_NOT_FOUND = 'This message was not found. Refresh the page to see your messages.';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** A candidate's replies in an hour, counted over every thread: a conversation, not a channel for bulk text. */
export const REPLIES_PER_HOUR = 30;
export const TOO_MANY_REPLIES = 'You have sent many replies in the last hour. Please wait a while before you send another.';
const HOUR_MS = 60 * 60 * 1000;

/**
 * Messages: recruiters write to a candidate; the candidate reads them in the portal and replies in the message's
 * thread, and staff answer in it (decision 0121).
 */
export function registerMessageRoutes(app: ServiceApp, { messages, references }: { messages: MessageStore; references: PortalReferences }): void {
  app.get('/api/messages', { schema: { querystring: MessageListQuery, response: { 200: MessageList, ...errors } } }, async (request) =>
    messages.ofCandidate(request.query.candidateId),
  );

  app.post('/api/messages', { schema: { body: MessageInput, response: { 201: Message, ...errors } } }, async (request, reply) => {
    references.checkLinks(request.body);
    return reply.status(201).send(await messages.send(request.body, staffOf(request.principal).userId));
  });

  /** Staff answer in a candidate's thread: a message to the candidate like any other (and its e-mail), in that thread. */
  app.post('/api/messages/:id/replies', { schema: { params: IdParam, body: MessageReplyInput, response: { 201: Message, ...errors } } }, async (request, reply) => {
    const inThread = await messages.findAny(request.params.id);
    if (!inThread) throw notFound(MESSAGE_NOT_FOUND);
    const candidateId = inThread.senderType === 'candidate' ? inThread.senderId : inThread.recipientId;
    const answer = { candidateId, subject: replySubject(inThread.subject), content: request.body.content, jobRoleId: inThread.jobRoleId ?? null };
    references.checkLinks({ candidateId: answer.candidateId });
    return reply.status(201).send(await messages.send(answer, staffOf(request.principal).userId, inThread.threadId));
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

  /** The candidate replies to a message addressed to them; any other (their own, another candidate's) is not found. */
  app.post(
    '/api/candidate/messages/:id/replies',
    {
      // An erased candidate's token, still unexpired, gets the 401 that signs the portal out, whatever the body.
      preValidation: async (request) => void signedInCandidate(references, request.principal),
      schema: { params: IdParam, body: MessageReplyInput, response: { 201: Message, 429: ErrorBody, ...errors } },
    },
    async (request, reply) => {
      const candidateId = signedInCandidate(references, request.principal);
      const message = await messages.find(request.params.id, candidateId);
      if (!message || message.recipientType !== 'candidate' || message.recipientId !== candidateId) throw notFound(MESSAGE_NOT_FOUND);
      if ((await messages.sentSince(candidateId, new Date(Date.now() - HOUR_MS))) >= REPLIES_PER_HOUR) throw new HttpError(429, TOO_MANY_REPLIES);
      return reply.status(201).send(await messages.reply(message, request.body));
    },
  );
}
