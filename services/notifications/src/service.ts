import formBody from '@fastify/formbody';
import { ProjectionRunner, registerAccessControl, remoteTokenVerifier, type ServiceDefinition } from '@agency/service-kit';
import { mailConfig } from './config';
import { emailModel } from './deliveries/model';
import { DeliveryQueue, type DeliveryOptions } from './deliveries/queue';
import { registerEmailRecordRoutes } from './deliveries/routes';
import { smtpTransport } from './deliveries/transport';
import { applicationEmails } from './projections/application-emails';
import { jobRoleOwners } from './projections/job-role-owners';
import { candidateReplyAlerts } from './projections/candidate-replies';
import { candidateAddresses } from './projections/candidates';
import { employerNames } from './projections/employers';
import { interviewInvitations } from './projections/interview-invitations';
import { interviewReminders } from './projections/interview-reminders';
import { DueTasksDigest } from './digests/due-tasks';
import { OverdueLeadsDigest } from './digests/overdue-leads';
import { leadAlerts } from './projections/lead-alerts';
import { leadCopies } from './projections/leads';
import { passwordLinkEmails } from './projections/password-links';
import { portalMessageEmails } from './projections/portal-messages';
import { registerPreferenceRoutes } from './preferences/routes';
import { registerEmailTemplates } from './templates';
import { registerStaffPreferenceRoutes, staffEmailPreferences } from './preferences/staff-preferences';
import { emailPreferences } from './preferences/store';
import { staffRecipients } from './projections/staff';
import { savedSearchAlertEmails } from './saved-search-alerts/projection';
import { submissionEmails } from './projections/submissions';
import { taskCopies } from './projections/tasks';
import { webhookDeliveryModels, WebhookQueue } from './webhooks/deliveries';
import { webhookEndpoints } from './webhooks/endpoints';
import { registerWebhookRoutes } from './webhooks/routes';
import { webhookSettings, type WebhookSettings } from './webhooks/settings';
import { webhookSources } from './webhooks/sources';

/**
 * The notifications service: e-mails made from the other services' events, queued in its own database and
 * sent over SMTP (decision 0094); and webhooks, signed POSTs of chosen events to administrators' endpoints
 * (decision 0110). `delivery` and `webhooks` override the queues' timings and settings (tests).
 */
export function notificationsServiceWith(delivery: Partial<DeliveryOptions> = {}, webhooks: Partial<WebhookSettings> = {}): ServiceDefinition {
  return {
    name: 'notifications',
    dbName: 'notifications',
    async setup({ db, bus, log }, app) {
      const config = mailConfig();
      const emails = emailModel(db);
      const staff = staffRecipients(db);
      const owners = jobRoleOwners(db);
      const preferences = await emailPreferences(db);
      const candidates = candidateAddresses(db, emails, preferences);
      const staffPreferences = staffEmailPreferences(db);
      const employers = employerNames(db);
      await Promise.all([emails.createIndexes(), staff.model.createIndexes(), candidates.model.createIndexes()]);
      const queue = new DeliveryQueue(emails, smtpTransport(config), log, { from: config.from, ...delivery });
      const interviews = interviewInvitations(db, { queue, candidates, staff, employers, config, log });
      const leads = leadCopies(db, log);
      const tasks = taskCopies(db, log);
      await Promise.all([leads.model.createIndexes(), tasks.model.createIndexes()]);
      const hookSettings = webhookSettings(webhooks);
      const hookEndpoints = webhookEndpoints(db);
      const hookModels = webhookDeliveryModels(db);
      await Promise.all([hookModels.deliveries.createIndexes(), hookModels.attempts.createIndexes()]);
      const hookQueue = new WebhookQueue(hookModels, hookEndpoints, hookSettings, log);

      const projections = new ProjectionRunner(db, bus, log);
      await projections.follow(
        staff.projection,
        candidates.projection,
        employers.projection,
        owners.projection,
        applicationEmails({ queue, staff, owners, config }, log),
        leadAlerts(queue, staff, config, log),
        passwordLinkEmails(queue, bus.connection, config, log),
        portalMessageEmails({ queue, candidates, preferences, config }, log),
        candidateReplyAlerts({ queue, staff, candidates, staffPreferences, config }, log),
        interviews.projection,
        interviewReminders({ queue, candidates, preferences, config }, log),
        leads.projection,
        tasks.projection,
        submissionEmails({ queue, candidates, staff, config }, log),
        savedSearchAlertEmails({ queue, staff, config }, log),
        ...webhookSources(db, { endpoints: hookEndpoints, queue: hookQueue, publicUrl: hookSettings.publicUrl, log }),
      );
      queue.start();
      hookQueue.start();
      const digest = new OverdueLeadsDigest({ queue, leads, staff, config, log }, config.leadDigest);
      digest.start();
      const taskDigest = new DueTasksDigest({ queue, tasks, staff, staffPreferences, config, log }, config.taskDigest);
      taskDigest.start();

      registerAccessControl(app, await remoteTokenVerifier(bus));
      registerEmailRecordRoutes(app, emails);
      // Mail clients post a one-click unsubscribe as a form (RFC 8058); every other body here is JSON.
      await app.register(formBody);
      registerPreferenceRoutes(app, preferences, candidates);
      const templateSends = await registerEmailTemplates(app, { db, bus, log, queue, candidates, preferences, config });
      registerStaffPreferenceRoutes(app, staffPreferences);
      registerWebhookRoutes(app, hookEndpoints, hookQueue, hookSettings);
      return {
        stop: async () => {
          await templateSends.stop();
          await digest.stop();
          await taskDigest.stop();
          await projections.stop();
          await queue.stop();
          await hookQueue.stop();
        },
      };
    },
  };
}

export const notificationsService = notificationsServiceWith();
