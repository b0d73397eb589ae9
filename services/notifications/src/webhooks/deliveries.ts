import { createHash, randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import type { Logger } from 'pino';
import { WebhookHeaders, type WebhookAttempt } from '@agency/contracts';
import { isDuplicateKey } from '@agency/service-kit';
import { Claims, queuedRecordFields, released } from '../shared/claims';
import { SenderPool } from '../shared/sender-pool';
import type { WebhookEndpoints } from './endpoints';
import { postWebhook } from './sender';
import type { WebhookSettings } from './settings';
import { signatureOf } from './signature';

const deliverySchema = new Schema(
  {
    /** Derived from the endpoint and the event: one delivery per pair, whichever instance or redelivery queues it. */
    _id: String,
    endpointId: { type: String, required: true },
    eventId: { type: String, required: true },
    event: { type: String, required: true },
    /** The exact JSON sent (and signed); dropped once the delivery is over, so no payload is kept after. */
    body: { type: String, default: null },
    status: { type: String, enum: ['queued', 'sending', 'delivered', 'failed', 'cancelled'], required: true },
    maxAttempts: { type: Number, required: true },
    /** A test event neither counts towards disabling the endpoint nor waits for it to be enabled. */
    test: { type: Boolean, default: false },
    ...queuedRecordFields,
    finishedAt: { type: Date, default: null },
  },
  { collection: 'webhook_deliveries', versionKey: false },
);
deliverySchema.index({ status: 1, nextAttemptAt: 1 });
deliverySchema.index({ endpointId: 1, status: 1 });

const attemptSchema = new Schema(
  {
    _id: String,
    endpointId: { type: String, required: true },
    deliveryId: { type: String, required: true },
    eventId: String,
    event: String,
    attempt: Number,
    statusCode: { type: Number, default: null },
    durationMs: Number,
    error: { type: String, default: null },
    responseExcerpt: { type: String, default: null },
    outcome: { type: String, enum: ['delivered', 'retrying', 'failed'] },
    nextAttemptAt: { type: Date, default: null },
    at: { type: Date, required: true },
  },
  { collection: 'webhook_attempts', versionKey: false },
);
attemptSchema.index({ endpointId: 1, at: -1 });

export function webhookDeliveryModels(db: Connection) {
  return { deliveries: db.model('WebhookDelivery', deliverySchema), attempts: db.model('WebhookAttempt', attemptSchema) };
}
export type WebhookDeliveryModels = ReturnType<typeof webhookDeliveryModels>;

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);
/** The id of one event to one endpoint: the guard against delivering it twice. */
export const deliveryIdOf = (endpointId: string, eventId: string) => `dlv_${hash(`${endpointId}:${eventId}`)}`;

/** The attempt log and finished deliveries are kept this long. */
const KEEP_MS = 30 * 86_400_000;
const LOG_LIMIT = 100;

export interface NewDelivery {
  endpointId: string;
  eventId: string;
  type: string;
  occurredAt: string;
  data: unknown;
  test?: boolean;
}

/**
 * The webhook deliveries to make, kept in the database, and the senders that make them (decision 0110), as the
 * e-mail queue does it (0094): stored once under an id derived from the endpoint and the event, so a repeated
 * event or a second instance queues nothing; any instance claims a due one for a while, POSTs it signed, and
 * logs the attempt. A failure is tried again after a wait that doubles, up to `maxAttempts`; then the delivery
 * has failed, and after `disableAfter` such deliveries in a row the endpoint is disabled. A claim left by a
 * crashed instance runs out and the delivery goes again: at least once, with the same delivery id.
 */
export class WebhookQueue {
  private readonly claims: Claims;
  private readonly senders: SenderPool;
  private pruner: NodeJS.Timeout | undefined;

  constructor(
    private readonly models: WebhookDeliveryModels,
    private readonly endpoints: WebhookEndpoints,
    private readonly settings: WebhookSettings,
    private readonly log: Logger,
  ) {
    this.claims = new Claims(settings.claimMs);
    this.senders = new SenderPool(
      { concurrency: settings.concurrency, pollMs: settings.pollMs, sendNext: () => this.sendNext(), takeFailed: 'could not take the next webhook delivery' },
      log,
    );
  }

  /** Queues one event for one endpoint; false when it was queued before (by this or another instance). */
  async enqueue(delivery: NewDelivery): Promise<string | null> {
    const id = deliveryIdOf(delivery.endpointId, delivery.eventId);
    const now = new Date();
    try {
      await this.models.deliveries.create({
        _id: id,
        endpointId: delivery.endpointId,
        eventId: delivery.eventId,
        event: delivery.type,
        body: JSON.stringify({ id: delivery.eventId, type: delivery.type, occurredAt: delivery.occurredAt, data: delivery.data }),
        status: 'queued',
        attempts: 0,
        maxAttempts: delivery.test ? 1 : this.settings.maxAttempts,
        test: delivery.test ?? false,
        nextAttemptAt: now,
        createdAt: now,
      });
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
    this.senders.wake();
    return id;
  }

  /** An endpoint's attempts, newest first (the latest 100). */
  async attemptsOf(endpointId: string): Promise<WebhookAttempt[]> {
    const rows = await this.models.attempts.find({ endpointId }).sort({ at: -1 }).limit(LOG_LIMIT).lean();
    return rows.map((row) => ({
      id: String(row._id),
      deliveryId: row.deliveryId,
      eventId: row.eventId ?? '',
      event: row.event ?? '',
      attempt: row.attempt ?? 1,
      statusCode: row.statusCode ?? null,
      durationMs: row.durationMs ?? 0,
      error: row.error ?? null,
      responseExcerpt: row.responseExcerpt ?? null,
      outcome: row.outcome ?? 'failed',
      nextAttemptAt: row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
      at: row.at.toISOString(),
    }));
  }

  /** An endpoint deleted: its queue and log go with it. */
  async forget(endpointId: string): Promise<void> {
    await this.models.deliveries.deleteMany({ endpointId });
    await this.models.attempts.deleteMany({ endpointId });
  }

  start(): void {
    if (this.pruner) return;
    this.senders.start();
    this.pruner = setInterval(() => void this.prune(), 3_600_000).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.pruner);
    this.pruner = undefined;
    await this.senders.stop();
  }

  private async prune(): Promise<void> {
    const before = new Date(Date.now() - KEEP_MS);
    try {
      await this.models.attempts.deleteMany({ at: { $lt: before } });
      await this.models.deliveries.deleteMany({ status: { $in: ['delivered', 'failed', 'cancelled'] }, finishedAt: { $lt: before } });
    } catch (error) {
      this.log.warn({ err: error }, 'could not prune the webhook log');
    }
  }

  /** Claims one due delivery and makes one attempt; false when none is due. */
  private async sendNext(): Promise<boolean> {
    const { filter, update, options } = this.claims.next();
    const delivery = await this.models.deliveries.findOneAndUpdate(filter, update, options).lean();
    if (!delivery) return false;
    const id = String(delivery._id);
    const mine = this.claims.mine(id);
    const over = (status: 'delivered' | 'failed' | 'cancelled') =>
      this.models.deliveries.updateOne(mine, { $set: { status, finishedAt: new Date() }, $unset: { ...released, body: 1 } });

    const endpoint = await this.endpoints.find(delivery.endpointId);
    if (!endpoint || (!endpoint.enabled && !delivery.test) || delivery.body === null || delivery.body === undefined) {
      await over('cancelled');
      return true;
    }

    const body = delivery.body;
    const timestamp = Math.floor(Date.now() / 1000);
    const result = await postWebhook(
      endpoint.url,
      body,
      {
        [WebhookHeaders.delivery]: id,
        [WebhookHeaders.event]: delivery.event,
        [WebhookHeaders.timestamp]: String(timestamp),
        [WebhookHeaders.signature]: signatureOf(endpoint.secret, timestamp, body),
      },
      this.settings,
    );
    const attempt = delivery.attempts ?? 1;
    const retry = !result.ok && attempt < delivery.maxAttempts;
    const nextAttemptAt = retry ? new Date(Date.now() + Math.min(this.settings.maxBackoffMs, this.settings.backoffMs * 2 ** (attempt - 1))) : null;
    await this.models.attempts.create({
      _id: randomUUID(),
      endpointId: endpoint.id,
      deliveryId: id,
      eventId: delivery.eventId,
      event: delivery.event,
      attempt,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      error: result.error,
      responseExcerpt: result.responseExcerpt,
      outcome: result.ok ? 'delivered' : retry ? 'retrying' : 'failed',
      nextAttemptAt,
      at: new Date(),
    });
    const log = { delivery: id, endpoint: endpoint.id, event: delivery.event, attempt, statusCode: result.statusCode };

    if (result.ok) {
      await over('delivered');
      if (!delivery.test) await this.endpoints.delivered(endpoint.id);
      this.log.info(log, 'webhook delivered');
    } else if (retry) {
      await this.models.deliveries.updateOne(mine, { $set: { status: 'queued', nextAttemptAt }, $unset: released });
      this.log.warn({ ...log, reason: result.error, retryAt: nextAttemptAt }, 'webhook not delivered: will try again');
    } else {
      await over('failed');
      this.log.warn({ ...log, reason: result.error }, 'webhook not delivered after its last attempt');
      if (!delivery.test) {
        const countFailures = (since: Date) =>
          this.models.deliveries.countDocuments({ endpointId: endpoint.id, status: 'failed', test: false, finishedAt: { $gt: since } });
        if (await this.endpoints.failed(endpoint.id, countFailures, this.settings.disableAfter))
          this.log.warn({ endpoint: endpoint.id, url: endpoint.url }, 'webhook endpoint disabled after deliveries in a row failed');
      }
    }
    return true;
  }
}
