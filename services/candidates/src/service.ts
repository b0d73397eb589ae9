import type { Connection } from 'mongoose';
import { CandidatesStats, Education, EducationInput, Employment, EmploymentInput, Streams } from '@agency/contracts';
import { envInt, OutboxRelay, ProjectionRunner, registerAccessControl, registerInternalStats, remoteTokenVerifier, type ServiceDefinition } from '@agency/service-kit';
import { registerApplicationRoutes } from './applications/routes';
import { applicationStore } from './applications/store';
import { CandidateDirectory } from './candidates/directory';
import { candidateModel } from './candidates/model';
import { registerCandidateRoutes } from './candidates/routes';
import { candidateStore } from './candidates/store';
import { EDUCATION_NOT_FOUND, educationHistory } from './history/education';
import { EMPLOYMENT_NOT_FOUND, employmentHistory } from './history/employment';
import { registerHistoryRoutes } from './history/routes';
import { refuseErasedCandidates } from './profile/own-candidate';
import { interactionProjection } from './projections/interactions';
import { jobRoleProjection } from './projections/job-roles';
import { registerProfileRoutes } from './profile/routes';
import { candidatesStats } from './stats/candidates-stats';

export interface CandidatesConfig {
  /**
   * How long a request waits for the auth service: apply-and-register for the candidate's sign-in, a
   * portal e-mail change for the password check.
   */
  provisionTimeoutMs: number;
}

export const candidatesConfig = (): CandidatesConfig => ({ provisionTimeoutMs: envInt('PROVISION_TIMEOUT_MS', 5_000) });

/** Builds the service's stores over a database; the relay, when given, publishes each write's events at once. */
export function candidatesStores(db: Connection, directory: CandidateDirectory, relay?: OutboxRelay) {
  const candidates = candidateStore(db, directory, relay);
  const jobRoles = jobRoleProjection(db);
  const applications = applicationStore(db, jobRoles, relay);
  // Known: in this instance's directory, or in the database (added by another instance a moment ago).
  const interactions = interactionProjection(db, async (candidateId) => (await candidates.findById(candidateId)) !== null);
  const education = educationHistory(db);
  const employment = employmentHistory(db);
  const ensureIndexes = () =>
    Promise.all(
      [candidates.model, applications.model, jobRoles.model, interactions.model, education.model, employment.model].map((model) => model.createIndexes()),
    );
  return { candidates, applications, jobRoles, interactions, education, employment, ensureIndexes };
}

export function candidatesService(config: CandidatesConfig = candidatesConfig()): ServiceDefinition {
  return {
    name: 'candidates',
    dbName: 'candidates',
    async setup({ db, bus, log }, app) {
      const relay = await OutboxRelay.forStream(bus, log, Streams.candidates);
      const directory = await CandidateDirectory.open(candidateModel(db), bus, log);
      const stores = candidatesStores(db, directory, relay);
      await relay.publishFrom([stores.candidates.model, stores.applications.model], stores.ensureIndexes);
      await new ProjectionRunner(db, bus, log).follow(stores.jobRoles.projection, stores.interactions.projection);
      log.info({ candidates: directory.size }, 'candidate directory loaded');

      registerAccessControl(app, await remoteTokenVerifier(bus));
      refuseErasedCandidates(app, stores.candidates);
      registerCandidateRoutes(app, { ...stores, directory });
      registerProfileRoutes(app, { ...stores, bus, authTimeoutMs: config.provisionTimeoutMs });
      registerHistoryRoutes(app, { path: '/api/candidate/education', input: EducationInput, entry: Education, entries: stores.education, notFound: EDUCATION_NOT_FOUND });
      registerHistoryRoutes(app, { path: '/api/candidate/employment', input: EmploymentInput, entry: Employment, entries: stores.employment, notFound: EMPLOYMENT_NOT_FOUND });
      registerApplicationRoutes(app, { ...stores, bus, provisionTimeoutMs: config.provisionTimeoutMs });
      registerInternalStats(app, CandidatesStats, () => candidatesStats(directory));
      return { stop: () => relay.stop() };
    },
  };
}
