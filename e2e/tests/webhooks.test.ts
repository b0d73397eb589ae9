import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { webhookEvents, type Candidate, type WebhookAttempt, type WebhookEndpointCreated } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { apiClient } from './api-client';
import { startPlatform } from './platform';

/**
 * Webhooks through the whole platform (issue 22, point 3; decision 0110): an administrator registers an endpoint
 * at the gateway, staff create a candidate through the gateway, the candidates service's event reaches the
 * notifications service, and it POSTs the signed event to a receiver on 127.0.0.1 (allowed here, as by npm start,
 * with WEBHOOKS_ALLOW_PRIVATE_TARGETS=1; no traffic leaves the machine).
 */

const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/talentbridge`;

const platform = await startPlatform({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1' });
afterAll(async () => {
  await platform.stop();
  await new Promise((resolve) => receiver.close(resolve));
});
const api = apiClient(platform.url);
const admin = await api.signIn();

describe('webhooks through the gateway', () => {
  it('deliver a candidate created through the API to a local receiver, signed with the secret shown once', async () => {
    const created = await api.send('POST', '/api/webhooks', { token: admin, body: { url: receiverUrl, events: ['candidate.created'], description: 'e2e receiver' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const endpoint = created.body as WebhookEndpointCreated;
    try {
      // Administrators only, at the gateway as at the service.
      const email = `webhooks.recruiter.${Date.now().toString(36)}@talentbridge.local`;
      expect((await api.send('POST', '/api/users', { token: admin, body: { name: 'Hook Recruiter', email, role: 'recruiter', password: 'Gravel-Orchid-Lantern-72' } })).status).toBe(201);
      const recruiter = (await api.send('POST', '/api/auth/login', { body: { email, password: 'Gravel-Orchid-Lantern-72' } })).body.token as string;
      expect((await api.send('GET', '/api/webhooks', { token: recruiter })).status).toBe(403);
      expect((await api.send('GET', '/api/webhooks')).status).toBe(401);

      const candidate = (await api.send('POST', '/api/candidates', { token: admin, body: { name: 'Webhook Candidate', email: `hooked.${Date.now().toString(36)}@example.com` } })).body as Candidate;
      await eventually(() => received.some((request) => JSON.parse(request.body).data?.id === candidate.id), 30_000);
      const delivery = received.find((request) => JSON.parse(request.body).data?.id === candidate.id)!;

      const timestamp = String(delivery.headers['talentbridge-timestamp']);
      const expected = `v1=${createHmac('sha256', endpoint.secret).update(`${timestamp}.${delivery.body}`).digest('hex')}`;
      const signature = String(delivery.headers['talentbridge-signature']);
      expect(signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected))).toBe(true);
      expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(300);
      expect(delivery.headers['talentbridge-event']).toBe('candidate.created');
      const body = JSON.parse(delivery.body);
      expect(body.type).toBe('candidate.created');
      expect(webhookEvents['candidate.created'].strict().parse(body.data)).toMatchObject({ id: candidate.id, name: 'Webhook Candidate', email: candidate.email });

      await eventually(async () => ((await api.send('GET', `/api/webhooks/${endpoint.id}/deliveries`, { token: admin })).body as WebhookAttempt[]).length > 0);
      const log = (await api.send('GET', `/api/webhooks/${endpoint.id}/deliveries`, { token: admin })).body as WebhookAttempt[];
      expect(log.find((attempt) => attempt.eventId === body.id)).toMatchObject({ event: 'candidate.created', statusCode: 204, outcome: 'delivered', attempt: 1 });
      await api.send('DELETE', `/api/candidates/${candidate.id}`, { token: admin });
    } finally {
      expect((await api.send('DELETE', `/api/webhooks/${endpoint.id}`, { token: admin })).status).toBe(204);
    }
  });
});
