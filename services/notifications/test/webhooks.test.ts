import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CandidatesEvents,
  EngagementEvents,
  JobPipelineEvents,
  type JobPipelineEntrySnapshot,
  webhookEvents,
  WebhookHeaders,
  type PlacementSnapshot,
  type WebhookAttempt,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEventName,
} from '@agency/contracts';
import { newEvent, type EventBus } from '@agency/service-kit';
import { ADMIN, eventually, newId, OtherContexts, startMailpit, type OwnMailpit } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { applicationSubmitted, candidateErased, connectBus, interactionSaved, startNotifications } from './helpers';

/**
 * Webhooks (decision 0110) against a real receiver: a node HTTP server on 127.0.0.1 that records every request
 * and answers by path (/ok 200, /fail 500, /redirect 302, /silent never). Only loopback traffic: the service
 * under test allows private targets (as WEBHOOKS_ALLOW_PRIVATE_TARGETS=1 does), except in the SSRF tests.
 */

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}
const received: Received[] = [];
const held: ServerResponse[] = [];
let receiver: Server;
let receiverUrl: string;

let mailpit: OwnMailpit;
let bus: EventBus;
let others: OtherContexts;
let auth: Awaited<ReturnType<typeof startAuth>>;
let adminToken: string;
let recruiterToken: string;
let service: Awaited<ReturnType<typeof startNotifications>>;
// Fast retries: attempts 200 ms, then 400 ms apart; disabled after two deliveries in a row fail every attempt.
const SETTINGS = { allowPrivateTargets: true, maxAttempts: 3, backoffMs: 200, maxBackoffMs: 5_000, disableAfter: 2, timeoutMs: 1_000 };

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      if (path.startsWith('/ok')) return void response.writeHead(200).end('thanks');
      if (path.startsWith('/fail')) return void response.writeHead(500).end(`receiver broke: ${'x'.repeat(2_000)}`);
      if (path.startsWith('/redirect')) return void response.writeHead(302, { location: `${receiverUrl}/ok/after-redirect` }).end();
      held.push(response); // /silent: never answers
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  mailpit = await startMailpit();
  bus = await connectBus();
  others = new OtherContexts(bus);
  auth = await startAuth();
  process.env.AUTH_URL = auth.url;
  adminToken = await auth.login(ADMIN.email, ADMIN.password);
  const recruiter = { name: 'Rita Recruiter', email: 'rita.webhooks@agency.test', password: 'Solar-Kettle-Umbrella-58', role: 'recruiter' };
  expect((await auth.call('POST', '/api/users', { token: adminToken, body: recruiter })).status).toBe(201);
  recruiterToken = await auth.login(recruiter.email, recruiter.password);
  service = await startNotifications(mailpit, { webhooks: SETTINGS });
});
afterEach(async () => {
  // Each test starts with no endpoint, so no event of one reaches another's receiver.
  for (const endpoint of (await api('GET', '/api/webhooks')).body as WebhookEndpoint[]) await api('DELETE', `/api/webhooks/${endpoint.id}`);
  for (const response of held.splice(0)) response.destroy();
  received.length = 0;
});
afterAll(async () => {
  await service?.close();
  await auth?.close();
  await bus?.close();
  await mailpit?.close();
  for (const response of held.splice(0)) response.destroy();
  await new Promise((resolve) => receiver?.close(resolve));
});

const api = (method: string, path: string, body?: unknown, token = adminToken) => service.call(method, path, { token, body });
async function register(path: string, events: WebhookEventName[], target = service): Promise<WebhookEndpointCreated> {
  const answer = await target.call('POST', '/api/webhooks', { token: adminToken, body: { url: `${receiverUrl}${path}`, events, description: 'Test receiver' } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}
const at = (path: string) => received.filter((request) => request.path === path);
const attemptsOf = async (endpointId: string) => (await api('GET', `/api/webhooks/${endpointId}/deliveries`)).body as WebhookAttempt[];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a receiver does (docs/security.md): HMAC-SHA256 of `${timestamp}.${body}`, compared in constant time, and a fresh timestamp. */
function verifies(request: Received, secret: string): boolean {
  const timestamp = String(request.headers[WebhookHeaders.timestamp.toLowerCase()]);
  const signature = String(request.headers[WebhookHeaders.signature.toLowerCase()]);
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  return fresh && signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

describe('delivery', () => {
  it('POSTs a chosen event, signed with the secret shown once, and none of the events not chosen', async () => {
    const endpoint = await register('/ok/candidates', ['candidate.created']);
    expect(endpoint.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(endpoint).toMatchObject({ events: ['candidate.created'], enabled: true, disabledReason: null, consecutiveFailures: 0, description: 'Test receiver' });
    // Never shown again.
    const listed = (await api('GET', '/api/webhooks')).body as Record<string, unknown>[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty('secret');
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret);

    const employer = await others.employer('Not Subscribed Ltd');
    await bus.publish(applicationSubmitted());
    const candidate = await others.candidate('Grace Hopper', { email: 'grace@example.com', summary: 'Internal notes', skills: ['COBOL'] });
    await eventually(() => at('/ok/candidates').length === 1);
    await pause(1_000); // time for anything not chosen to show up
    expect(received).toHaveLength(1);

    const [request] = received;
    expect(verifies(request!, endpoint.secret)).toBe(true);
    expect(verifies(request!, 'whsec_another-secret')).toBe(false);
    expect(verifies({ ...request!, body: request!.body.replace('Grace', 'Mallory') }, endpoint.secret)).toBe(false);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers[WebhookHeaders.event.toLowerCase()]).toBe('candidate.created');
    expect(request!.headers[WebhookHeaders.delivery.toLowerCase()]).toMatch(/^dlv_[a-f0-9]{32}$/);

    const body = JSON.parse(request!.body);
    expect(Object.keys(body)).toEqual(['id', 'type', 'occurredAt', 'data']);
    expect(body.type).toBe('candidate.created');
    // The public payload: the candidate's own fields, not the service's internal ones.
    expect(webhookEvents['candidate.created'].strict().parse(body.data)).toEqual({
      id: candidate.id,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: null,
      currentRole: 'Engineer',
      location: null,
      skills: ['COBOL'],
      availability: 'available',
      linkedinUrl: null,
      createdAt: candidate.createdAt,
    });
    expect(request!.body).not.toContain('Internal notes');
    expect(request!.body).not.toContain(employer.id);

    const log = await attemptsOf(endpoint.id);
    expect(log).toEqual([
      expect.objectContaining({ event: 'candidate.created', eventId: body.id, attempt: 1, statusCode: 200, error: null, outcome: 'delivered', responseExcerpt: 'thanks' }),
    ]);
    expect((await api('GET', '/api/webhooks')).body[0].lastDeliveryAt).toEqual(expect.any(String));
  });

  it('turns each kind of domain event into its webhook event, and edits that change nothing into none', async () => {
    const all = Object.keys(webhookEvents).filter((name) => name !== 'webhook.test') as WebhookEventName[];
    const endpoint = await register('/ok/all', all);
    const employer = await others.employer('Northwind');
    const role = await others.jobRole('Data Engineer', employer); // created open: published, no 'updated'
    const candidate = await others.candidate('Ada Lovelace');
    const application = applicationSubmitted({ candidateId: candidate.id, jobRoleId: role.id, jobRoleTitle: 'Data Engineer', coverLetter: 'Hello' });
    await bus.publish(application);
    // Staff review it, then reject it with a reason: two changes of status (decision 0120).
    const changedAt = new Date().toISOString();
    await bus.publish(newEvent(CandidatesEvents.applicationStatusChanged, application.aggregateId, 2, { ...application.data, status: 'reviewed', statusChangedAt: changedAt }));
    await bus.publish(
      newEvent(CandidatesEvents.applicationStatusChanged, application.aggregateId, 3, { ...application.data, status: 'rejected', rejectionReason: 'Role filled internally', statusChangedAt: changedAt }),
    );

    // A placement: added (lead), its notes edited (nothing), moved to qualified.
    const now = new Date().toISOString();
    const placement: PlacementSnapshot = { id: newId(), candidateId: candidate.id, employerId: employer.id, jobRoleId: role.id, status: 'lead', value: 500_000, notes: null, placementDate: null, createdAt: now, updatedAt: now };
    await bus.publish(newEvent(EngagementEvents.placementCreated, placement.id, 1, placement));
    await bus.publish(newEvent(EngagementEvents.placementUpdated, placement.id, 2, { ...placement, notes: 'Called' }));
    await bus.publish(newEvent(EngagementEvents.placementUpdated, placement.id, 3, { ...placement, status: 'qualified' }));
    // An interview: scheduled, its description edited (nothing), moved; a call scheduled (nothing).
    const interview = newId();
    const first = new Date(Date.now() + 86_400_000).toISOString();
    const moved = new Date(Date.now() + 2 * 86_400_000).toISOString();
    await bus.publish(interactionSaved({ id: interview, candidateId: candidate.id, date: first }, 1));
    await bus.publish(interactionSaved({ id: interview, candidateId: candidate.id, date: first, description: 'Bring a CV' }, 2));
    await bus.publish(interactionSaved({ id: interview, candidateId: candidate.id, date: moved, location: '1 Market Street', durationMinutes: 45 }, 3));
    await bus.publish(interactionSaved({ id: newId(), type: 'call', date: first }, 1));
    // A job role's pipeline entry (decision 0128): added on sourced, then rejected with a reason.
    const entry: JobPipelineEntrySnapshot = {
      id: newId(), jobRoleId: role.id, candidateId: candidate.id, stage: 'sourced', reason: null, addedById: newId(), placementId: null,
      history: [{ from: null, to: 'sourced', byId: newId(), at: now, reason: null }], createdAt: now, updatedAt: now,
    };
    await bus.publish(newEvent(JobPipelineEvents.candidateAdded, entry.id, 1, entry));
    const rejection = { from: 'sourced', to: 'rejected', byId: newId(), at: now, reason: 'Not available' };
    await bus.publish(newEvent(JobPipelineEvents.stageChanged, entry.id, 2, { ...entry, stage: 'rejected', reason: 'Not available', history: [...entry.history, rejection] }));
    await bus.publish(candidateErased(candidate.id, 2));

    const expected = ['employer.created', 'job-role.published', 'candidate.created', 'application.received', 'application.status-changed', 'application.status-changed', 'placement.stage-changed', 'placement.stage-changed', 'pipeline.stage-changed', 'pipeline.stage-changed', 'interview.scheduled', 'interview.scheduled', 'candidate.erased'];
    await eventually(() => received.length >= expected.length);
    await pause(1_000);
    const bodies = received.map((request) => JSON.parse(request.body) as { type: WebhookEventName; data: unknown });
    expect(bodies.map((body) => body.type).sort()).toEqual([...expected].sort());
    // Every payload is exactly what the contract documents.
    for (const body of bodies) webhookEvents[body.type].strict().parse(body.data);
    const of = (type: WebhookEventName) => bodies.filter((body) => body.type === type).map((body) => body.data as Record<string, unknown>);

    expect(of('job-role.published')[0]).toMatchObject({ id: role.id, title: 'Data Engineer', status: 'open', url: `https://jobs.example.com/jobs/${role.slug}`, employer: { id: employer.id, name: 'Northwind' } });
    expect(of('application.received')[0]).toMatchObject({ jobRole: { id: role.id, title: 'Data Engineer' }, candidate: { id: candidate.id }, coverLetter: 'Hello' });
    expect(of('application.status-changed').map(({ previousStatus, status, rejectionReason }) => [previousStatus, status, rejectionReason]).sort()).toEqual([
      ['pending', 'reviewed', null],
      ['reviewed', 'rejected', 'Role filled internally'],
    ]);
    expect(of('placement.stage-changed').map(({ stage, previousStage }) => [previousStage, stage]).sort()).toEqual([
      [null, 'lead'],
      ['lead', 'qualified'],
    ]);
    expect(of('placement.stage-changed')[0]).toMatchObject({ id: placement.id, value: 500_000 });
    expect(of('pipeline.stage-changed').map(({ previousStage, stage, reason }) => [previousStage, stage, reason]).sort()).toEqual([
      [null, 'sourced', null],
      ['sourced', 'rejected', 'Not available'],
    ]);
    expect(of('pipeline.stage-changed')[0]).toMatchObject({ id: entry.id, jobRoleId: role.id, candidateId: candidate.id });
    const interviews = of('interview.scheduled').sort((one, two) => String(one.startsAt).localeCompare(String(two.startsAt)));
    expect(interviews.map(({ startsAt, previousStartsAt }) => [previousStartsAt, startsAt])).toEqual([
      [null, first],
      [first, moved],
    ]);
    expect(interviews.map(({ location, durationMinutes }) => [location, durationMinutes])).toEqual([
      [null, null],
      ['1 Market Street', 45],
    ]);
    expect(of('candidate.erased')).toEqual([{ id: candidate.id }]);

    // A role put on hold and opened again: updated twice, published once more.
    received.length = 0;
    await others.jobRole('Hold Then Open', employer).then(async (held) => {
      await bus.publish(newEvent('catalog.job-role.updated', held.id, 2, { ...held, status: 'on_hold' }));
      await bus.publish(newEvent('catalog.job-role.updated', held.id, 3, { ...held, status: 'open' }));
    });
    await eventually(() => received.length >= 4);
    await pause(500);
    expect(received.map((request) => JSON.parse(request.body).type).sort()).toEqual(['job-role.published', 'job-role.published', 'job-role.updated', 'job-role.updated']);
    expect((await attemptsOf(endpoint.id)).every((attempt) => attempt.outcome === 'delivered')).toBe(true);
  });

  it('delivers each event once to each endpoint, with two instances and events repeated', async () => {
    const second = await startNotifications(mailpit, { dbName: service.dbName, webhooks: SETTINGS });
    try {
      const a = await register('/ok/a', ['application.received']);
      const b = await register('/ok/b', ['application.received']);
      const events = Array.from({ length: 20 }, () => applicationSubmitted());
      for (const event of events) await bus.publish(event);
      // The same applications again, as a replay would bring them (new event ids, so JetStream keeps them).
      for (const event of events.slice(0, 8)) await bus.publish({ ...event, id: randomUUID() });

      await eventually(() => at('/ok/a').length >= 20 && at('/ok/b').length >= 20);
      await pause(1_500);
      for (const [path, endpoint] of [['/ok/a', a], ['/ok/b', b]] as const) {
        const bodies = at(path).map((request) => JSON.parse(request.body));
        expect(bodies.map((body) => body.data.id).sort()).toEqual(events.map((event) => event.data.id).sort());
        expect(new Set(at(path).map((request) => request.headers[WebhookHeaders.delivery.toLowerCase()])).size).toBe(20);
        expect(at(path).every((request) => verifies(request, endpoint.secret))).toBe(true);
      }
      // One event has one id for every endpoint; each endpoint its own delivery id.
      const idsA = at('/ok/a').map((request) => JSON.parse(request.body).id).sort();
      expect(at('/ok/b').map((request) => JSON.parse(request.body).id).sort()).toEqual(idsA);
    } finally {
      await second.close();
    }
  });
});

describe('failures', () => {
  it('retries a failing receiver with a growing wait, logs each attempt, and disables the endpoint after deliveries in a row fail', async () => {
    const endpoint = await register('/fail', ['candidate.created']);
    await others.candidate('First Failure');
    await eventually(() => at('/fail').length === 3);
    await others.candidate('Second Failure');
    await eventually(async () => !((await api('GET', '/api/webhooks')).body[0] as WebhookEndpoint).enabled, 20_000);
    expect(at('/fail')).toHaveLength(6);

    // Each delivery: three attempts with its one delivery id and event id, re-signed each time, 200 then 400 ms apart.
    const byDelivery = new Map<string, Received[]>();
    for (const request of at('/fail')) {
      const id = String(request.headers[WebhookHeaders.delivery.toLowerCase()]);
      byDelivery.set(id, [...(byDelivery.get(id) ?? []), request]);
    }
    expect(byDelivery.size).toBe(2);
    for (const attempts of byDelivery.values()) {
      expect(attempts).toHaveLength(3);
      expect(new Set(attempts.map((request) => JSON.parse(request.body).id)).size).toBe(1);
      expect(attempts.every((request) => verifies(request, endpoint.secret))).toBe(true);
      const [one, two, three] = attempts.map((request) => request.at);
      expect(two! - one!).toBeGreaterThanOrEqual(190);
      expect(three! - two!).toBeGreaterThanOrEqual(390);
    }

    const [disabled] = (await api('GET', '/api/webhooks')).body as WebhookEndpoint[];
    expect(disabled).toMatchObject({ enabled: false, consecutiveFailures: 2 });
    expect(disabled!.disabledReason).toBe('Disabled after 2 deliveries in a row failed every attempt. Check that the receiver is up and answers 2xx, then re-enable it.');
    const log = await attemptsOf(endpoint.id);
    expect(log).toHaveLength(6);
    expect(log.map((attempt) => attempt.outcome).sort()).toEqual(['failed', 'failed', 'retrying', 'retrying', 'retrying', 'retrying']);
    for (const attempt of log) {
      expect(attempt).toMatchObject({ statusCode: 500, error: 'The receiver answered 500.' });
      expect(attempt.responseExcerpt!.startsWith('receiver broke: x')).toBe(true);
      expect(attempt.responseExcerpt!.length).toBeLessThanOrEqual(500); // only the start of the answer is kept
    }
    expect(log.filter((attempt) => attempt.outcome === 'retrying').every((attempt) => attempt.nextAttemptAt !== null)).toBe(true);

    // Disabled: nothing more is sent.
    await others.candidate('While Disabled');
    await pause(1_000);
    expect(at('/fail')).toHaveLength(6);

    // Re-enabled at a working address: the count starts again and events flow.
    const fixed = await api('PUT', `/api/webhooks/${endpoint.id}`, { url: `${receiverUrl}/ok/fixed`, enabled: true });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null, consecutiveFailures: 0, url: `${receiverUrl}/ok/fixed` });
    await others.candidate('After Re-enabling');
    await eventually(() => at('/ok/fixed').length === 1);
    expect(verifies(at('/ok/fixed')[0]!, endpoint.secret)).toBe(true);
  });

  it('follows no redirect, and gives up on a receiver that does not answer within the timeout', async () => {
    const redirecting = await register('/redirect', ['employer.created']);
    const silent = await register('/silent', ['employer.created']);
    for (const endpoint of [redirecting, silent]) expect((await api('POST', `/api/webhooks/${endpoint.id}/test`)).status).toBe(202);

    await eventually(async () => (await attemptsOf(redirecting.id)).length === 1 && (await attemptsOf(silent.id)).length === 1);
    const [redirect] = await attemptsOf(redirecting.id);
    expect(redirect).toMatchObject({ event: 'webhook.test', statusCode: 302, outcome: 'failed' }); // a test event has one attempt
    expect(redirect!.error).toBe(`The receiver answered 302, a redirect to ${receiverUrl}/ok/after-redirect, which is not followed: register the final URL.`);
    expect(at('/ok/after-redirect')).toHaveLength(0);
    const [timeout] = await attemptsOf(silent.id);
    expect(timeout).toMatchObject({ statusCode: null, error: 'No answer within 1 s', outcome: 'failed' });
    expect(timeout!.durationMs).toBeGreaterThanOrEqual(990);
    expect(timeout!.durationMs).toBeLessThan(3_000);
    // A test event's failure does not count towards disabling the endpoint.
    expect(((await api('GET', '/api/webhooks')).body as WebhookEndpoint[]).map((endpoint) => endpoint.consecutiveFailures)).toEqual([0, 0]);
  });

  it('sends a test event to a disabled endpoint too, so the receiver can be checked before re-enabling it', async () => {
    const endpoint = await register('/ok/test', ['employer.created']);
    await api('PUT', `/api/webhooks/${endpoint.id}`, { enabled: false });
    expect((await api('GET', '/api/webhooks')).body[0]).toMatchObject({ enabled: false, disabledReason: 'Disabled by an administrator.' });
    await others.employer('Not Sent While Paused');
    const queued = await api('POST', `/api/webhooks/${endpoint.id}/test`);
    expect(queued).toEqual({ status: 202, body: { deliveryId: expect.stringMatching(/^dlv_/), message: expect.any(String) } });
    await eventually(() => at('/ok/test').length === 1);
    await pause(500);
    expect(at('/ok/test')).toHaveLength(1);
    const body = JSON.parse(at('/ok/test')[0]!.body);
    expect(body).toMatchObject({ type: 'webhook.test', data: { endpointId: endpoint.id } });
    expect(verifies(at('/ok/test')[0]!, endpoint.secret)).toBe(true);
  });
});

describe('who may reach what (SSRF)', () => {
  let strict: Awaited<ReturnType<typeof startNotifications>>;
  beforeAll(async () => {
    // The production setting: WEBHOOKS_ALLOW_PRIVATE_TARGETS off. Its own database; its consumers get no events here.
    strict = await startNotifications(mailpit, { webhooks: { ...SETTINGS, allowPrivateTargets: false } });
  });
  afterAll(async () => strict?.close());
  const create = (url: string) => strict.call('POST', '/api/webhooks', { token: adminToken, body: { url, events: ['candidate.created'] } });

  it('accepts only https:// to public addresses when an endpoint is saved', async () => {
    expect(await create('http://hooks.example.com/talentbridge')).toEqual({ status: 400, body: { message: 'The URL must start with https:// (webhooks are sent over HTTPS only).' } });
    const internal = [
      ['https://127.0.0.1/hook', '127.0.0.1'],
      ['https://10.1.2.3/hook', '10.1.2.3'],
      ['https://172.20.0.5/hook', '172.20.0.5'],
      ['https://192.168.1.10/hook', '192.168.1.10'],
      ['https://169.254.169.254/latest/meta-data/', '169.254.169.254'],
      ['https://100.100.100.200/', '100.100.100.200'],
      ['https://0.0.0.0/', '0.0.0.0'],
      ['https://2130706433/', '127.0.0.1'], // the URL parser reads a number as an IPv4 address
      ['https://0x7f.1/', '127.0.0.1'],
      ['https://[::1]/hook', '::1'],
      ['https://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1'],
      ['https://[fd00:ec2::254]/', 'fd00:ec2::254'],
      ['https://[fe80::1]/', 'fe80::1'],
    ];
    for (const [url, host] of internal) {
      const answer = await create(url!);
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toBe(`${host} is a private, loopback, link-local or cloud metadata address, which webhooks may not reach. Use the receiver's public https:// address.`);
    }
    // A name is resolved: localhost is loopback.
    const named = await create('https://localhost:8443/hook');
    expect(named.status).toBe(400);
    expect(named.body.message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), a private, loopback/);
    // A public address is fine (nothing is sent to it).
    expect((await create('https://93.184.215.14/hook')).status).toBe(201);
    // Changing the URL is checked the same way.
    const [saved] = (await strict.call('GET', '/api/webhooks', { token: adminToken })).body as WebhookEndpoint[];
    expect((await strict.call('PUT', `/api/webhooks/${saved!.id}`, { token: adminToken, body: { url: 'https://192.168.0.1/' } })).status).toBe(400);
    await strict.call('DELETE', `/api/webhooks/${saved!.id}`, { token: adminToken });
  });

  it('checks again at delivery, on the address the name resolves to then, and sends nothing there', async () => {
    // As if the name had resolved to a public address when it was saved, and to loopback now (DNS rebinding).
    const port = (receiver.address() as AddressInfo).port;
    const id = newId();
    const now = new Date();
    await strict.context.db.collection('webhook_endpoints').insertOne({
      _id: id,
      url: `https://localhost:${port}/ok/rebound`,
      events: ['candidate.created'],
      secret: 'whsec_test',
      enabled: true,
      failuresSince: now,
      consecutiveFailures: 0,
      createdAt: now,
      updatedAt: now,
    } as never);
    expect((await strict.call('POST', `/api/webhooks/${id}/test`, { token: adminToken })).status).toBe(202);
    await eventually(async () => ((await strict.call('GET', `/api/webhooks/${id}/deliveries`, { token: adminToken })).body as WebhookAttempt[]).length === 1);
    const [attempt] = (await strict.call('GET', `/api/webhooks/${id}/deliveries`, { token: adminToken })).body as WebhookAttempt[];
    expect(attempt).toMatchObject({ statusCode: null, outcome: 'failed' });
    expect(attempt!.error).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), a private, loopback/);
    expect(received).toHaveLength(0);
    await strict.call('DELETE', `/api/webhooks/${id}`, { token: adminToken });
  });
});

describe('the administrators’ routes', () => {
  it('are for administrators only', async () => {
    const endpoint = await register('/ok/admin', ['candidate.created']);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/webhooks'],
      ['POST', '/api/webhooks', { url: `${receiverUrl}/ok/x`, events: ['candidate.created'] }],
      ['PUT', `/api/webhooks/${endpoint.id}`, { enabled: false }],
      ['DELETE', `/api/webhooks/${endpoint.id}`],
      ['GET', `/api/webhooks/${endpoint.id}/deliveries`],
      ['POST', `/api/webhooks/${endpoint.id}/test`],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(method, path, body, recruiterToken)).status, `${method} ${path} as a recruiter`).toBe(403);
      expect((await service.call(method, path, { body })).status, `${method} ${path} without a token`).toBe(401);
    }
    expect((await api('GET', '/api/webhooks')).body).toEqual([expect.objectContaining({ id: endpoint.id, enabled: true })]);
    expect(received).toHaveLength(0);
  });

  it('refuse bad bodies with words a person can act on, and answer 404 for an endpoint that is gone', async () => {
    const post = (body: unknown) => api('POST', '/api/webhooks', body);
    expect((await post({ url: `${receiverUrl}/ok`, events: [] })).body.message).toContain('Choose at least one event');
    expect((await post({ url: `${receiverUrl}/ok`, events: ['candidate.updated'] })).status).toBe(400);
    expect((await post({ url: 'ftp://hooks.example.com/', events: ['candidate.created'] })).body.message).toContain('URL must be a web address starting with https://');
    expect((await post({ url: 'https://user:pass@hooks.example.com/', events: ['candidate.created'] })).body.message).toContain('must not contain a user name or password');
    expect((await api('PUT', `/api/webhooks/${newId()}`, { enabled: true })).status).toBe(404);
    expect((await api('PUT', `/api/webhooks/${newId()}`, {})).status).toBe(400);
    expect((await api('PUT', `/api/webhooks/${newId()}`, { secret: 'mine' })).status).toBe(400);
    expect((await api('GET', `/api/webhooks/${newId()}/deliveries`)).status).toBe(404);
    expect((await api('POST', `/api/webhooks/${newId()}/test`)).status).toBe(404);
    expect((await api('DELETE', '/api/webhooks/not-an-id')).status).toBe(400);

    // At most 20 endpoints.
    for (let index = 0; index < 20; index += 1) await register(`/ok/${index}`, ['employer.created']);
    const over = await post({ url: `${receiverUrl}/ok/21`, events: ['employer.created'] });
    expect(over).toEqual({ status: 409, body: { message: 'There are already 20 webhooks, the most allowed. Delete one you no longer use first.' } });
  });

  it('delete an endpoint with its queue and log', async () => {
    const endpoint = await register('/silent', ['candidate.created']);
    await api('POST', `/api/webhooks/${endpoint.id}/test`);
    await eventually(() => at('/silent').length === 1);
    expect((await api('DELETE', `/api/webhooks/${endpoint.id}`)).status).toBe(204);
    expect((await api('DELETE', `/api/webhooks/${endpoint.id}`)).status).toBe(404);
    await pause(1_200); // the attempt in flight ends
    await others.candidate('After Deletion');
    await pause(800);
    expect(at('/silent')).toHaveLength(1);
    expect(await service.context.db.collection('webhook_deliveries').countDocuments({ endpointId: endpoint.id })).toBe(0);
  });
});
