import type { Logger } from 'pino';
import type { Connection } from 'mongoose';
import type { EventBus, ServiceApp } from '@agency/service-kit';
import type { OptionalEmailDeps } from '../preferences/optional-emails';
import { registerEmailTemplateRoutes } from './routes';
import { answerTemplatedEmailRequests } from './send-requests';
import { emailTemplateStore } from './store';

/** E-mail templates (decision 0137): their routes, and the sending of one to a bulk job's batch of candidates. */
export async function registerEmailTemplates(app: ServiceApp, { db, bus, log, ...deps }: OptionalEmailDeps & { db: Connection; bus: EventBus; log: Logger }) {
  const templates = emailTemplateStore(db);
  await templates.model.createIndexes();
  registerEmailTemplateRoutes(app, templates);
  return answerTemplatedEmailRequests(bus.connection, { ...deps, templates }, log);
}
