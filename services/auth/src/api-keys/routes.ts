import { z } from 'zod';
import { ApiKeyList, ApiKeyMessages, CreatedApiKey, ErrorBody, IdParam, NewApiKeyInput } from '@agency/contracts';
import { notFound, staffOf, type ServiceApp } from '@agency/service-kit';
import type { ApiKeyStore } from './store';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * API keys for integrations (decision 0109), administrators only (the access rules in libs/contracts routes.ts),
 * and only signed in as themselves (`peopleOnly`: a key cannot make or revoke keys, so a leaked one cannot make itself a spare).
 * The secret is answered once, at creation.
 */
export function registerApiKeyRoutes(app: ServiceApp, keys: ApiKeyStore): void {
  app.get('/api/api-keys', { schema: { response: { 200: ApiKeyList, ...errors } } }, async () => keys.list());

  app.post('/api/api-keys', { schema: { body: NewApiKeyInput, response: { 201: CreatedApiKey, ...errors } } }, async (request, reply) => {
    const actor = staffOf(request.principal);
    const created = await keys.create(request.body, { id: actor.userId, name: actor.name });
    request.log.info({ apiKeyId: created.apiKey.id, role: created.apiKey.role, by: actor.userId }, 'API key created');
    return reply.status(201).send(created);
  });

  app.delete('/api/api-keys/:id', { schema: { params: IdParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    const actor = staffOf(request.principal);
    if (!(await keys.revoke(request.params.id))) throw notFound(ApiKeyMessages.gone);
    request.log.info({ apiKeyId: request.params.id, by: actor.userId }, 'API key revoked');
    return reply.status(204).send(null);
  });
}
