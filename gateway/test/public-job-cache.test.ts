import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Streams, type EventEnvelope, type JobRole, type JobRoleList } from '@agency/contracts';
import { remoteTokenVerifier } from '@agency/service-kit';
import { connectBus, jsonClient, startAuthForCatalog, startCatalog, storesOf } from '@agency/catalog/testing';
import { buildGateway } from '../src/app';
import { gatewayConfig } from '../src/config';
import { PublicJobCache } from '../src/public-cache';

const { auth, staffToken } = await startAuthForCatalog();
const catalog = await startCatalog();
const token = await staffToken();
const staffAtCatalog = jsonClient(catalog.url, token);
const employer = await storesOf(catalog).employers.create({ name: 'Cached Co', status: 'active' });
const role = (await staffAtCatalog<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: 'Cache Keeper', status: 'open' })).body;
const paused = (await staffAtCatalog<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: 'Paused Hiring', status: 'on_hold' })).body;
const otherEmployer = await storesOf(catalog).employers.create({ name: 'Other Co', status: 'active' });
const second = (await staffAtCatalog<JobRole>('POST', '/api/job-roles', { employerId: otherEmployer.id, title: 'Second Opening', status: 'open' })).body;

// The gateway as main.ts wires it: the cache dropped on every event of the catalog's stream, followed from its end.
const bus = await connectBus('gateway-public-cache-test');
bus.watchStatus();
// The records' events are published just after their writes answer: the end is taken once they are all in the
// stream, or one arriving later would empty the cache in the middle of a test.
const published = new Set<string>();
await bus.follow(Streams.catalog, (event) => void published.add(event.aggregateId));
await vi.waitFor(() => expect([employer.id, role.id, paused.id, otherEmployer.id, second.id].filter((id) => !published.has(id))).toEqual([]), { timeout: 10_000 });
const cache = new PublicJobCache(() => bus.isConnected());
const eventsSeen: EventEnvelope[] = [];
await bus.follow(
  Streams.catalog,
  (event) => {
    cache.dropAll();
    eventsSeen.push(event);
  },
  await bus.lastSequence(Streams.catalog),
);
const base = gatewayConfig();
const nowhere = 'http://127.0.0.1:9';
const verifier = await remoteTokenVerifier(bus, auth.url);
const gateway = await buildGateway(
  { ...base, port: 0, authUrl: auth.url, upstreams: base.upstreams.map((upstream) => ({ ...upstream, url: upstream.name === 'catalog' ? catalog.url : nowhere })) },
  verifier,
  { publicJobCache: cache },
);
const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });

afterAll(async () => {
  await gateway.close();
  await bus.close();
  await catalog.close();
  await auth.close();
});

async function read(path: string, bearer?: string) {
  const response = await fetch(`${gatewayUrl}${path}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  return { status: response.status, contentType: response.headers.get('content-type'), cache: response.headers.get('x-cache'), text: await response.text() };
}

/** Resolves once the gateway's follower has handled an event about the entity after the first `seenBefore` events. */
const eventArrived = (aggregateId: string, seenBefore: number) =>
  vi.waitFor(() => expect(eventsSeen.slice(seenBefore).some((event) => event.aggregateId === aggregateId)).toBe(true), { timeout: 10_000 });

describe("the gateway's cache of visitors' job reads", () => {
  it('answers a repeated job page and list from the cache, with the status, type and body the catalog sent', async () => {
    for (const path of [`/api/job-roles/${role.slug}`, '/api/job-roles?status=open&limit=6']) {
      const first = await read(path);
      expect(first).toMatchObject({ status: 200, cache: 'MISS' });
      expect(first.contentType).toMatch(/^application\/json/);
      const second = await read(path);
      expect(second).toEqual({ ...first, cache: 'HIT' });
    }
    // Another value of a declared parameter is another answer.
    expect((await read('/api/job-roles?status=open&limit=5')).cache).toBe('MISS');
    expect(JSON.parse((await read(`/api/job-roles/${role.slug}`)).text)).toMatchObject({ id: role.id, title: 'Cache Keeper' });
  });

  it("shows a change made through the catalog on the first read after the change's event", async () => {
    const page = `/api/job-roles/${role.slug}`;
    const list = '/api/job-roles?q=cache';
    await read(page);
    await read(list);
    expect((await read(page)).cache).toBe('HIT');
    expect((await read(list)).cache).toBe('HIT');

    const seenBefore = eventsSeen.length;
    const renamed = await staffAtCatalog<JobRole>('PUT', `/api/job-roles/${role.id}`, { employerId: employer.id, title: 'Cache Keeper, Senior', status: 'open' });
    expect(renamed.status).toBe(200);
    await eventArrived(role.id, seenBefore);

    const pageAfter = await read(page);
    expect(pageAfter.cache).toBe('MISS');
    expect(JSON.parse(pageAfter.text)).toMatchObject({ title: 'Cache Keeper, Senior' });
    const listAfter = await read(list);
    expect((JSON.parse(listAfter.text) as JobRoleList).items.map((item) => item.title)).toEqual(['Cache Keeper, Senior']);
  });

  it('never answers staff from the cache, nor keeps their answers for visitors', async () => {
    const list = '/api/job-roles?limit=50';
    expect((await read(list)).cache).toBe('MISS');
    expect((await read(list)).cache).toBe('HIT');

    // Staff see every status: the role on hold is theirs only, and the answer does not come from the visitors' cache.
    for (let n = 0; n < 2; n++) {
      const staff = await read(list, token);
      expect(staff.status).toBe(200);
      expect(staff.cache).toBeNull();
      expect((JSON.parse(staff.text) as JobRoleList).items.map((item) => item.id)).toContain(paused.id);
    }
    const visitor = await read(list);
    expect(visitor.cache).toBe('HIT');
    expect((JSON.parse(visitor.text) as JobRoleList).items.map((item) => item.id)).not.toContain(paused.id);

    // The role on hold's own page: staff get it each time, visitors a 404 that is not kept.
    expect((await read(`/api/job-roles/${paused.slug}`, token)).status).toBe(200);
    expect((await read(`/api/job-roles/${paused.slug}`, token)).cache).toBeNull();
    expect(await read(`/api/job-roles/${paused.slug}`)).toMatchObject({ status: 404, cache: 'MISS' });
    expect(await read(`/api/job-roles/${paused.slug}`)).toMatchObject({ status: 404, cache: 'MISS' });
  });

  it('keeps nothing while the catalog events cannot reach the gateway', async () => {
    const offline = new PublicJobCache(() => false);
    const gatewayWithoutEvents = await buildGateway(
      { ...base, port: 0, authUrl: auth.url, upstreams: base.upstreams.map((upstream) => ({ ...upstream, url: upstream.name === 'catalog' ? catalog.url : nowhere })) },
      verifier,
      { publicJobCache: offline },
    );
    const url = await gatewayWithoutEvents.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (let n = 0; n < 2; n++) {
        const response = await fetch(`${url}/api/job-roles/${role.slug}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('x-cache')).toBeNull();
      }
      expect(offline.size).toBe(0);
    } finally {
      await gatewayWithoutEvents.close();
    }
  });

  it('keys a list on the parameters the catalog reads: 1,000 reads with junk parameters keep one answer', async () => {
    cache.dropAll();
    const clean = await read('/api/job-roles?limit=20');
    expect(clean).toMatchObject({ status: 200, cache: 'MISS' });
    expect(cache.size).toBe(1);
    const bytes = cache.bytes;
    const junk = () => encodeURIComponent(randomBytes(1 + (randomBytes(1)[0]! % 40)).toString('base64'));
    for (let n = 0; n < 1_000; n++) {
      const answer = await read(`/api/job-roles?${junk()}=${junk()}&limit=20&${junk()}=${junk()}`);
      expect(answer).toEqual({ ...clean, cache: 'HIT' });
    }
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(bytes);
  });

  it('normalises the declared parameters, and answers each of their values correctly', async () => {
    cache.dropAll();
    const items = (answer: { text: string }) => (JSON.parse(answer.text) as JobRoleList).items.map((item) => item.title);
    // Newest first: a page of one role at a time.
    expect(items(await read('/api/job-roles?limit=1&offset=0'))).toEqual(['Second Opening']);
    expect(items(await read('/api/job-roles?limit=1&offset=1'))).toEqual(['Cache Keeper, Senior']);
    expect(items(await read('/api/job-roles?q=second'))).toEqual(['Second Opening']);
    expect(cache.size).toBe(3);
    // The same reads as the catalog sees them: numbers, trimmed text, defaults, any order.
    expect(await read('/api/job-roles?offset=01&limit=1.0&utm_source=x')).toMatchObject({ cache: 'HIT' });
    expect(items(await read('/api/job-roles?q=%20second%20&limit=50&offset=0'))).toEqual(['Second Opening']);
    expect((await read('/api/job-roles?q=second&limit=50')).cache).toBe('HIT');
    // A job page is its slug, whatever the query; a slug with a letter %-escaped is refused before the cache (0113).
    expect((await read(`/api/job-roles/${second.slug}`)).cache).toBe('MISS');
    expect((await read(`/api/job-roles/${second.slug}?junk=1`)).cache).toBe('HIT');
    expect(await read(`/api/job-roles/${second.slug.replace('s', '%73')}`)).toMatchObject({ status: 400, cache: null });
    expect(cache.size).toBe(4);
  });

  it("keys the jobs board's filters (location, type) as their own entries, each answered correctly (decision 0117)", async () => {
    cache.dropAll();
    const total = (answer: { text: string }) => (JSON.parse(answer.text) as JobRoleList).total;
    expect(total(await read('/api/job-roles?type=full-time'))).toBe(2);
    expect(total(await read('/api/job-roles?type=part-time'))).toBe(0);
    expect(total(await read('/api/job-roles?location=nowhere'))).toBe(0);
    expect(cache.size).toBe(3);
    expect(await read('/api/job-roles?location=%20nowhere%20')).toMatchObject({ cache: 'HIT' });
    expect(await read('/api/job-roles?type=freelance')).toMatchObject({ status: 400, cache: null });
    expect(cache.size).toBe(3);
  });

  it('keeps nothing for a query the catalog refuses', async () => {
    cache.dropAll();
    for (const query of ['limit=1000', 'offset=-1', 'status=gone', 'limit=5&limit=6', `q=${'x'.repeat(201)}`, 'type=freelance']) {
      for (let n = 0; n < 2; n++) {
        const answer = await read(`/api/job-roles?${query}`);
        expect(answer.status, query).toBe(400);
        expect(answer.cache, query).toBeNull();
      }
    }
    expect((await read('/api/job-roles/%zz')).cache).toBeNull();
    expect(cache.size).toBe(0);
  });
});
