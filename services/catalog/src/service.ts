import type { Connection } from 'mongoose';
import {
  customFieldDefinitions,
  importJobs,
  OutboxRelay,
  ProjectionRunner,
  registerAccessControl,
  registerCustomFieldRoutes,
  registerImportRoutes,
  registerInternalStats,
  remoteTokenVerifier,
  type ImportKind,
  type ServiceDefinition,
} from '@agency/service-kit';
import { CatalogStats, Streams } from '@agency/contracts';
import { catalogViewOf } from './catalog-view';
import { registerClientPortalRoutes } from './client-portal/routes';
import { submittedCandidates } from './client-portal/submitted-counts';
import { registerEmployerRoutes } from './employers/routes';
import { registerCatalogExports } from './exports/routes';
import { employerStore } from './employers/store';
import { employersImport } from './imports/employers-import';
import { jobRolesImport } from './imports/job-roles-import';
import { registerJobRoleRoutes } from './job-roles/routes';
import { jobRoleStore } from './job-roles/store';
import { registerTeamMemberRoutes, teamMembers } from './team/team-members';
import { registerEmployerRecordPart } from './records/employer-record';
import { catalogStats } from './stats/catalog-stats';
import { employerMerges } from './duplicates/merge';
import { registerEmployerDuplicateRoutes } from './duplicates/routes';

/** The running service's relay of each database connection, so that every store over it hands it its writes. */
const relays = new WeakMap<Connection, OutboxRelay>();

/**
 * Builds the catalog's stores over a database; the relay (by default the one a service in this process
 * runs over the same connection) publishes each write at once.
 */
export function catalogStores(db: Connection, relay = relays.get(db)) {
  const employers = employerStore(db, relay);
  const team = teamMembers(db);
  const jobRoles = jobRoleStore(db, employers, team, relay);
  const merges = employerMerges(db, { employers, jobRoles, relay });
  const ensureIndexes = () => Promise.all([employers.model.createIndexes(), jobRoles.model.createIndexes()]);
  return { employers, jobRoles, team, merges, ensureIndexes };
}

export const catalogService: ServiceDefinition = {
  name: 'catalog',
  dbName: 'catalog',
  async setup({ db, bus, log, metrics }, app) {
    const relay = await OutboxRelay.forStream(bus, log, Streams.catalog);
    relays.set(db, relay);
    const view = catalogViewOf(db);
    await view.follow(bus, log);
    const { employers, jobRoles, team, merges, ensureIndexes } = catalogStores(db, relay);
    const submitted = submittedCandidates(db);
    await new ProjectionRunner(db, bus, log).follow(team.projection, submitted.projection);
    await relay.publishFrom([employers.model, jobRoles.model], ensureIndexes);
    log.info({ employers: view.employers.size, jobRoles: view.jobRoles.size }, 'catalog view loaded');
    metrics.watchSizes(() => ({ employers: view.employers.size, jobRoles: view.jobRoles.size }));

    registerAccessControl(app, await remoteTokenVerifier(bus));
    // Employers' and job roles' custom fields (decision 0125), read from this database on each use.
    const customFields = customFieldDefinitions(db);
    await customFields.model.createIndexes();
    registerCustomFieldRoutes(app, customFields, 'employer');
    registerCustomFieldRoutes(app, customFields, 'job-role');
    registerEmployerRoutes(app, employers, jobRoles, customFields);
    registerJobRoleRoutes(app, jobRoles, customFields);
    registerClientPortalRoutes(app, { employers, jobRoles, submitted, connection: bus.connection });
    registerTeamMemberRoutes(app, team);
    registerInternalStats(app, CatalogStats, () => catalogStats(view));
    registerEmployerRecordPart(app, employers, view);
    registerCatalogExports(app, db, employers, jobRoles, customFields);
    registerEmployerDuplicateRoutes(app, { view, merges });
    // Imports of spreadsheets (decision 0123); a restart's running ones are claimed again when their lease runs out.
    // Custom fields are fields to map to (decision 0125).
    const kinds = [
      { ...employersImport(employers, jobRoles), customFields: () => customFields.list('employer') },
      { ...jobRolesImport(jobRoles, team), customFields: () => customFields.list('job-role') },
    ];
    const imports = importJobs(db, kinds as ImportKind<unknown>[], log);
    registerImportRoutes(app, imports, 'employers');
    registerImportRoutes(app, imports, 'job-roles');
    void imports.kick();
    return {
      stop: async () => {
        await imports.stop();
        await relay.stop();
      },
    };
  },
};
