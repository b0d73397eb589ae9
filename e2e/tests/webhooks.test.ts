import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { webhookEvents, type Candidate, type WebhookAttempt, type WebhookEndpoint, type WebhookEndpointCreated } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { apiClient } from './api-client';
import { toast } from './browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD, launchChromium, startPlatform, trackErrors } from './platform';

/**
 * Webhooks through the whole platform (issue 22, point 3; decision 0110): an administrator registers an endpoint
 * at the gateway, staff create a candidate through the gateway, the candidates service's event reaches the
 * notifications service, and it POSTs the signed event to a receiver on 127.0.0.1 (allowed here, as by npm start,
 * with WEBHOOKS_ALLOW_PRIVATE_TARGETS=1; no traffic leaves the machine). In Chromium, the CRM's card does the same,
 * shows the secret the delivery verifies with, and a notice once a failing endpoint is disabled.
 */

const received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
// /failing answers 503 until told otherwise; anything else 204.
let failing = true;
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(request.url === '/failing' && failing ? 503 : 204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
const receiverUrl = `${receiverBase}/talentbridge`;

// One attempt per delivery and disabled after one failed delivery, so the browser sees the notice at once.
const platform = await startPlatform({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1', WEBHOOKS_MAX_ATTEMPTS: '1', WEBHOOKS_DISABLE_AFTER: '1' });
const browser = await launchChromium();
afterAll(async () => {
  await browser.close();
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

  it("are added, checked and re-enabled from the CRM's Integrations page", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(`${platform.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${platform.url}/manage`);
    await page.goto(`${platform.url}/manage/integrations`);

    // Add a webhook to a receiver that fails: the secret is shown once.
    const failingUrl = `${receiverBase}/failing`;
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Add webhook' });
    await form.getByLabel('URL').fill(failingUrl);
    await form.getByRole('checkbox', { name: /Candidate created/ }).check();
    await form.getByLabel('Description').fill('Browser receiver');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    const shown = page.getByRole('dialog', { name: 'Copy your signing secret' });
    const secret = await shown.getByLabel(`Signing secret for ${failingUrl}`).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByText(failingUrl, { exact: true }).count()).toBe(1);
    expect(await page.content()).not.toContain(secret);

    // A candidate's event fails once: the endpoint is disabled, and the CRM says so.
    const candidate = (await api.send('POST', '/api/candidates', { token: admin, body: { name: 'Browser Hook Candidate' } })).body as Candidate;
    await eventually(() => received.some((request) => request.path === '/failing'), 30_000);
    const failed = received.find((request) => request.path === '/failing')!;
    const timestamp = String(failed.headers['talentbridge-timestamp']);
    expect(failed.headers['talentbridge-signature']).toBe(`v1=${createHmac('sha256', secret).update(`${timestamp}.${failed.body}`).digest('hex')}`);
    expect(JSON.parse(failed.body).data.id).toBe(candidate.id);
    const notice = page.getByRole('alert').filter({ hasText: `No events go to ${failingUrl}.` });
    const endpointOf = async () => ((await api.send('GET', '/api/webhooks', { token: admin })).body as WebhookEndpoint[]).find((each) => each.url === failingUrl);
    await eventually(async () => (await endpointOf())?.enabled === false, 30_000).catch(async (error) => {
      throw new Error(`${error}: ${JSON.stringify(await endpointOf())}`);
    });
    await page.reload();
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain('Disabled after a delivery failed every attempt.');

    // Its log shows the failure; fixed and re-enabled, the next event goes.
    await page.getByRole('button', { name: `Deliveries of ${failingUrl}` }).click();
    const log = page.getByRole('dialog', { name: 'Deliveries' });
    await expect.poll(() => log.getByRole('row').filter({ hasText: 'Candidate created' }).filter({ hasText: '503' }).filter({ hasText: 'failed' }).count()).toBe(1);
    await log.getByRole('button', { name: 'Done' }).click();
    failing = false;
    await notice.getByRole('button', { name: `Re-enable ${failingUrl}` }).click();
    await expect.poll(() => toast(page, 'Webhook re-enabled').count()).toBeGreaterThan(0);
    await expect.poll(() => notice.count()).toBe(0);
    const next = (await api.send('POST', '/api/candidates', { token: admin, body: { name: 'After Re-enabling' } })).body as Candidate;
    await eventually(() => received.some((request) => request.path === '/failing' && JSON.parse(request.body).data.id === next.id), 30_000);

    // Deleted after asking.
    await page.getByRole('button', { name: `Delete ${failingUrl}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete webhook' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText(failingUrl, { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    for (const id of [candidate.id, next.id]) await api.send('DELETE', `/api/candidates/${id}`, { token: admin });
    await context.close();
  });
});
