import { Schema, Types, type Connection } from 'mongoose';
import type { WebhookEndpoint, WebhookEndpointInput, WebhookEventType } from '@agency/contracts';
import { newSigningSecret } from './signature';

const endpointSchema = new Schema(
  {
    _id: String,
    url: { type: String, required: true },
    events: { type: [String], required: true },
    description: { type: String, default: null },
    /** Signs every delivery; answered once, at creation, never again. */
    secret: { type: String, required: true },
    enabled: { type: Boolean, required: true },
    disabledReason: { type: String, default: null },
    disabledAt: { type: Date, default: null },
    /** Failures are counted from here: the creation, the last delivery that went, or the last re-enabling. */
    failuresSince: { type: Date, required: true },
    consecutiveFailures: { type: Number, default: 0 },
    lastDeliveryAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'webhook_endpoints', versionKey: false },
);

type EndpointRow = {
  _id: string;
  url: string;
  events: string[];
  description?: string | null;
  secret: string;
  enabled: boolean;
  disabledReason?: string | null;
  disabledAt?: Date | null;
  failuresSince: Date;
  consecutiveFailures?: number;
  lastDeliveryAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

function answer(row: EndpointRow): WebhookEndpoint {
  return {
    id: row._id,
    url: row.url,
    events: row.events as WebhookEventType[],
    description: row.description ?? null,
    enabled: row.enabled,
    disabledReason: row.enabled ? null : (row.disabledReason ?? null),
    disabledAt: !row.enabled && row.disabledAt ? row.disabledAt.toISOString() : null,
    consecutiveFailures: row.consecutiveFailures ?? 0,
    lastDeliveryAt: row.lastDeliveryAt ? row.lastDeliveryAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** At most this many endpoints: each event is sent to every one that asks for it. */
export const MAX_ENDPOINTS = 20;

export const BY_ADMINISTRATOR = 'Disabled by an administrator.';
export const afterFailures = (count: number) =>
  `Disabled after ${count === 1 ? 'a delivery' : `${count} deliveries in a row`} failed every attempt. Check that the receiver is up and answers 2xx, then re-enable it.`;

/** The webhook endpoints administrators registered, with their signing secrets (decision 0110). */
export function webhookEndpoints(db: Connection) {
  const model = db.model('WebhookEndpoint', endpointSchema);

  return {
    model,
    async list(): Promise<WebhookEndpoint[]> {
      const rows = await model.find().sort({ createdAt: 1 }).lean<EndpointRow[]>();
      return rows.map(answer);
    },
    count: () => model.countDocuments(),
    async find(id: string): Promise<(WebhookEndpoint & { secret: string }) | null> {
      const row = await model.findById(id).lean<EndpointRow>();
      return row ? { ...answer(row), secret: row.secret } : null;
    },
    /** The enabled endpoints that asked for this event and existed when it happened (a replay reaches no later one). */
    async subscribedTo(event: WebhookEventType, occurredAt: Date): Promise<{ id: string; createdAt: Date }[]> {
      const rows = await model.find({ enabled: true, events: event }, { _id: 1, createdAt: 1 }).lean<EndpointRow[]>();
      return rows.filter((row) => row.createdAt <= occurredAt).map((row) => ({ id: row._id, createdAt: row.createdAt }));
    },
    async create(input: WebhookEndpointInput): Promise<WebhookEndpoint & { secret: string }> {
      const now = new Date();
      const secret = newSigningSecret();
      const row = await model.create({
        _id: new Types.ObjectId().toHexString(),
        url: input.url,
        events: [...new Set(input.events)],
        description: input.description || null,
        secret,
        enabled: true,
        failuresSince: now,
        consecutiveFailures: 0,
        createdAt: now,
        updatedAt: now,
      });
      return { ...answer(row.toObject() as EndpointRow), secret };
    },
    async update(id: string, change: Partial<WebhookEndpointInput> & { enabled?: boolean }): Promise<WebhookEndpoint | null> {
      const now = new Date();
      const set: Record<string, unknown> = { updatedAt: now };
      if (change.url !== undefined) set.url = change.url;
      if (change.events !== undefined) set.events = [...new Set(change.events)];
      if (change.description !== undefined) set.description = change.description || null;
      if (change.enabled === true) Object.assign(set, { enabled: true, disabledReason: null, disabledAt: null, failuresSince: now, consecutiveFailures: 0 });
      if (change.enabled === false) Object.assign(set, { enabled: false, disabledReason: BY_ADMINISTRATOR, disabledAt: now });
      const row = await model.findOneAndUpdate({ _id: id }, { $set: set }, { new: true }).lean<EndpointRow>();
      return row ? answer(row) : null;
    },
    async remove(id: string): Promise<boolean> {
      return (await model.deleteOne({ _id: id })).deletedCount > 0;
    },
    /** A delivery went: the failures in a row start again. */
    async delivered(id: string): Promise<void> {
      const now = new Date();
      await model.updateOne({ _id: id }, { $set: { failuresSince: now, consecutiveFailures: 0, lastDeliveryAt: now } });
    },
    /**
     * A delivery failed every attempt: `failuresInARow` counted from the stored deliveries (not with $inc, which
     * FerretDB loses when two instances fail at once). At `disableAfter` the endpoint is disabled; true then.
     */
    async failed(id: string, countFailuresSince: (since: Date) => Promise<number>, disableAfter: number): Promise<boolean> {
      const row = await model.findById(id, { failuresSince: 1 }).lean<EndpointRow>();
      if (!row) return false;
      const failures = await countFailuresSince(row.failuresSince);
      const now = new Date();
      await model.updateOne({ _id: id }, { $set: { consecutiveFailures: failures, lastDeliveryAt: now } });
      if (failures < disableAfter) return false;
      const result = await model.updateOne({ _id: id, enabled: true }, { $set: { enabled: false, disabledReason: afterFailures(failures), disabledAt: now } });
      return result.modifiedCount > 0;
    },
  };
}
export type WebhookEndpoints = ReturnType<typeof webhookEndpoints>;
