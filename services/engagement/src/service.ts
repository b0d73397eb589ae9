import type { Connection } from 'mongoose';
import { isTimeZone, Streams } from '@agency/contracts';
import { env, OutboxRelay, ProjectionRunner, registerAccessControl, remoteTokenVerifier, type ServiceDefinition } from '@agency/service-kit';
import { answerBulkInteractionRequests } from './bulk-interactions/answer';
import { EngagementView } from './engagement-view';
import { registerEngagementExports } from './exports/routes';
import { registerInteractionRoutes } from './interactions/routes';
import { registerJobPipelineRoutes } from './job-pipeline/routes';
import { stageSettings } from './job-pipeline/stages';
import { jobPipelineStore } from './job-pipeline/store';
import { interactionStore } from './interactions/store';
import { registerLeadRoutes } from './leads/routes';
import { leadStore } from './leads/store';
import { registerPlacementRoutes } from './placements/routes';
import { placementStore } from './placements/store';
import { mergedRecords } from './projections/merged-records';
import { portalAppointmentConfirmations } from './projections/portal-appointments';
import { engagementReferences } from './projections/references';
import { registerRecordParts } from './records/record-parts';
import { registerStatsRoute } from './stats/routes';
import { registerSubmissionRoutes } from './submissions/routes';
import { submissionSettings } from './submissions/settings';
import { submissionStore } from './submissions/store';
import { submissionReminders } from './submissions/sweep';
import { interactionTasks } from './tasks/interaction-tasks';
import { registerTaskRoutes } from './tasks/routes';
import { taskStore } from './tasks/store';

/** Builds the service's stores over a database and its view; the relay, when given, publishes each write's events at once. */
export function engagementStores(db: Connection, view: EngagementView, relay?: OutboxRelay) {
  const tasks = taskStore(db, relay);
  const interactions = interactionStore(db, view, relay, tasks);
  const placements = placementStore(db, view, relay);
  const leads = leadStore(db, view, relay);
  const pipelineEntries = jobPipelineStore(db, relay);
  const pipelineStages = stageSettings(db, relay);
  const submissions = submissionStore(db, view.references, relay);
  const submissionSettingsStore = submissionSettings(db, relay);
  const models = [interactions.model, placements.model, leads.model, pipelineEntries.model, pipelineStages.model, submissions.model, submissionSettingsStore.model, tasks.model];
  const ensureIndexes = () => Promise.all([...models.map((model) => model.createIndexes()), view.references.ensureIndexes()]);
  return { tasks, interactions, placements, leads, pipelineEntries, pipelineStages, submissions, submissionSettings: submissionSettingsStore, models, ensureIndexes };
}

/** The agency's time zone (AGENCY_TIME_ZONE): today for a task list when the browser sends none. */
function agencyTimeZone(): string {
  const zone = env('AGENCY_TIME_ZONE', 'Europe/London');
  if (!isTimeZone(zone)) throw new Error(`AGENCY_TIME_ZONE must be an IANA time zone such as Europe/London, not "${zone}"`);
  return zone;
}

export const engagementService: ServiceDefinition = {
  name: 'engagement',
  dbName: 'engagement',
  async setup({ db, bus, log, metrics }, app) {
    const relay = await OutboxRelay.forStream(bus, log, Streams.engagement);
    const projections = new ProjectionRunner(db, bus, log);
    const references = engagementReferences(db);
    await projections.follow(...references.projections);
    const view = new EngagementView(db, references);
    await view.follow(bus, log);
    const stores = engagementStores(db, view, relay);
    await relay.publishFrom(stores.models, stores.ensureIndexes);
    await projections.follow(portalAppointmentConfirmations(stores.interactions), ...mergedRecords(stores), interactionTasks(stores.tasks));
    log.info(
      { interactions: view.interactions.size, placements: view.placements.size, leads: view.leads.size, ...references.sizes },
      'engagement view loaded',
    );
    metrics.watchSizes(() => ({ interactions: view.interactions.size, placements: view.placements.size, leads: view.leads.size, ...references.sizes }));

    registerAccessControl(app, await remoteTokenVerifier(bus));
    registerInteractionRoutes(app, { interactions: stores.interactions, references, view });
    // Bulk actions of the candidates service log one interaction on many candidates (decision 0137).
    const bulkInteractions = answerBulkInteractionRequests(bus.connection, { interactions: stores.interactions, references }, log);
    registerPlacementRoutes(app, { placements: stores.placements, references, view });
    registerLeadRoutes(app, stores.leads);
    registerTaskRoutes(app, { tasks: stores.tasks, references, agencyTimeZone: agencyTimeZone() });
    registerJobPipelineRoutes(app, {
      entries: stores.pipelineEntries,
      stages: stores.pipelineStages,
      placements: stores.placements,
      references,
      view,
      submissions: stores.submissions,
    });
    const submissionDeps = { submissions: stores.submissions, settings: stores.submissionSettings, references };
    registerSubmissionRoutes(app, {
      ...submissionDeps,
      entries: stores.pipelineEntries,
      stages: stores.pipelineStages,
      interactions: stores.interactions,
      view,
      bus,
    });
    const reminders = submissionReminders({ ...submissionDeps, log }, Number(env('SUBMISSION_SWEEP_MS', '60000')));
    registerStatsRoute(app, view);
    registerRecordParts(app, view);
    registerEngagementExports(app, db, stores);
    return {
      stop: async () => {
        await bulkInteractions.stop();
        await reminders.stop();
        await relay.stop();
        await projections.stop();
      },
    };
  },
};
