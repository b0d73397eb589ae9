import { randomInt } from 'node:crypto';
import getPort from 'get-port';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createLogger, EventBus, remoteTokenVerifier } from '@agency/service-kit';
import { startAuth } from '../../services/auth/test/helpers';
import { buildGateway } from '../src/app';
import { gatewayConfig, type GatewayConfig } from '../src/config';
import { SharedCounts, sharedCountStore } from '../src/rate-limits/shared-counts';

// Two gateway instances behind a load balancer (here: this test, connecting from 127.0.0.1 and saying who the
// client is in X-Forwarded-For, as HAProxy does). Decision 0086.
const auth = await startAuth();
const bus = await EventBus.connect(inject('natsUrl'), 'gateway-two-instances', createLogger('gateway-two-instances'));
const verifier = await remoteTokenVerifier(bus, auth.url);
const counts = await SharedCounts.open(bus.connection, 1);
// Every other service is absent: a form reaches a closed port (503), which still counts against the limit.
const nowhere = `http://127.0.0.1:${await getPort()}`;

function config(trustedProxies: string | undefined): GatewayConfig {
  const base = gatewayConfig();
  return {
    ...base,
    trustedProxies,
    authUrl: auth.url,
    signInLimitPerIp: { max: 4, windowMs: 60_000 },
    publicFormLimitPerIp: { max: 2, windowMs: 60_000 },
    upstreams: base.upstreams.map((upstream) => ({ ...upstream, url: upstream.name === 'auth' ? auth.url : nowhere })),
  };
}

const started: { close(): Promise<unknown> }[] = [];
async function gateway(options: { trustedProxies?: string; shared: boolean }): Promise<string> {
  const app = await buildGateway(config(options.trustedProxies), verifier, options.shared ? { rateLimitCounts: counts } : {});
  started.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}
afterAll(async () => {
  await Promise.all(started.map((app) => app.close()));
  await bus.close();
  await auth.close();
});

const [first, second] = [await gateway({ trustedProxies: '127.0.0.1', shared: true }), await gateway({ trustedProxies: '127.0.0.1', shared: true })];

/** A client address of its own for each use (198.18.0.0/15, for tests), so no count left by another run meets it. */
const newClient = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const signIn = (base: string, client: string) =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email: `nobody-${randomInt(1e9)}@agency.test`, password: 'not the password' }),
  }).then((response) => response.status);

describe('two gateway instances', () => {
  it('count one client against one sign-in limit, whichever instance each attempt reaches', async () => {
    const client = newClient();
    const statuses = [];
    for (const base of [first, second, first, second, first, second]) statuses.push(await signIn(base, client));
    // The limit is 4 in all; counted in each process, each instance would have let all 6 through.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('count one client against one limit per public form', async () => {
    const client = newClient();
    const register = (base: string) =>
      fetch(`${base}/api/employers/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ name: 'Two Instances Co', contactPerson: 'Pat Doe', contactEmail: 'pat@two.example' }),
      }).then((response) => response.status);
    const statuses = [await register(first), await register(second), await register(first)];
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
  });

  it('lose no count when both instances count the same client at the same moment', async () => {
    const otherBus = await EventBus.connect(inject('natsUrl'), 'gateway-two-instances-other', createLogger('gateway-two-instances'));
    try {
      const log = createLogger('gateway-two-instances');
      const stores = [new (sharedCountStore(counts, log))(), new (sharedCountStore(await SharedCounts.open(otherBus.connection, 1), log))()];
      const key = `concurrent:${newClient()}`;
      const increment = (store: (typeof stores)[number]) =>
        new Promise<number>((resolve, reject) => store.incr(key, (error, count) => (error ? reject(error) : resolve(count!.current)), 60_000));
      const counted = await Promise.all(Array.from({ length: 40 }, (_, n) => increment(stores[n % 2]!)));
      expect(Math.max(...counted)).toBeLessThanOrEqual(40);
      // Every one of the 40 was counted: the next attempt is the 41st, whichever instance counts it.
      expect(await increment(stores[1]!)).toBe(41);
      expect(await increment(stores[0]!)).toBe(42);
    } finally {
      await otherBus.close();
    }
  });

  it('take the client from X-Forwarded-For only when the load balancer in front is a trusted proxy', async () => {
    // Trusted: two clients behind the same balancer are counted apart.
    const blocked = newClient();
    for (let attempt = 0; attempt < 4; attempt++) await signIn(first, blocked);
    expect(await signIn(second, blocked)).toBe(429);
    expect(await signIn(second, newClient())).toBe(401);

    // Not trusted (no GATEWAY_TRUSTED_PROXIES): the header is the caller's word and is ignored, so changing it
    // every time does not escape the limit of the connection's address.
    const edge = await gateway({ shared: false });
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push(await signIn(edge, newClient()));
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
