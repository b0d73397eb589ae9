import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Schema, Types, type Model } from 'mongoose';
import { EVENT_SCHEMA_VERSION, type EventEnvelope } from '@agency/contracts';
import type { Logger } from 'pino';
import { envInt } from '../config';
import { conflict } from '../errors';
import { currentTraceCarrier } from '../telemetry/tracing';
import type { EventBus, OutboxEvent, StreamSpec } from './bus';
import { GroupedInserts } from './grouped-inserts';

/**
 * The transactional outbox, kept inside the entity's own document.
 *
 * FerretDB has no multi-document transactions, so an event cannot be written atomically to a separate
 * collection. Instead every write pushes its event into the document's `outbox` array in the same
 * single-document update; the relay publishes pending events and pulls them out once JetStream has
 * acknowledged them. A crash or a NATS outage after the write leaves the event in the document until
 * it is delivered. Deletes are soft (`deletedAt`) until their event is out, then the relay removes the
 * document.
 */
export function outboxPlugin(schema: Schema): void {
  schema.add({
    version: { type: Number, default: 0 },
    outbox: { type: [Schema.Types.Mixed], default: [] },
    outboxPending: { type: Boolean, default: false },
    deletedAt: { type: Date, default: null },
  });
  schema.index({ outboxPending: 1 });
}

/** Filter for documents that are not (soft-)deleted. */
export const live = { deletedAt: null } as const;

export function newEvent<T>(type: string, aggregateId: string, version: number, data: T): EventEnvelope<T> {
  return { schemaVersion: EVENT_SCHEMA_VERSION, id: randomUUID(), type, occurredAt: new Date().toISOString(), aggregateId, version, data };
}

/**
 * The event as the outbox keeps it: with the trace context of the request that wrote it, so that the relay
 * publishes it in that trace however much later (decision 0111). Nothing is added while tracing is off.
 */
function withTraceContext(event: EventEnvelope): OutboxEvent {
  const traceContext = currentTraceCarrier();
  return traceContext ? { ...event, traceContext } : event;
}

interface OutboxDocument {
  _id: Types.ObjectId;
  version: number;
  outbox: OutboxEvent[];
  outboxPending: boolean;
  deletedAt: Date | null;
}

/** A document's outbox as its writer left it: what the relay would read back, known without reading. */
export type WrittenOutbox = Pick<OutboxDocument, 'version' | 'outbox' | 'deletedAt'>;

export interface EventfulWrites<TDoc> {
  /**
   * Inserts a document with its "created" event. With `id` (an ObjectId's hex) the document gets that id
   * instead of a new one: a second create of the same thing, say by another instance handling the same
   * event, is then refused as a duplicate key instead of making a second document.
   */
  create(
    fields: Partial<TDoc>,
    eventType: string,
    snapshot: (doc: TDoc & { _id: Types.ObjectId }) => unknown,
    id?: string,
  ): Promise<TDoc & { _id: Types.ObjectId }>;
  /**
   * Applies `patch` to a live document with optimistic concurrency (retried on a concurrent write) and
   * records the event in the same update. Returns null when the document does not exist. A patch that
   * answers null writes nothing and has no event (the document, read again after a lost race, needs none).
   */
  update(
    id: string,
    patch: (current: TDoc) => Partial<TDoc> | null,
    eventType: string,
    snapshot: (doc: TDoc & { _id: Types.ObjectId }) => unknown,
  ): Promise<(TDoc & { _id: Types.ObjectId }) | null>;
  /** Soft-deletes with a "deleted" event; the relay removes the document once the event is out. */
  remove(id: string, eventType: string, snapshot: (doc: TDoc & { _id: Types.ObjectId }) => unknown): Promise<boolean>;
}

/**
 * Within a process, the writes of one document take turns: they would otherwise only meet in the
 * database as version conflicts and retries. Across instances the conditional update on `version`
 * decides (atomic per document in MongoDB, and in our FerretDB build: decision 0077).
 */
const documentTurns = new Map<string, Promise<unknown>>();

/** Runs `work` after every earlier write of the same document in this process has finished. */
export async function inDocumentTurn<T>(model: Model<any>, id: unknown, work: () => Promise<T>): Promise<T> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const key = `${model.db.name}.${model.collection.collectionName}:${String(id)}`;
  const run = (documentTurns.get(key) ?? Promise.resolve()).then(work, work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  documentTurns.set(key, settled);
  try {
    return await run;
  } finally {
    if (documentTurns.get(key) === settled) documentTurns.delete(key);
  }
}

const MAX_CONFLICT_RETRIES = 5;
/** The answer (409) when a change lost the race to other instances' changes of the same record that often. */
export const CHANGED_MEANWHILE = 'This record was being changed by someone else at the same moment. Reload it and save your change again.';
/** Documents the relay publishes and clears with one bulk write. */
const RELAY_BATCH = 100;

/** The relays made over each bus, whose backlogs the service's `/metrics` reports. */
const relaysByBus = new WeakMap<EventBus, OutboxRelay[]>();
export const outboxRelaysOf = (bus: EventBus): readonly OutboxRelay[] => relaysByBus.get(bus) ?? [];

/** One group of inserts per model, whichever of its stores writes. */
const groupedInserts = new WeakMap<Model<any>, GroupedInserts>(); // eslint-disable-line @typescript-eslint/no-explicit-any
function insertsInto(model: Model<any>): GroupedInserts { // eslint-disable-line @typescript-eslint/no-explicit-any
  let inserts = groupedInserts.get(model);
  if (!inserts) groupedInserts.set(model, (inserts = new GroupedInserts(model)));
  return inserts;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function eventfulWrites<TDoc>(model: Model<any>, relay?: OutboxRelay): EventfulWrites<TDoc> {
  type Stored = TDoc & OutboxDocument;

  async function patchWithEvent(
    id: string,
    patch: (current: TDoc) => Partial<TDoc> | null,
    eventType: string,
    snapshot: (doc: TDoc & { _id: Types.ObjectId }) => unknown,
  ) {
    if (!Types.ObjectId.isValid(id)) return null;
    return inDocumentTurn(model, id, () => patchInTurn(id, patch, eventType, snapshot));
  }

  async function patchInTurn(
    id: string,
    patch: (current: TDoc) => Partial<TDoc> | null,
    eventType: string,
    snapshot: (doc: TDoc & { _id: Types.ObjectId }) => unknown,
  ) {
    for (let attempt = 0; attempt < MAX_CONFLICT_RETRIES; attempt++) {
      const current = (await model.findOne({ _id: id, ...live }).lean()) as Stored | null;
      if (!current) return null;
      // Cast like the update itself will be (e.g. id strings to ObjectIds), so the snapshot matches what is stored.
      // castObject drops nulls, but a null in a patch clears that field, so those are kept.
      const fields = patch(current);
      if (fields === null) return current as TDoc & { _id: Types.ObjectId };
      const cleared = Object.fromEntries(Object.entries(fields).filter(([, value]) => value === null));
      const changes = { ...model.castObject(fields), ...cleared } as Partial<TDoc>;
      const version = current.version + 1;
      const next = { ...current, ...changes, version } as Stored;
      const event = withTraceContext(newEvent(eventType, id, version, snapshot(next)));
      const result = await model.updateOne(
        { _id: id, version: current.version, ...live },
        { $set: { ...changes, version, outboxPending: true }, $push: { outbox: event } },
      );
      if (result.matchedCount === 1) {
        relay?.wrote(model, id, { version, outbox: [...(current.outbox ?? []), event], deletedAt: next.deletedAt ?? null });
        return next;
      }
      // Another instance wrote first: a short random pause keeps two instances from retrying in lockstep.
      await delay(Math.random() * 5 * (attempt + 1));
    }
    // Other instances kept changing it between the read and the write: say so, and let the person try again.
    throw conflict(CHANGED_MEANWHILE);
  }

  return {
    async create(fields, eventType, snapshot, id) {
      const _id = new Types.ObjectId(id);
      const doc = new model({ ...fields, _id, version: 1 });
      const plain = doc.toObject() as TDoc & { _id: Types.ObjectId };
      const event = withTraceContext(newEvent(eventType, _id.toHexString(), 1, snapshot(plain)));
      doc.set({ outbox: [event], outboxPending: true });
      await insertsInto(model).insert(doc);
      relay?.wrote(model, _id.toHexString(), { version: 1, outbox: [event], deletedAt: null });
      return plain;
    },
    update: patchWithEvent,
    async remove(id, eventType, snapshot) {
      const removed = await patchWithEvent(id, () => ({ deletedAt: new Date() }) as unknown as Partial<TDoc>, eventType, snapshot);
      return removed !== null;
    },
  };
}

/**
 * Publishes pending outbox events, in order within a document. Any instance may run it: JetStream drops
 * a re-published event by its msgID.
 *
 * What this process writes is published at once, found by `_id` (decision 0029): the one lookup FerretDB
 * answers without reading the whole collection. Events left behind by a process that stopped before
 * publishing (a crash, a NATS outage that outlived it, a script without a relay) are found by a sweep of
 * the pending documents at start and then every `sweepMs`, a query that reads every document on FerretDB.
 */
export class OutboxRelay {
  private running = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  /**
   * Documents this process wrote an event into, by model, not yet published, with their outbox as the
   * write left it (null: to be read back).
   */
  private readonly written = new Map<Model<any>, Map<string, WrittenOutbox | null>>(); // eslint-disable-line @typescript-eslint/no-explicit-any

  private readonly models: Model<any>[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Events of the batch being published (taken out of `written`, or found by the sweep), for `backlog`. */
  private readonly inFlight = new Map<Model<any>, number>(); // eslint-disable-line @typescript-eslint/no-explicit-any

  constructor(
    private readonly bus: EventBus,
    private readonly log: Logger,
    private readonly sweepMs = 300_000,
  ) {
    relaysByBus.set(bus, [...outboxRelaysOf(bus), this]);
  }

  /**
   * The outbox backlog of `/metrics`, by collection: the events this process wrote, or its sweep found, and
   * has not published yet. It grows while NATS is away or the relay fails, and should stay near 0. Known
   * without a query: counting the pending documents would read every document on FerretDB at each scrape.
   */
  backlog(): { collection: string; pending: number }[] {
    const pending = new Map<string, number>();
    const add = (model: Model<any>, events: number) => { // eslint-disable-line @typescript-eslint/no-explicit-any
      const collection = model.collection.collectionName;
      pending.set(collection, (pending.get(collection) ?? 0) + events);
    };
    for (const model of this.models) add(model, 0);
    // A document to read back (null) holds at least one event.
    for (const [model, ids] of this.written) for (const state of ids.values()) add(model, state?.outbox.length ?? 1);
    for (const [model, events] of this.inFlight) add(model, events);
    return [...pending].map(([collection, events]) => ({ collection, pending: events }));
  }

  /**
   * A service's relay: its stream exists once this resolves. Build the stores with it (they hand it each
   * write), then `publishFrom` their models. `OUTBOX_SWEEP_MS` sets how often it looks for leftovers.
   */
  static async forStream(bus: EventBus, log: Logger, stream: StreamSpec): Promise<OutboxRelay> {
    await bus.ensureStream(stream);
    return new OutboxRelay(bus, log, envInt('OUTBOX_SWEEP_MS', 300_000));
  }

  /** Watches the models and starts relaying once their indexes exist (the sweep's query needs `outboxPending`'s). */
  async publishFrom(models: Model<any>[], ensureIndexes: () => Promise<unknown>): Promise<this> { // eslint-disable-line @typescript-eslint/no-explicit-any
    this.watch(...models);
    await ensureIndexes();
    this.start();
    return this;
  }

  /** Adds models whose leftover events the sweep publishes. */
  watch(...models: Model<any>[]): this { // eslint-disable-line @typescript-eslint/no-explicit-any
    this.models.push(...models);
    return this;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /**
   * This process has just recorded an event in the document: publish it now. With the outbox the write
   * left (`state`), the relay publishes from it instead of reading the document back (decision 0049).
   */
  wrote(model: Model<any>, id: string, state?: WrittenOutbox): void { // eslint-disable-line @typescript-eslint/no-explicit-any
    let ids = this.written.get(model);
    if (!ids) this.written.set(model, (ids = new Map()));
    // A later write's outbox holds the earlier one's events too (none is pulled before it is published).
    ids.set(id, state ?? null);
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /**
   * Publishes the events of the documents this process wrote, a batch at a time; on a failure they stay
   * to be tried again.
   */
  private async publishWritten(): Promise<void> {
    for (const [model, ids] of this.written) {
      while (ids.size > 0) {
        // Out of the map before publishing: a write that lands meanwhile puts its document back for another pass.
        const batch = [...ids].slice(0, RELAY_BATCH);
        for (const [id] of batch) ids.delete(id);
        this.inFlight.set(model, batch.reduce((events, [, state]) => events + (state?.outbox.length ?? 1), 0));
        try {
          const docs = await Promise.all(
            batch.map(async ([id, state]) =>
              state ? { _id: new Types.ObjectId(id), outboxPending: true, ...state } : ((await model.findOne({ _id: id }).lean()) as OutboxDocument | null),
            ),
          );
          await this.publishDocuments(model, docs.filter((doc): doc is OutboxDocument => doc?.outboxPending === true));
        } catch (error) {
          // Tried again on the next pass, read back then: the documents may have changed meanwhile.
          for (const [id] of batch) if (!ids.has(id)) ids.set(id, null);
          throw error;
        } finally {
          this.inFlight.delete(model);
        }
      }
      this.written.delete(model);
    }
  }

  /** One batch of the pending documents of every watched model; answers whether a batch was full. */
  private async sweep(): Promise<boolean> {
    let more = false;
    for (const model of this.models) {
      const pending = (await model.find({ outboxPending: true }).sort({ _id: 1 }).limit(RELAY_BATCH).lean()) as OutboxDocument[];
      this.inFlight.set(model, pending.reduce((events, doc) => events + doc.outbox.length, 0));
      await this.publishDocuments(model, pending);
      this.inFlight.delete(model);
      more ||= pending.length === RELAY_BATCH;
    }
    return more;
  }

  /**
   * Publishes the documents' events (in order within a document, documents side by side), then empties
   * their outboxes in one bulk write. Not in the documents' write turns: every write of an event raises
   * the version, and the bookkeeping is conditional on the version seen here, so it cannot undo a write.
   */
  private async publishDocuments(model: Model<any>, docs: OutboxDocument[]): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
    if (docs.length === 0) return;
    await Promise.all(
      docs.map(async (doc) => {
        for (const event of doc.outbox) await this.bus.publish(event);
      }),
    );
    // While the version is the one seen here the stored outbox holds no event but these, all published now:
    // one write empties it and clears the flag (or removes a deleted document).
    const result = await model.bulkWrite(
      docs.map((doc) =>
        doc.deletedAt
          ? { deleteOne: { filter: { _id: doc._id, version: doc.version, deletedAt: { $ne: null } } } }
          : { updateOne: { filter: { _id: doc._id, version: doc.version }, update: { $set: { outbox: [], outboxPending: false } }, timestamps: false } },
      ),
      { ordered: false },
    );
    if (result.matchedCount + result.deletedCount === docs.length) return;
    // A newer event arrived in some of them meanwhile (its own pass publishes it): take out only what was
    // published here, by exact value (FerretDB's $pull does not take a condition); a no-op where it is gone.
    const pulls = docs.flatMap((doc) => doc.outbox.map((event) => ({ updateOne: { filter: { _id: doc._id }, update: { $pull: { outbox: event } }, timestamps: false } })));
    // None when the documents held no event (a bulk write of nothing is refused).
    if (pulls.length > 0) await model.bulkWrite(pulls, { ordered: false });
  }

  private async run(): Promise<void> {
    let backoffMs = 250;
    let nextSweepAt = 0; // at start
    while (this.running) {
      try {
        await this.publishWritten();
        if (Date.now() >= nextSweepAt) nextSweepAt = (await this.sweep()) ? 0 : Date.now() + this.sweepMs;
        backoffMs = 250;
      } catch (error) {
        this.log.warn({ err: error }, 'outbox relay could not publish; will retry');
        await this.sleep(backoffMs);
        backoffMs = Math.min(5_000, backoffMs * 2);
        continue;
      }
      // Checked right before sleeping: a stop or a write that came during the pass must not wait for the next sweep.
      if (this.running && this.written.size === 0) await this.sleep(nextSweepAt - Date.now());
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, Math.max(0, ms));
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
