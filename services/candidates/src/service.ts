import type { Connection } from 'mongoose';
import { CandidatesStats, Education, EducationInput, Employment, EmploymentInput, Streams } from '@agency/contracts';
import {
  customFieldDefinitions,
  envInt,
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
import { registerOwnApplicationRoutes } from './applications/own-applications';
import { expressInterestApplications } from './applications/express-interest';
import { registerApplicationRoutes } from './applications/routes';
import { CvSearch } from './documents/cv-search/cv-search';
import { objectStore, objectStoreConfig, type ObjectStore, type ObjectStoreConfig } from './documents/object-store';
import { registerDocumentRoutes } from './documents/routes';
import { documentStore } from './documents/store';
import { applicationStore } from './applications/store';
import { CandidateDirectory } from './candidates/directory';
import { candidateModel } from './candidates/model';
import { registerCandidateRoutes } from './candidates/routes';
import { candidateTags } from './tags/registry';
import { registerCandidateTagRoutes } from './tags/routes';
import { candidateStore } from './candidates/store';
import { EDUCATION_NOT_FOUND, educationHistory } from './history/education';
import { EMPLOYMENT_NOT_FOUND, employmentHistory } from './history/employment';
import { registerHistoryRoutes } from './history/routes';
import { refuseErasedCandidates } from './profile/own-candidate';
import { interactionProjection } from './projections/interactions';
import { jobRoleProjection } from './projections/job-roles';
import { registerProfileRoutes } from './profile/routes';
import { changeLog } from './changes/change-log';
import { registerCandidateRecordPart } from './changes/candidate-record';
import { registerCandidatesExports } from './exports/routes';
import { candidatesStats } from './stats/candidates-stats';
import { cvFolderReader } from './imports/cv-folder/reader';
import { registerCvFolderRoutes } from './imports/cv-folder/routes';
import { candidatesImport } from './imports/spreadsheet/candidates-import';
import { cvFolderStore } from './imports/cv-folder/store';
import { candidateMerges } from './duplicates/merge';
import { clientCvs } from './client-cv/client-cv';
import { answerClientCvRequests } from './client-cv/render-request';
import { registerClientCvRoutes } from './client-cv/routes';
import { StaffContacts } from './client-cv/staff-contacts';
import { registerCandidateDuplicateRoutes } from './duplicates/routes';
import { defaultBulkSettings, registerBulkActions, type BulkSettings } from './bulk';
import { savedSearchAlerts, type AlertOptions } from './saved-searches/alerts';
import { registerSavedSearchRoutes } from './saved-searches/routes';
import { savedSearchStore } from './saved-searches/store';

export interface CandidatesConfig {
  /**
   * How long a request waits for the auth service: apply-and-register for the candidate's sign-in, a
   * portal e-mail change for the password check.
   */
  provisionTimeoutMs: number;
  /** Where candidates' documents are kept (S3_* variables). */
  objectStore: ObjectStoreConfig;
  /** When saved searches' alerts look for new matches (decision 0136). */
  savedSearchAlerts: AlertOptions;
  /** Bulk jobs' batch size and their requests' time limit (decision 0137). */
  bulk: BulkSettings;
}

export const candidatesConfig = (): CandidatesConfig => ({
  provisionTimeoutMs: envInt('PROVISION_TIMEOUT_MS', 5_000),
  objectStore: objectStoreConfig(),
  savedSearchAlerts: { dailyHour: envInt('SAVED_SEARCH_DAILY_HOUR', 7), everyMs: envInt('SAVED_SEARCH_ALERTS_EVERY_MS', 60_000), settleMs: 5_000 },
  bulk: defaultBulkSettings,
});

/** Builds the service's stores over a database; the relay, when given, publishes each write's events at once. */
export function candidatesStores(db: Connection, directory: CandidateDirectory, files: ObjectStore, relay?: OutboxRelay) {
  const changes = changeLog(db);
  const candidates = candidateStore(db, directory, relay, changes);
  const jobRoles = jobRoleProjection(db);
  const applications = applicationStore(db, jobRoles, relay);
  // Known: in this instance's directory, or in the database (added by another instance a moment ago).
  const interactions = interactionProjection(db, async (candidateId) => (await candidates.findById(candidateId)) !== null);
  const education = educationHistory(db);
  const employment = employmentHistory(db);
  const documents = documentStore(db, files, relay);
  const cvFolders = cvFolderStore(db, files);
  // Education, employment, documents and the change log follow a merged candidate as they are (decision 0126).
  const merges = candidateMerges(db, { candidates, directory, keyed: [education.model, employment.model, documents.model, changes.model], applications: applications.model, relay });
  const ensureIndexes = () =>
    Promise.all(
      [candidates.model, applications.model, jobRoles.model, interactions.model, education.model, employment.model, documents.model, changes.model, merges.model, cvFolders.model, cvFolders.batches].map((model) =>
        model.createIndexes(),
      ),
    );
  return { candidates, applications, jobRoles, interactions, education, employment, documents, changes, merges, cvFolders, ensureIndexes };
}

export function candidatesService(config: CandidatesConfig = candidatesConfig()): ServiceDefinition {
  return {
    name: 'candidates',
    dbName: 'candidates',
    async setup({ db, bus, log, metrics }, app) {
      const relay = await OutboxRelay.forStream(bus, log, Streams.candidates);
      // The CV search numbers candidates as the directory does: both load side by side.
      const directory = new CandidateDirectory();
      const [, cvs] = await Promise.all([directory.load(candidateModel(db), bus, log), CvSearch.open(db, bus, log, directory)]);
      const files = objectStore(config.objectStore);
      // A store that is away at start is not fatal: uploads answer 503 until it is back, and make the bucket then.
      await files.ensureBucket().catch((error: unknown) => log.warn({ err: error }, 'document store unavailable at start'));
      const built = candidatesStores(db, directory, files, relay);
      // This instance's own uploads and deletions are searched at once; the other instances' come as events.
      const stores = { ...built, documents: cvs.indexOwnWrites(built.documents) };
      await relay.publishFrom([stores.candidates.model, stores.applications.model, stores.documents.model], stores.ensureIndexes);
      await new ProjectionRunner(db, bus, log).follow(stores.jobRoles.projection, stores.interactions.projection, expressInterestApplications({ ...stores, log }));
      log.info({ candidates: directory.size, cvs: cvs.size }, 'candidate directory and CV search loaded');
      metrics.watchSizes(() => ({ candidates: directory.size, cvs: cvs.size }));

      registerAccessControl(app, await remoteTokenVerifier(bus));
      refuseErasedCandidates(app, stores.candidates);
      const customFields = customFieldDefinitions(db);
      await customFields.model.createIndexes();
      registerCustomFieldRoutes(app, customFields, 'candidate');
      const tags = candidateTags(db, stores.candidates, directory);
      await tags.model.createIndexes();
      registerCandidateTagRoutes(app, tags);
      registerCandidateRoutes(app, { ...stores, customFields, directory, cvs, tags });
      registerProfileRoutes(app, { ...stores, bus, authTimeoutMs: config.provisionTimeoutMs });
      registerHistoryRoutes(app, { path: '/api/candidate/education', input: EducationInput, entry: Education, entries: stores.education, notFound: EDUCATION_NOT_FOUND });
      registerHistoryRoutes(app, { path: '/api/candidate/employment', input: EmploymentInput, entry: Employment, entries: stores.employment, notFound: EMPLOYMENT_NOT_FOUND });
      registerApplicationRoutes(app, { ...stores, bus, provisionTimeoutMs: config.provisionTimeoutMs });
      registerOwnApplicationRoutes(app, stores);
      registerDocumentRoutes(app, stores);
      registerInternalStats(app, CandidatesStats, async () => ({ ...candidatesStats(directory), newApplications: await stores.applications.pendingCount() }));
      registerCandidateRecordPart(app, stores);
      registerCandidatesExports(app, { ...stores, db, directory, cvs, customFields });
      registerCandidateDuplicateRoutes(app, { directory, merges: stores.merges });
      const bulk = await registerBulkActions(app, { db, bus, log, candidates: stores.candidates, tags, directory, cvs, customFields }, config.bulk);
      const searches = savedSearchStore(db, relay);
      relay.watch(searches.model);
      await searches.model.createIndexes();
      registerSavedSearchRoutes(app, { searches, directory, cvs, customFields });
      const alerts = savedSearchAlerts({ searches, directory, cvs, customFields, log }, config.savedSearchAlerts);
      const cvMaker = { clientCvs: clientCvs(stores), staff: await StaffContacts.follow(bus) };
      registerClientCvRoutes(app, cvMaker);
      const clientCvRequests = answerClientCvRequests(bus.connection, cvMaker, log);
      // Custom fields are fields to map to (decision 0125).
      const imports = importJobs(db, [{ ...candidatesImport({ ...stores, directory }), customFields: () => customFields.list('candidate') } as ImportKind<unknown>], log);
      registerImportRoutes(app, imports, 'candidates');
      // Imports a restart left running are claimed again once their lease runs out (the timer looks every 5 s).
      void imports.kick();
      const reader = cvFolderReader(stores.cvFolders, directory, log);
      registerCvFolderRoutes(app, { ...stores, batches: stores.cvFolders, reader });
      // Files a restart left unread are read again.
      void reader.kick();
      return {
        stop: async () => {
          await bulk.stop();
          await alerts.stop();
          await clientCvRequests.stop();
          await reader.stop();
          await imports.stop();
          await relay.stop();
          files.close();
        },
      };
    },
  };
}
