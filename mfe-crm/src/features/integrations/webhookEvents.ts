import type { WebhookEventType } from '@agency/contracts';

/** What each event a webhook may ask for is called on screen, in the order the form offers them. */
export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'candidate.created': 'Candidate created',
  'candidate.erased': 'Candidate erased',
  'candidate.merged': 'Candidates merged',
  'application.received': 'Application received',
  'application.status-changed': 'Application status changed',
  'placement.stage-changed': 'Placement stage changed',
  'pipeline.stage-changed': 'Job pipeline stage changed',
  'interview.scheduled': 'Interview scheduled',
  'job-role.published': 'Job role published',
  'job-role.updated': 'Job role updated',
  'employer.created': 'Employer created',
  'employer.merged': 'Employers merged',
  'message.replied': 'Candidate replied to a message',
  'submission.created': 'Candidate put forward (consent asked)',
  'submission.consent-given': 'Candidate consented: submitted to the client',
  'submission.declined': 'Candidate declined to be put forward',
  'submission.feedback-given': 'Client gave feedback on a submission',
};

/** An event's name on screen; the test event and any newer one by its own name. */
export const eventLabel = (event: string) => EVENT_LABELS[event as WebhookEventType] ?? (event === 'webhook.test' ? 'Test event' : event);
