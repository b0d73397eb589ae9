import { afterAll, expect } from 'vitest';
import { remoteTokenVerifier } from '@agency/service-kit';
import { ADMIN } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { startCandidates } from '@agency/candidates/testing';
import { startCatalog } from '@agency/catalog/testing';
import { startEngagement } from '@agency/engagement/testing';
import { startPortal } from '@agency/portal/testing';
import { buildGateway } from '../src/app';
import { gatewayConfig } from '../src/config';

type ServiceName = 'auth' | 'catalog' | 'candidates' | 'engagement' | 'portal';

/**
 * The real services a composed page asks (auth, catalog, candidates, engagement, portal) on FerretDB and NATS,
 * each verifying the real auth service's tokens, and a gateway in front of them; all closed after the file.
 * `gatewayWith` starts another with some of them replaced by other addresses (notifications, which these
 * pages do not ask, at its default address); `call` and `created` go through a gateway as staff by default.
 */
export async function startComposedServices() {
  const auth = await startAuth();
  process.env.AUTH_URL = auth.url;
  const catalog = await startCatalog();
  const candidates = await startCandidates();
  const engagement = await startEngagement();
  const portal = await startPortal();
  const staffToken = await auth.login(ADMIN.email, ADMIN.password);
  const verifier = await remoteTokenVerifier(catalog.context.bus, auth.url);

  const running: Record<ServiceName, string> = { auth: auth.url, catalog: catalog.url, candidates: candidates.url, engagement: engagement.url, portal: portal.url };
  const gateways: Awaited<ReturnType<typeof buildGateway>>[] = [];
  async function gatewayWith(replaced: Partial<Record<ServiceName, string>> = {}) {
    const base = gatewayConfig();
    const urls = { ...running, ...replaced };
    const gateway = await buildGateway(
      { ...base, port: 0, authUrl: auth.url, upstreams: base.upstreams.map((upstream) => ({ ...upstream, url: urls[upstream.name as ServiceName] ?? upstream.url })) },
      verifier,
    );
    gateways.push(gateway);
    return gateway.listen({ port: 0, host: '127.0.0.1' });
  }
  const gateway = await gatewayWith();

  afterAll(async () => {
    await Promise.all(gateways.map((app) => app.close()));
    await Promise.all([catalog.close(), candidates.close(), engagement.close(), portal.close()]);
    await auth.close();
  });

  async function call<T = { message: string }>(method: string, path: string, body?: unknown, token: string | null = staffToken, base = gateway) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }
  /** POSTs through the gateway and expects a 201; its body. */
  const created = async <T = { id: string }>(path: string, body: unknown, token: string = staffToken) => {
    const answer = await call<T>('POST', path, body, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };

  return { auth, catalog, candidates, engagement, portal, staffToken, gateway, gatewayWith, call, created };
}
