import type { Connection } from 'mongoose';
import { Streams } from '@agency/contracts';
import { envInt, OutboxRelay, ProjectionRunner, registerAccessControl, remoteTokenVerifier, type ServiceDefinition } from '@agency/service-kit';
import { AppointmentReminders } from './appointments/reminders';
import { registerAppointmentRoutes } from './appointments/routes';
import { appointmentStore } from './appointments/store';
import { registerJobMatchRoutes } from './job-matches/routes';
import { jobMatchStore } from './job-matches/store';
import { registerMessageRoutes } from './messages/routes';
import { messageStore } from './messages/store';
import { interviewAppointments } from './projections/interview-appointments';
import { portalReferences } from './projections/references';

/** Builds the service's stores over a database; the relay, when given, publishes each write's events at once. */
export function portalStores(db: Connection, relay?: OutboxRelay) {
  const matches = jobMatchStore(db, relay);
  const appointments = appointmentStore(db, relay);
  const messages = messageStore(db, relay);
  const models = [matches.model, appointments.model, messages.model];
  /** Right to erasure: everything the portal holds about the candidate. */
  const eraseCandidate = async (candidateId: string) => {
    await Promise.all([matches, appointments, messages].map((store) => store.eraseCandidate(candidateId)));
  };
  /** A merged candidate's matches, appointments and messages belong to the candidate kept (decision 0126). */
  const moveCandidate = async (from: string, to: string) => {
    const moved = { $set: { candidateId: to } };
    await Promise.all([matches.model.updateMany({ candidateId: from }, moved), appointments.model.updateMany({ candidateId: from }, moved), messages.model.updateMany({ candidateId: from }, moved)]);
  };
  const ensureIndexes = () => Promise.all(models.map((model) => model.createIndexes()));
  return { matches, appointments, messages, models, eraseCandidate, moveCandidate, ensureIndexes };
}

export const portalService: ServiceDefinition = {
  name: 'portal',
  dbName: 'portal',
  async setup({ db, bus, log, metrics }, app) {
    const relay = await OutboxRelay.forStream(bus, log, Streams.portal);
    const stores = portalStores(db, relay);
    const references = portalReferences(db, stores.eraseCandidate, stores.moveCandidate);
    await relay.publishFrom(stores.models, () => Promise.all([stores.ensureIndexes(), references.ensureIndexes()]));
    const projections = new ProjectionRunner(db, bus, log);
    await projections.follow(...references.projections);
    await projections.follow(interviewAppointments(db, log, { appointments: stores.appointments, references }));
    log.info(references.sizes, 'portal references loaded');
    metrics.watchSizes(() => references.sizes);
    const reminders = new AppointmentReminders(stores.appointments, log, envInt('REMINDER_SWEEP_MS', 60_000));
    reminders.start();

    registerAccessControl(app, await remoteTokenVerifier(bus));
    registerJobMatchRoutes(app, { matches: stores.matches, references });
    registerAppointmentRoutes(app, { appointments: stores.appointments, references });
    registerMessageRoutes(app, { messages: stores.messages, references });
    return {
      stop: async () => {
        await reminders.stop();
        await projections.stop();
        await relay.stop();
      },
    };
  },
};
