import { inject } from 'vitest';
import { EventBus, createLogger, startService, type RunningService } from '@agency/service-kit';
import { uniqueDbName } from '@agency/testing';
import { catalogService, catalogStores } from '../src/service';

/** Starts the real catalog service on a free port with a database of its own. */
export async function startCatalog(dbName = uniqueDbName('catalog')): Promise<RunningService & { dbName: string }> {
  const service = await startService(catalogService, {
    port: 0,
    mongoUrl: inject('mongoUrl'),
    natsUrl: inject('natsUrl'),
    dbName,
  });
  return Object.assign(service, { dbName });
}

/** The catalog's own stores over the running service's database, wired to its relay through the same db. */
export function storesOf(service: RunningService) {
  return catalogStores(service.context.db);
}

export async function connectBus(name: string): Promise<EventBus> {
  return EventBus.connect(inject('natsUrl'), name, createLogger(name));
}

export { eventually } from '@agency/testing';
