import { z } from 'zod';
import { ApplicationStatus, Availability, EmployerStatus, JobRolePriority, JobRoleStatus, PlacementStage } from './enums';
import { optionalText, TextLimit } from './fields';
import { FeedbackKind, SubmissionStatus } from './submissions';

/**
 * Webhooks (issue 22, decision 0110): an administrator registers an HTTPS endpoint for chosen events, and the
 * platform POSTs each of them to it, signed. What is sent is public API: these payloads are written for the
 * systems that receive them (an ATS, payroll, BI) and change only by adding optional fields; they are not the
 * services' internal event snapshots, which may change with any release.
 */

// ----- What a receiver gets -----
const id = z.string().describe('The record’s id on the platform');
const time = z.string().describe('ISO 8601, UTC');

const CandidatePayload = z.object({
  id,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  currentRole: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  availability: Availability,
  linkedinUrl: z.string().nullable(),
  createdAt: time,
});

const EmployerPayload = z.object({
  id,
  name: z.string(),
  status: EmployerStatus,
  industry: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  contactPerson: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  createdAt: time,
});

const JobRolePayload = z.object({
  id,
  title: z.string(),
  url: z.string().describe('The role’s page on the public website'),
  status: JobRoleStatus,
  priority: JobRolePriority,
  employer: z.object({ id, name: z.string().nullable() }),
  location: z.string().nullable(),
  salaryRange: z.string().nullable(),
  description: z.string().nullable(),
  requirements: z.string().nullable(),
  createdAt: time,
  updatedAt: time,
});

/** A submission (decision 0132) as its webhook events carry it: ids only, no names. */
const SubmissionPayload = z.object({
  id: id.describe('The submission: one candidate put forward for one job role'),
  jobRoleId: z.string(),
  employerId: z.string(),
  candidateId: z.string(),
  recruiterId: z.string().describe('The team member who put the candidate forward'),
  status: SubmissionStatus.describe('awaiting_consent, submitted (it reached the client), declined or withdrawn'),
  at: time.describe('When it happened'),
});

/** Every event a receiver may get, by its `type`, with the schema of its `data`. */
export const webhookEvents = {
  'candidate.created': CandidatePayload.describe('A candidate was added: by staff in the CRM, or by applying on the website.'),
  'candidate.erased': z
    .object({ id })
    .describe('A candidate’s data was erased (right to erasure): delete what you keep of them. Only the id is sent.'),
  'candidate.merged': z
    .object({ keptId: id, mergedId: id, mergedAt: time })
    .describe('Staff merged a duplicate candidate into another: what you keep under mergedId belongs to keptId now; mergedId is gone.'),
  'application.received': z
    .object({
      id,
      jobRole: z.object({ id, title: z.string().nullable() }),
      candidate: z.object({ id, name: z.string(), email: z.string(), phone: z.string().nullable() }),
      coverLetter: z.string().nullable(),
      receivedAt: time,
    })
    .describe('Someone applied for a job role on the website.'),
  'application.status-changed': z
    .object({
      id,
      jobRole: z.object({ id, title: z.string().nullable() }),
      candidate: z.object({ id, name: z.string(), email: z.string() }),
      status: ApplicationStatus,
      previousStatus: ApplicationStatus.nullable().describe('null when the status before is not known'),
      rejectionReason: z.string().nullable().describe('Set when the status is rejected'),
      changedAt: time,
    })
    .describe('Staff moved an application on: reviewed, accepted or rejected (with a reason).'),
  'placement.stage-changed': z
    .object({
      id,
      candidateId: z.string(),
      employerId: z.string(),
      jobRoleId: z.string(),
      stage: PlacementStage,
      previousStage: PlacementStage.nullable().describe('null when the placement was just added to the pipeline'),
      value: z.number().int().nullable().describe('The placement’s value in cents (USD)'),
      placementDate: time.nullable(),
      changedAt: time,
    })
    .describe('A placement entered the pipeline or moved to another stage.'),
  'pipeline.stage-changed': z
    .object({
      id: id.describe('The pipeline entry: one candidate on one job role'),
      jobRoleId: z.string(),
      candidateId: z.string(),
      stage: z.string().describe('The stage key: sourced, shortlisted, submitted, client_interview, offer, placed, rejected, withdrawn or a custom one'),
      previousStage: z.string().nullable().describe('null when the candidate was just added to the role’s pipeline'),
      reason: z.string().nullable().describe('Why the candidate was rejected or withdrew'),
      placementId: z.string().nullable().describe('The placement made or closed when the candidate reached placed'),
      changedAt: time,
    })
    .describe('A candidate was added to a job role’s pipeline or moved to another stage of it.'),
  'interview.scheduled': z
    .object({
      id,
      subject: z.string(),
      startsAt: time,
      previousStartsAt: time.nullable().describe('Set when an interview already scheduled moved to a new time'),
      candidateId: z.string().nullable(),
      employerId: z.string().nullable(),
      jobRoleId: z.string().nullable(),
      location: z.string().nullable().describe('An address, or a video link'),
      durationMinutes: z.number().int().nullable().describe('Its length in minutes, 15 to 240; null: not set (an hour)'),
    })
    .describe('An interview was scheduled, or a scheduled interview moved to a new time.'),
  'job-role.published': JobRolePayload.describe('A job role became open: it is on the public website now.'),
  'job-role.updated': JobRolePayload.describe('A job role was changed (its status, text, or anything else).'),
  'employer.created': EmployerPayload.describe('An employer was added: by staff, or registered through the website (then as a prospect).'),
  'employer.merged': z
    .object({ keptId: id, mergedId: id, mergedAt: time })
    .describe('Staff merged a duplicate employer into another: its contacts, job roles and placements belong to keptId now; mergedId is gone.'),
  'message.replied': z
    .object({
      id,
      threadId: z.string().describe('The id of the recruiter’s message that began the conversation'),
      candidateId: z.string(),
      recipientId: z.string().describe('The team member whose message the candidate answered'),
      content: z.string(),
      repliedAt: time,
    })
    .describe('A candidate replied in the candidate portal to a recruiter’s message.'),
  'submission.created': SubmissionPayload.describe('A recruiter put a candidate forward for a job role: the candidate is asked for their consent first.'),
  'submission.consent-given': SubmissionPayload.extend({
    consentBy: z.enum(['candidate', 'recruiter']).describe('candidate: answered in the candidate portal; recruiter: recorded from a call'),
  }).describe('The candidate agreed to be put forward: the submission reached the employer.'),
  'submission.declined': SubmissionPayload.describe('The candidate declined to be put forward: the employer never sees the submission.'),
  'submission.feedback-given': SubmissionPayload.extend({
    feedback: z.object({
      kind: FeedbackKind.describe('interested, not_suitable or interview_requested'),
      reason: z.string().nullable().describe('Why the candidate is not suitable'),
      proposedTimes: z.array(time).describe('The interview times the employer proposes'),
    }),
  }).describe('The employer gave feedback on a submission (the latest counts).'),
  'webhook.test': z
    .object({ endpointId: z.string(), message: z.string() })
    .describe('Sent by ‘Send test event’ only, to the one endpoint; never subscribed to.'),
} as const;

export type WebhookEventName = keyof typeof webhookEvents;
export type WebhookPayload<Name extends WebhookEventName> = z.infer<(typeof webhookEvents)[Name]>;

/** The events an endpoint may subscribe to (all but the test event). */
export const WebhookEventType = z.enum([
  'candidate.created',
  'candidate.erased',
  'candidate.merged',
  'application.received',
  'application.status-changed',
  'placement.stage-changed',
  'pipeline.stage-changed',
  'interview.scheduled',
  'job-role.published',
  'job-role.updated',
  'employer.created',
  'employer.merged',
  'message.replied',
  'submission.created',
  'submission.consent-given',
  'submission.declined',
  'submission.feedback-given',
]);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** The JSON body of every delivery. `id` is the event's, the same for every endpoint and every retry. */
export const WebhookBody = z.object({
  id: z.string(),
  type: z.string(),
  occurredAt: time,
  data: z.unknown(),
});
export type WebhookBody = z.infer<typeof WebhookBody>;

/** The headers of every delivery; the signature is explained in docs/security.md and decision 0110. */
export const WebhookHeaders = {
  /** The delivery's id: the same on each retry of it, so a receiver can drop a repeat. */
  delivery: 'TalentBridge-Delivery',
  event: 'TalentBridge-Event',
  /** Unix seconds when this attempt was signed. */
  timestamp: 'TalentBridge-Timestamp',
  /** `v1=` then the hex HMAC-SHA256 of `${timestamp}.${body}` under the endpoint's signing secret. */
  signature: 'TalentBridge-Signature',
} as const;

// ----- What an administrator manages -----
/**
 * The receiver's address. The service also refuses http:// and addresses that are, or resolve to, loopback,
 * private, link-local or cloud-metadata ones (decision 0110), unless WEBHOOKS_ALLOW_PRIVATE_TARGETS allows them.
 */
const EndpointUrl = z
  .string()
  .trim()
  .min(1, 'URL is required')
  .max(TextLimit.url)
  .refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'URL must be a web address starting with https://, e.g. https://hooks.example.com/talentbridge')
  .refine((text) => !/^[a-z]+:\/\/[^/]*@/i.test(text), 'URL must not contain a user name or password');

const Events = z.array(WebhookEventType).min(1, 'Choose at least one event').max(WebhookEventType.options.length);

export const WebhookEndpointInput = z.object({
  url: EndpointUrl,
  events: Events,
  description: optionalText(TextLimit.line),
});
export type WebhookEndpointInput = z.input<typeof WebhookEndpointInput>;

/**
 * PUT /api/webhooks/{id}: the fields to change. `enabled: true` re-enables an endpoint (also one disabled after
 * failures, whose count starts again); `enabled: false` pauses it.
 */
export const WebhookEndpointUpdate = WebhookEndpointInput.partial()
  .extend({ enabled: z.boolean().optional() })
  .strict()
  .refine((update) => Object.keys(update).length > 0, 'Send at least one field to change.');
export type WebhookEndpointUpdate = z.input<typeof WebhookEndpointUpdate>;

export const WebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(WebhookEventType),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** Why it is disabled (after failures, or by an administrator); null while enabled. */
  disabledReason: z.string().nullable(),
  disabledAt: z.string().nullable(),
  /** Deliveries in a row that failed every attempt; at WEBHOOKS_DISABLE_AFTER the endpoint is disabled. */
  consecutiveFailures: z.number().int(),
  lastDeliveryAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;
export const WebhookEndpointList = z.array(WebhookEndpoint);

/** The answer to a creation: the only time the signing secret is shown. */
export const WebhookEndpointCreated = WebhookEndpoint.extend({
  secret: z.string().describe('The signing secret (whsec_…): shown once, never again'),
});
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreated>;

/** One attempt to deliver one event to one endpoint, as the CRM's log shows it. */
export const WebhookAttempt = z.object({
  id: z.string(),
  /** The delivery it belongs to: every retry of one event to one endpoint has the same. */
  deliveryId: z.string(),
  eventId: z.string(),
  event: z.string(),
  attempt: z.number().int(),
  /** The receiver's HTTP status; null when it did not answer (refused, timed out, an address not allowed). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** What went wrong, in words; null when the receiver answered 2xx. */
  error: z.string().nullable(),
  /** The first characters of the receiver's answer, for finding out why it refused. */
  responseExcerpt: z.string().nullable(),
  /** delivered; retrying (another attempt is due at nextAttemptAt); failed (no more attempts). */
  outcome: z.enum(['delivered', 'retrying', 'failed']),
  nextAttemptAt: z.string().nullable(),
  at: z.string(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;
/** Newest first, the latest 100. */
export const WebhookAttemptList = z.array(WebhookAttempt);
export type WebhookAttemptList = z.infer<typeof WebhookAttemptList>;

/** The answer to 'Send test event': the delivery queued, whose attempt then shows in the log. */
export const WebhookTestQueued = z.object({ deliveryId: z.string(), message: z.string() });
export type WebhookTestQueued = z.infer<typeof WebhookTestQueued>;

export const WebhookIdParam = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id') });
