import type { Connection } from 'mongoose';
import { OutboxRelay, registerAccessControl, remoteTokenVerifier, type ServiceDefinition } from '@agency/service-kit';
import { Streams } from '@agency/contracts';
import { registerEmployerRoutes } from './employers/routes';
import { employerStore } from './employers/store';
import { registerJobRoleRoutes } from './job-roles/routes';
import { jobRoleStore } from './job-roles/store';

/** Builds the catalog's stores over a database; the relay, when given, is kicked after each write. */
export function catalogStores(db: Connection, relay?: OutboxRelay) {
  const employers = employerStore(db, relay);
  const jobRoles = jobRoleStore(db, employers, relay);
  const ensureIndexes = () => Promise.all([employers.model.createIndexes(), jobRoles.model.createIndexes()]);
  return { employers, jobRoles, ensureIndexes };
}

export const catalogService: ServiceDefinition = {
  name: 'catalog',
  dbName: 'catalog',
  async setup({ db, bus, log }, app) {
    const relay = await OutboxRelay.forStream(bus, log, Streams.catalog);
    const { employers, jobRoles, ensureIndexes } = catalogStores(db, relay);
    await relay.publishFrom([employers.model, jobRoles.model], ensureIndexes);

    registerAccessControl(app, await remoteTokenVerifier(bus));
    registerEmployerRoutes(app, employers, jobRoles);
    registerJobRoleRoutes(app, jobRoles);
    return { stop: () => relay.stop() };
  },
};
