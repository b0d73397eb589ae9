import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  ErrorBody,
  WebhookAttemptList,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointInput,
  WebhookEndpointList,
  WebhookEndpointUpdate,
  WebhookIdParam,
  WebhookTestQueued,
} from '@agency/contracts';
import { badRequest, conflict, notFound, type ServiceApp } from '@agency/service-kit';
import { refuseTarget } from './address-guard';
import type { WebhookQueue } from './deliveries';
import { MAX_ENDPOINTS, type WebhookEndpoints } from './endpoints';
import { webhookEventId } from './sources';
import type { WebhookSettings } from './settings';

const GONE = 'This webhook no longer exists. Refresh the list and try again.';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The administrators' webhook endpoints (routes.ts declares them administrator-only) and their delivery logs. */
export function registerWebhookRoutes(app: ServiceApp, endpoints: WebhookEndpoints, queue: WebhookQueue, settings: WebhookSettings): void {
  const checkUrl = async (url: string) => {
    const refusal = await refuseTarget(url, settings.allowPrivateTargets);
    if (refusal) throw badRequest(refusal);
  };

  app.get('/api/webhooks', { schema: { response: { 200: WebhookEndpointList, ...errors } } }, async () => endpoints.list());

  app.post('/api/webhooks', { schema: { body: WebhookEndpointInput, response: { 201: WebhookEndpointCreated, ...errors } } }, async (request, reply) => {
    await checkUrl(request.body.url);
    if ((await endpoints.count()) >= MAX_ENDPOINTS) throw conflict(`There are already ${MAX_ENDPOINTS} webhooks, the most allowed. Delete one you no longer use first.`);
    return reply.status(201).send(await endpoints.create(request.body));
  });

  app.put('/api/webhooks/:id', { schema: { params: WebhookIdParam, body: WebhookEndpointUpdate, response: { 200: WebhookEndpoint, ...errors } } }, async (request) => {
    if (request.body.url !== undefined) await checkUrl(request.body.url);
    const endpoint = await endpoints.update(request.params.id, request.body);
    if (!endpoint) throw notFound(GONE);
    return endpoint;
  });

  app.delete('/api/webhooks/:id', { schema: { params: WebhookIdParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    if (!(await endpoints.remove(request.params.id))) throw notFound(GONE);
    await queue.forget(request.params.id);
    return reply.status(204).send(null);
  });

  app.get('/api/webhooks/:id/deliveries', { schema: { params: WebhookIdParam, response: { 200: WebhookAttemptList, ...errors } } }, async (request) => {
    if (!(await endpoints.find(request.params.id))) throw notFound(GONE);
    return queue.attemptsOf(request.params.id);
  });

  app.post('/api/webhooks/:id/test', { schema: { params: WebhookIdParam, response: { 202: WebhookTestQueued, ...errors } } }, async (request, reply) => {
    const endpoint = await endpoints.find(request.params.id);
    if (!endpoint) throw notFound(GONE);
    const occurredAt = new Date().toISOString();
    const deliveryId = (await queue.enqueue({
      endpointId: endpoint.id,
      eventId: webhookEventId(randomUUID(), 'webhook.test'),
      type: 'webhook.test',
      occurredAt,
      data: { endpointId: endpoint.id, message: 'A test event from TalentBridge. If its signature verifies, the webhook is set up.' },
      test: true,
    }))!; // a new event id: never queued before
    return reply.status(202).send({ deliveryId, message: 'Test event queued. Its attempt shows in the deliveries log within a few seconds.' });
  });
}
