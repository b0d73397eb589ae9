import { afterAll, describe, expect, it } from 'vitest';
import { eventually, startOwnServers } from '@agency/testing';
import { apiClient } from '../api-client';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startPlatform } from '../platform';

/**
 * The database and NATS go away and come back while the platform runs. The platform here has servers of
 * its own (the shared ones stay up for every other file), and relays that sweep for leftover events every
 * second instead of every five minutes (0029), so that a write left unpublished by the outage goes out
 * soon after NATS returns. Decision 0044 says how the outages are made.
 */
const servers = await startOwnServers();
const platform = await startPlatform({ OUTBOX_SWEEP_MS: '1000' }, servers);
afterAll(async () => {
  await platform.stop();
  await servers.stop();
});
const api = apiClient(platform.url);
const token = await api.signIn();
const run = Date.now().toString(36);
const SERVICES = ['auth', 'catalog', 'candidates', 'engagement'];
/** A bound on how long recovery may take, not a speed claim. */
const RECOVER_MS = 60_000;

const DATABASE_DOWN = 'The database is unavailable right now. Please try again shortly.';

async function readiness(service: string) {
  const response = await fetch(`${platform.serviceUrl(service)}/readyz`, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: (await response.json()) as { status: string; checks: Record<string, string> } };
}

async function alive(service: string) {
  return (await fetch(`${platform.serviceUrl(service)}/healthz`, { signal: AbortSignal.timeout(10_000) })).status;
}

/** Creates an interaction linked to the candidate; 400 while engagement does not know the candidate (0030). */
const interactionFor = (candidateId: string, subject: string) =>
  api.send('POST', '/api/interactions', { token, body: { type: 'call', subject, date: '2026-11-20T10:00:00Z', candidateId } });

describe('the MongoDB-wire server stops', () => {
  it('answers 503 with a clear message, turns readiness red, and recovers by itself when the database returns', { timeout: 180_000 }, async () => {
    await servers.stopMongo();

    // Writes of every service that owns data: a 503 saying what is wrong, through the gateway.
    const writes = [
      ['POST', '/api/candidates', { name: `Outage ${run} Candidate` }],
      ['POST', '/api/employers', { name: `Outage ${run} Employer` }],
      ['POST', '/api/interactions', { type: 'call', subject: `Outage ${run} call`, date: '2026-11-20T10:00:00Z' }],
      ['POST', '/api/users', { name: 'Outage User', email: `outage-${run}@agency.test`, password: 'Harbour-Lights-2026!', role: 'recruiter' }],
    ] as const;
    for (const [method, path, body] of writes) {
      const answer = await api.send(method, path, { token, body });
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 503, body: { message: DATABASE_DOWN } });
    }
    // Reads and a sign-in that need the database: the same answer, at once (the gateway does not retry it).
    const seededCandidate = (await api.send('GET', '/api/candidates?limit=1', { token })).body.items[0].id;
    const needDatabase = [
      ['GET', `/api/candidates/${seededCandidate}`, undefined, token],
      ['GET', '/api/users', undefined, token],
      ['POST', '/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, undefined],
    ] as const;
    for (const [method, path, body, as] of needDatabase) {
      const answer = await api.send(method, path, { token: as, body });
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 503, body: { message: DATABASE_DOWN } });
    }
    // Lists a service serves from its memory (0028, 0030) may still answer; if not, with the same message.
    for (const path of ['/api/candidates?limit=5', '/api/job-roles?limit=5', '/api/employers', '/api/interactions?limit=5', '/api/leads', '/api/dashboard/stats']) {
      const answer = await api.send('GET', path, { token });
      if (answer.status !== 200) expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 503, body: { message: DATABASE_DOWN } });
    }
    // Every service says it is not ready, names the database as the check that is down, and is still alive.
    for (const service of SERVICES) {
      await eventually(async () => (await readiness(service)).status === 503, RECOVER_MS);
      expect((await readiness(service)).body).toMatchObject({ status: 'unavailable', checks: { mongodb: 'down' } });
      expect(await alive(service)).toBe(200);
    }

    await servers.startMongo();

    // Nothing restarted: the same processes become ready again and take writes.
    for (const service of SERVICES) {
      await eventually(async () => (await readiness(service)).status === 200, RECOVER_MS);
      expect((await readiness(service)).body).toEqual({ status: 'ready', checks: { accepting: 'up', mongodb: 'up', nats: 'up' } });
    }
    const created = await api.send('POST', '/api/candidates', { token, body: { name: `After Outage ${run}` } });
    expect(created.status).toBe(201);
    const read = await api.send('GET', `/api/candidates/${created.body.id}`, { token });
    expect(read).toMatchObject({ status: 200, body: { name: `After Outage ${run}` } });
  });
});

describe('NATS stops during writes', () => {
  it('takes the writes or refuses them clearly, and delivers every committed write after NATS returns', { timeout: 180_000 }, async () => {
    // A candidate engagement knows, with an interaction that shows their name.
    const before = await api.send('POST', '/api/candidates', { token, body: { name: `Nats ${run} Before` } });
    expect(before.status).toBe(201);
    await eventually(async () => (await interactionFor(before.body.id, `Nats ${run} call`)).status === 201, RECOVER_MS);

    await servers.stopNats();
    await eventually(async () => (await readiness('candidates')).body.checks.nats === 'down', RECOVER_MS);

    // Writes during the outage: creates and a rename, each either taken (2xx) or refused with a message.
    const committed: Array<{ id: string; name: string }> = [];
    for (let n = 0; n < 5; n += 1) {
      const name = `Nats ${run} During ${n}`;
      const answer = await api.send('POST', '/api/candidates', { token, body: { name } });
      if (answer.status === 201) committed.push({ id: answer.body.id, name });
      else expect(answer).toMatchObject({ status: 503, body: { message: expect.stringMatching(/\w+ \w+/) } });
    }
    const renamed = `Nats ${run} Renamed`;
    const rename = await api.send('PUT', `/api/candidates/${before.body.id}`, { token, body: { name: renamed } });
    expect([200, 503]).toContain(rename.status);
    expect(rename.status === 200 || typeof rename.body.message === 'string').toBe(true);
    // The outbox keeps every write's event with it (0001): the writes are taken, and readable at once.
    expect(committed).toHaveLength(5);
    expect(rename.status).toBe(200);
    // And the other way: an interaction engagement takes now reaches the candidate's details later.
    const meeting = await interactionFor(before.body.id, `Nats ${run} meeting during the outage`);
    expect(meeting.status).toBe(201);
    for (const { id, name } of committed) expect(await api.send('GET', `/api/candidates/${id}`, { token })).toMatchObject({ status: 200, body: { name } });

    await servers.startNats();

    // Every committed write's event reaches engagement: the rename shows on the interaction, and each
    // new candidate can be linked (engagement takes only candidates it has heard of).
    const shownName = async () => (await api.send('GET', `/api/interactions?q=${encodeURIComponent(`Nats ${run} call`)}`, { token })).body.items?.[0]?.candidate?.name;
    await eventually(async () => (await shownName()) === renamed, RECOVER_MS).catch(() => undefined);
    expect(await shownName()).toBe(renamed);
    for (const { id, name } of committed) {
      await eventually(async () => (await interactionFor(id, `Nats ${run} after ${name}`)).status === 201, RECOVER_MS).catch(() => undefined);
      const listed = await api.send('GET', `/api/interactions?q=${encodeURIComponent(`Nats ${run} after ${name}`)}`, { token });
      expect(listed.body.items.map((item: { candidate: { name: string } | null }) => item.candidate?.name)).toContain(name);
    }
    const detailIds = async () =>
      ((await api.send('GET', `/api/candidates/${before.body.id}`, { token })).body.interactions as Array<{ id: string }>).map((item) => item.id);
    await eventually(async () => (await detailIds()).includes(meeting.body.id), RECOVER_MS).catch(() => undefined);
    expect((await detailIds()).filter((id) => id === meeting.body.id)).toEqual([meeting.body.id]);
    for (const service of SERVICES) await eventually(async () => (await readiness(service)).status === 200, RECOVER_MS);
  });
});
