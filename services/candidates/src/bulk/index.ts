import type { Logger } from 'pino';
import type { Connection } from 'mongoose';
import { ExportLogStore, type CustomFieldDefinitions, type EventBus, type ServiceApp } from '@agency/service-kit';
import type { CandidateDirectory } from '../candidates/directory';
import type { CandidateStore } from '../candidates/store';
import type { CvSearch } from '../documents/cv-search/cv-search';
import type { CandidateTags } from '../tags/registry';
import { bulkJobStore } from './jobs';
import { registerBulkRoutes } from './routes';
import { bulkRunner, type RunnerSettings } from './runner';

export type { RunnerSettings as BulkSettings } from './runner';
export const defaultBulkSettings: RunnerSettings = { batchSize: 100, requestTimeoutMs: 10_000 };

interface Dependencies {
  db: Connection;
  bus: EventBus;
  log: Logger;
  candidates: CandidateStore;
  tags: CandidateTags;
  directory: CandidateDirectory;
  cvs: CvSearch;
  customFields: CustomFieldDefinitions;
}

/** Bulk actions on candidates (decision 0137): the jobs' store, the runner of this process, and the routes. */
export async function registerBulkActions(app: ServiceApp, { db, bus, log, ...deps }: Dependencies, settings: RunnerSettings = defaultBulkSettings) {
  const jobs = bulkJobStore(db);
  await jobs.model.createIndexes();
  await jobs.forgetOld();
  const runner = bulkRunner(jobs, { candidates: deps.candidates, tags: deps.tags, bus }, settings, log);
  registerBulkRoutes(app, { ...deps, jobs, runner, exportLog: new ExportLogStore(db) });
  return { stop: () => runner.stop() };
}
