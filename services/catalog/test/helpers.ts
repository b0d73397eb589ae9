import { inject } from 'vitest';
import { EventBus, createLogger, startService, type RunningService } from '@agency/service-kit';
import { sharedServers, uniqueDbName, type ServerUrls } from '@agency/testing';
import { catalogService, catalogStores } from '../src/service';

/**
 * Starts the real catalog service on a free port with a database of its own, on the run's shared servers
 * unless given others. Other packages' tests use it too (`@agency/catalog/testing`).
 */
export async function startCatalog(dbName = uniqueDbName('catalog'), servers: ServerUrls = sharedServers()): Promise<RunningService & { dbName: string }> {
  const service = await startService(catalogService, { port: 0, mongoUrl: servers.mongoUrl, natsUrl: servers.natsUrl, dbName });
  return Object.assign(service, { dbName });
}

/** The catalog's own stores over the running service's database, wired to its relay through the same db. */
export function storesOf(service: RunningService) {
  return catalogStores(service.context.db);
}

export async function connectBus(name: string, natsUrl = inject('natsUrl')): Promise<EventBus> {
  return EventBus.connect(natsUrl, name, createLogger(name));
}

export { eventually } from '@agency/testing';

/** The catalog's stores over any database, and its demo seed (the portal's demo matches point at its roles). */
export { catalogStores };
export { seedCatalog } from '../src/seed';

/**
 * The real auth service for staff tokens, and a JSON client for a running catalog: `call` answers the
 * status and the parsed body.
 */
export async function startAuthForCatalog() {
  const { ADMIN, startAuth } = await import('@agency/auth/testing');
  const auth = await startAuth();
  process.env.AUTH_URL = auth.url;
  return { auth, staffToken: () => auth.login(ADMIN.email, ADMIN.password) };
}

export function jsonClient(baseUrl: string, token?: string) {
  return async <T = { message: string }>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
}
