import { createHash } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import type { Logger } from 'pino';
import {
  ApplicationSnapshot,
  CandidatesEvents,
  CandidateSnapshot,
  CatalogEvents,
  EmployerSnapshot,
  EngagementEvents,
  JobPipelineEntrySnapshot,
  JobPipelineEvents,
  InteractionSnapshot,
  JobRoleSnapshot,
  MergeEvents,
  MessageSnapshot,
  PlacementSnapshot,
  PortalEvents,
  RecordsMerged,
  Streams,
  SubmissionEventData,
  SubmissionEvents,
  type EventEnvelope,
  type WebhookEventType,
  type WebhookPayload,
} from '@agency/contracts';
import { storeIfNewer, type Projection } from '@agency/service-kit';
import type { WebhookQueue } from './deliveries';
import type { WebhookEndpoints } from './endpoints';

/** A webhook event's id, derived from what it is about, so that it is the same however often it is made. */
export const webhookEventId = (source: string, type: string) => `evt_${createHash('sha256').update(`${source}:${type}`).digest('hex').slice(0, 32)}`;

/**
 * Each record's last event seen (its version), so that a repeated or replayed event makes no second webhook
 * event, and what the webhooks need to tell a change from an edit: a placement's stage, a job role's status, an
 * interview's time (empty while it is not a scheduled interview).
 */
const stateSchema = new Schema({ _id: String, state: String, version: Number }, { collection: 'webhook_source_states', versionKey: false });

interface Deps {
  endpoints: WebhookEndpoints;
  queue: WebhookQueue;
  publicUrl: string;
  log: Logger;
}

/**
 * The webhook events, made from the other services' events (decision 0110): three projections with `consumer`
 * checkpoints, so each domain event is turned into webhook deliveries once per service, by one instance. An event
 * goes to every enabled endpoint that asked for it and existed when it happened. The deliveries are queued before
 * the record's version is stored: an event redelivered after a crash in between queues the same deliveries
 * again, which their ids turn away.
 */
export function webhookSources(db: Connection, { endpoints, queue, publicUrl, log }: Deps): Projection[] {
  const states = db.model('WebhookSourceState', stateSchema);

  /**
   * Where a record's event stands: `stale` when a copy as new or newer is stored (a repeat, a replay, or an
   * older event after a newer one); else the record's state before it, `emit` to queue a webhook event made of
   * it, and `store` to keep the state after it, once the deliveries are queued.
   */
  async function reading(key: string, source: EventEnvelope) {
    const row = await states.findById(key).lean<{ state?: string; version?: number }>();
    if (row && (row.version ?? 0) >= source.version) return 'stale' as const;
    return {
      before: row?.state ?? null,
      async emit<Name extends WebhookEventType>(type: Name, data: WebhookPayload<Name>): Promise<void> {
        const targets = await endpoints.subscribedTo(type, new Date(source.occurredAt));
        // The record and its version name the event: the same for a redelivery, a replay or a second instance.
        const eventId = webhookEventId(`${key}:${source.version}`, type);
        for (const target of targets) await queue.enqueue({ endpointId: target.id, eventId, type, occurredAt: source.occurredAt, data });
      },
      store: (state: string) => storeIfNewer(states, key, source.version, { state }),
    };
  }

  function unreadable(event: EventEnvelope): void {
    log.error({ type: event.type, id: event.aggregateId }, 'ignoring an event the webhooks cannot read');
  }

  const candidates: Projection = {
    name: 'notifications-webhooks-candidates', // the durable consumer: never renamed
    stream: Streams.candidates,
    handles: [CandidatesEvents.candidateCreated, CandidatesEvents.candidateDeleted, MergeEvents.candidatesMerged, CandidatesEvents.applicationSubmitted, CandidatesEvents.applicationStatusChanged],
    checkpoint: 'consumer',
    async apply(event) {
      const isApplication = event.type === CandidatesEvents.applicationSubmitted || event.type === CandidatesEvents.applicationStatusChanged;
      const record = await reading(`${isApplication ? 'application' : 'candidate'}:${event.aggregateId}`, event);
      if (record === 'stale') return;
      if (event.type === CandidatesEvents.candidateDeleted) {
        await record.emit('candidate.erased', { id: event.aggregateId });
        return void (await record.store('erased'));
      }
      if (event.type === MergeEvents.candidatesMerged) {
        const merged = RecordsMerged.safeParse(event.data);
        if (!merged.success) return unreadable(event);
        await record.emit('candidate.merged', { keptId: merged.data.keptId, mergedId: merged.data.mergedId, mergedAt: merged.data.occurredAt });
        return void (await record.store('merged'));
      }
      if (event.type === CandidatesEvents.candidateCreated) {
        const candidate = CandidateSnapshot.safeParse(event.data);
        if (!candidate.success) return unreadable(event);
        const { id, name, email, phone, currentRole, location, skills, availability, linkedinUrl, createdAt } = candidate.data;
        await record.emit('candidate.created', {
          id,
          name,
          email: email || null,
          phone: phone || null,
          currentRole: currentRole || null,
          location: location || null,
          skills: skills ?? [],
          availability,
          linkedinUrl: linkedinUrl || null,
          createdAt,
        });
        return void (await record.store('created'));
      }
      const application = ApplicationSnapshot.safeParse(event.data);
      if (!application.success) return unreadable(event);
      const a = application.data;
      if (event.type === CandidatesEvents.applicationStatusChanged) {
        // Its state is the status: an event that leaves it as it was (none should) says nothing.
        if (record.before !== a.status) {
          await record.emit('application.status-changed', {
            id: a.id,
            jobRole: { id: a.jobRoleId, title: a.jobRoleTitle },
            candidate: { id: a.candidateId, name: a.candidateFullName, email: a.candidateEmail },
            status: a.status,
            previousStatus: (record.before as WebhookPayload<'application.status-changed'>['status'] | null) ?? null,
            rejectionReason: a.rejectionReason ?? null,
            changedAt: a.statusChangedAt ?? a.updatedAt,
          });
        }
        return void (await record.store(a.status));
      }
      await record.emit('application.received', {
        id: a.id,
        jobRole: { id: a.jobRoleId, title: a.jobRoleTitle },
        candidate: { id: a.candidateId, name: a.candidateFullName, email: a.candidateEmail, phone: a.candidatePhone || null },
        coverLetter: a.coverLetter || null,
        receivedAt: a.createdAt,
      });
      await record.store(a.status);
    },
  };

  const catalog: Projection = {
    name: 'notifications-webhooks-catalog', // the durable consumer: never renamed
    stream: Streams.catalog,
    handles: [CatalogEvents.employerCreated, MergeEvents.employersMerged, CatalogEvents.jobRoleCreated, CatalogEvents.jobRoleUpdated],
    checkpoint: 'consumer',
    async apply(event) {
      if (event.type === MergeEvents.employersMerged) {
        const merged = RecordsMerged.safeParse(event.data);
        if (!merged.success) return unreadable(event);
        const record = await reading(`employer:${event.aggregateId}`, event);
        if (record === 'stale') return;
        await record.emit('employer.merged', { keptId: merged.data.keptId, mergedId: merged.data.mergedId, mergedAt: merged.data.occurredAt });
        return void (await record.store('merged'));
      }
      if (event.type === CatalogEvents.employerCreated) {
        const employer = EmployerSnapshot.safeParse(event.data);
        if (!employer.success) return unreadable(event);
        const e = employer.data;
        const record = await reading(`employer:${e.id}`, event);
        if (record === 'stale') return;
        await record.emit('employer.created', {
          id: e.id,
          name: e.name,
          status: e.status,
          industry: e.industry || null,
          location: e.location || null,
          website: e.website || null,
          contactPerson: e.contactPerson || null,
          contactEmail: e.contactEmail || null,
          contactPhone: e.contactPhone || null,
          createdAt: e.createdAt,
        });
        return void (await record.store(e.status));
      }
      const parsed = JobRoleSnapshot.safeParse(event.data);
      if (!parsed.success) return unreadable(event);
      const role = parsed.data;
      const record = await reading(`job-role:${role.id}`, event);
      if (record === 'stale') return;
      const payload: WebhookPayload<'job-role.updated'> = {
        id: role.id,
        title: role.title,
        url: `${publicUrl}/jobs/${role.slug}`,
        status: role.status,
        priority: role.priority,
        employer: { id: role.employerId, name: role.employerName },
        location: role.location || null,
        salaryRange: role.salaryRange || null,
        description: role.description || null,
        requirements: role.requirements || null,
        createdAt: role.createdAt,
        updatedAt: role.updatedAt,
      };
      if (role.status === 'open' && record.before !== 'open') await record.emit('job-role.published', payload);
      if (event.type === CatalogEvents.jobRoleUpdated) await record.emit('job-role.updated', payload);
      await record.store(role.status);
    },
  };

  const engagement: Projection = {
    name: 'notifications-webhooks-engagement', // the durable consumer: never renamed
    stream: Streams.engagement,
    handles: [
      EngagementEvents.placementCreated,
      EngagementEvents.placementUpdated,
      EngagementEvents.interactionCreated,
      EngagementEvents.interactionUpdated,
      JobPipelineEvents.candidateAdded,
      JobPipelineEvents.stageChanged,
      SubmissionEvents.consentRequested,
      SubmissionEvents.submitted,
      SubmissionEvents.declined,
      SubmissionEvents.feedbackGiven,
    ],
    checkpoint: 'consumer',
    async apply(event) {
      if (event.type.startsWith('engagement.submission.')) return submissionEvent(event);
      if (event.type === EngagementEvents.placementCreated || event.type === EngagementEvents.placementUpdated) {
        const parsed = PlacementSnapshot.safeParse(event.data);
        if (!parsed.success) return unreadable(event);
        const placement = parsed.data;
        const record = await reading(`placement:${placement.id}`, event);
        if (record === 'stale') return;
        const created = event.type === EngagementEvents.placementCreated;
        // An edit of a placement whose stage is not known here (none should be: the consumer read the stream from its start) says nothing.
        if (created || (record.before !== null && record.before !== placement.status)) {
          await record.emit('placement.stage-changed', {
            id: placement.id,
            candidateId: placement.candidateId,
            employerId: placement.employerId,
            jobRoleId: placement.jobRoleId,
            stage: placement.status,
            previousStage: created ? null : (record.before as WebhookPayload<'placement.stage-changed'>['stage']),
            value: placement.value ?? null,
            placementDate: placement.placementDate ?? null,
            changedAt: placement.updatedAt,
          });
        }
        return void (await record.store(placement.status));
      }
      if (event.type === JobPipelineEvents.candidateAdded || event.type === JobPipelineEvents.stageChanged) {
        // The entry's snapshot carries its last move (decision 0128): from, to and why.
        const parsed = JobPipelineEntrySnapshot.safeParse(event.data);
        if (!parsed.success) return unreadable(event);
        const entry = parsed.data;
        const record = await reading(`pipeline-entry:${entry.id}`, event);
        if (record === 'stale') return;
        const last = entry.history.at(-1);
        await record.emit('pipeline.stage-changed', {
          id: entry.id,
          jobRoleId: entry.jobRoleId,
          candidateId: entry.candidateId,
          stage: entry.stage,
          previousStage: last?.from ?? null,
          reason: entry.reason,
          placementId: entry.placementId,
          changedAt: last?.at ?? entry.updatedAt,
        });
        return void (await record.store(entry.stage));
      }
      const parsed = InteractionSnapshot.safeParse(event.data);
      if (!parsed.success) return unreadable(event);
      const interaction = parsed.data;
      const record = await reading(`interview:${interaction.id}`, event);
      if (record === 'stale') return;
      const startsAt = interaction.type === 'interview' && interaction.status === 'scheduled' ? interaction.date : '';
      if (startsAt !== '' && startsAt !== record.before) {
        await record.emit('interview.scheduled', {
          id: interaction.id,
          subject: interaction.subject,
          startsAt,
          previousStartsAt: record.before || null,
          candidateId: interaction.candidateId ?? null,
          employerId: interaction.employerId ?? null,
          jobRoleId: interaction.jobRoleId ?? null,
          location: interaction.location ?? null,
          durationMinutes: interaction.durationMinutes ?? null,
        });
      }
      await record.store(startsAt);
    },
  };

  /** A submission's events (decision 0132): asked, consent given, declined, feedback given; ids only, no names. */
  async function submissionEvent(event: EventEnvelope): Promise<void> {
    const parsed = SubmissionEventData.safeParse(event.data);
    if (!parsed.success) return unreadable(event);
    const s = parsed.data;
    const record = await reading(`submission:${s.id}`, event);
    if (record === 'stale') return;
    const base = { id: s.id, jobRoleId: s.jobRoleId, employerId: s.employerId, candidateId: s.candidateId, recruiterId: s.recruiterId, status: s.status };
    const latest = s.feedback.at(-1);
    switch (event.type) {
      case SubmissionEvents.consentRequested:
        await record.emit('submission.created', { ...base, at: s.createdAt });
        break;
      case SubmissionEvents.submitted:
        await record.emit('submission.consent-given', { ...base, consentBy: s.consent?.by ?? 'candidate', at: s.submittedAt ?? s.updatedAt });
        break;
      case SubmissionEvents.declined:
        await record.emit('submission.declined', { ...base, at: s.declinedAt ?? s.updatedAt });
        break;
      default: // feedback given: the latest answer counts
        if (latest) await record.emit('submission.feedback-given', { ...base, feedback: { kind: latest.kind, reason: latest.reason, proposedTimes: latest.proposedTimes }, at: latest.at });
    }
    await record.store(s.status);
  }

  const portal: Projection = {
    name: 'notifications-webhooks-portal', // the durable consumer: never renamed
    stream: Streams.portal,
    handles: [PortalEvents.messageReplied],
    checkpoint: 'consumer',
    async apply(event) {
      const parsed = MessageSnapshot.safeParse(event.data);
      if (!parsed.success) return unreadable(event);
      const reply = parsed.data;
      const record = await reading(`message:${reply.id}`, event);
      if (record === 'stale') return;
      await record.emit('message.replied', {
        id: reply.id,
        threadId: reply.threadId ?? reply.id,
        candidateId: reply.senderId,
        recipientId: reply.recipientId,
        content: reply.content,
        repliedAt: reply.createdAt,
      });
      await record.store('replied');
    },
  };

  return [candidates, catalog, engagement, portal];
}
