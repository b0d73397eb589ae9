import { setTimeout as delay } from 'node:timers/promises';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { readEvent, type EventEnvelope, type ReadEvent } from '@agency/contracts';
import type { Context } from '@opentelemetry/api';
import type { Logger } from 'pino';
import { envInt } from '../config';
import { contextFromCarrier, contextFromHeaders, inMessagingSpan, SpanKind, type TraceCarrier } from '../telemetry/tracing';

export interface StreamSpec {
  name: string;
  subjects: readonly string[];
}

/** An event as the outbox keeps it: with the trace context of the write that made it (decision 0111). */
export type OutboxEvent = EventEnvelope & { traceContext?: TraceCarrier };

/** How far a consumer of this process is behind its stream, for `/metrics`. */
export interface ConsumerLag {
  stream: string;
  consumer: string;
  /** Events stored in the stream that the consumer has not been given yet. */
  pending: number;
}

export interface SubscribeOptions {
  /** Durable consumer name, shared by every instance of the service: each event is handled once per service. */
  durable: string;
  stream: StreamSpec;
  /** Subject filter inside the stream, e.g. `catalog.job-role.*`. One filter: NATS 2.9 has no filter lists. */
  filter?: string;
  handler: (event: EventEnvelope) => Promise<void>;
  /** How many messages one instance asks for at a time (default 100). */
  batch?: number;
  /**
   * How many events one instance handles at once (default 1). Events of one aggregate are still handled one
   * after the other, in the stream's order; the handler must already bear events applied out of order,
   * as another instance may be handling the next event of the same aggregate.
   */
  concurrency?: number;
}

const MAX_DELIVERIES = 20;
/** An ordered consumer's heartbeat while no event comes; two missed in a row make it again (`follow`). */
const FOLLOW_HEARTBEAT_MS = 2_500;
/** How long a follower may make no progress while its stream holds events it has not read (or take to start). */
const FOLLOW_STALLED_MS = 10_000;
const SECOND_IN_NANOS = 1_000_000_000;

/**
 * The JetStream side of domain events: streams, de-duplicated publishing and durable shared consumers.
 * Delivery is at-least-once; handlers must be idempotent (see `storeIfNewer`).
 */
export class EventBus {
  private readonly subscriptions: ConsumerMessages[] = [];
  private closed = false;
  /** This process's durable consumers, and how far each of its followers has read, for `consumerLag`. */
  private readonly durables = new Map<string, StreamSpec>();
  private readonly followers = new Set<{ stream: StreamSpec; position: number }>();

  private constructor(
    readonly connection: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly log: Logger,
  ) {}

  /** `natsUrl` may list several servers of one cluster, comma-separated: the client moves to another when one goes. */
  static async connect(natsUrl: string, name: string, log: Logger): Promise<EventBus> {
    const connection = await connect({
      servers: natsUrl.split(',').map((url) => url.trim()),
      name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
    });
    const jsm = await jetstreamManager(connection);
    return new EventBus(connection, jetstream(connection), jsm, log);
  }

  /** True while connected to a NATS server (false during a reconnect). */
  isConnected(): boolean {
    return !this.connection.isClosed() && this.connection.info !== undefined && !this.reconnecting;
  }

  private reconnecting = false;

  /** Follows the connection's status so readiness can report a lost NATS at once. */
  watchStatus(): void {
    void (async () => {
      for await (const status of this.connection.status()) {
        if (status.type === 'disconnect' || status.type === 'reconnecting') this.reconnecting = true;
        if (status.type === 'reconnect') this.reconnecting = false;
      }
    })();
  }

  /**
   * Creates the stream, or leaves an existing one as it is. Safe to call from every instance. Its copies
   * are `STREAM_REPLICAS` (default 1; 3 on a three-node JetStream cluster, so a node may go: decision 0090).
   */
  async ensureStream(stream: StreamSpec): Promise<void> {
    const exists = await this.jsm.streams.info(stream.name).then(
      () => true,
      () => false,
    );
    if (exists) return;
    try {
      await this.jsm.streams.add({
        name: stream.name,
        subjects: [...stream.subjects],
        duplicate_window: 120 * SECOND_IN_NANOS,
        num_replicas: envInt('STREAM_REPLICAS', 1),
      });
    } catch (error) {
      // Another instance may have created it between our two calls.
      await this.jsm.streams.info(stream.name).catch(() => Promise.reject(error));
    }
  }

  /** The sequence number of the stream's last stored event (0 while it is empty); creates the stream if missing. */
  async lastSequence(stream: StreamSpec): Promise<number> {
    await this.ensureStream(stream);
    return (await this.jsm.streams.info(stream.name)).state.last_seq;
  }

  /**
   * Publishes and waits for JetStream's ack; `msgID` makes a re-publish of the same event a no-op. An outbox
   * event is published in a span under the write that made it, which its consumers' spans follow (the
   * `traceparent` header), however later the relay sends it.
   */
  async publish(event: OutboxEvent): Promise<void> {
    const { traceContext, ...envelope } = event;
    await inMessagingSpan(
      {
        kind: SpanKind.PRODUCER,
        operation: 'publish',
        subject: event.type,
        parent: contextFromCarrier(traceContext),
        attributes: { 'messaging.message.id': event.id },
      },
      (headers) => this.js.publish(event.type, JSON.stringify(envelope), { msgID: event.id, timeout: 5_000, headers }),
    );
  }

  /**
   * How many events each of this process's consumers has still to read: a durable consumer's `num_pending`
   * (shared by the service's instances), a follower's distance to its stream's last event.
   */
  async consumerLag(): Promise<ConsumerLag[]> {
    const durables = [...this.durables].map(async ([consumer, stream]) => ({
      stream: stream.name,
      consumer,
      pending: (await this.jsm.consumers.info(stream.name, consumer)).num_pending,
    }));
    // Followers of one stream are reported as one, the furthest behind.
    const lastReadOf = new Map<string, number>();
    for (const { stream, position } of this.followers) lastReadOf.set(stream.name, Math.min(position, lastReadOf.get(stream.name) ?? position));
    const followers = [...lastReadOf].map(async ([stream, position]) => ({
      stream,
      consumer: 'follower',
      pending: Math.max(0, (await this.jsm.streams.info(stream)).state.last_seq - position),
    }));
    return Promise.all([...durables, ...followers]);
  }

  async subscribe(options: SubscribeOptions): Promise<void> {
    await this.ensureStream(options.stream);
    const exists = await this.jsm.consumers.info(options.stream.name, options.durable).then(
      () => true,
      () => false,
    );
    if (!exists) {
      await this.jsm.consumers
        .add(options.stream.name, {
          durable_name: options.durable,
          ack_policy: AckPolicy.Explicit,
          deliver_policy: DeliverPolicy.All,
          ack_wait: 30 * SECOND_IN_NANOS,
          max_deliver: MAX_DELIVERIES,
          ...(options.filter ? { filter_subject: options.filter } : {}),
        })
        .catch((error) => this.jsm.consumers.info(options.stream.name, options.durable).catch(() => Promise.reject(error)));
    }
    const consumer = await this.js.consumers.get(options.stream.name, options.durable);
    const messages = await consumer.consume({ max_messages: options.batch ?? 100 });
    this.subscriptions.push(messages);
    this.durables.set(options.durable, options.stream);
    void this.pump(messages, options);
  }

  /**
   * Reads a whole stream in order, from its first event, on this instance alone (an ordered consumer:
   * every instance sees every event). For state each process keeps in memory, such as which users are
   * still active. Resolves once the events stored when it was called have been handled. With
   * `afterSequence`, starts after that event instead (state loaded from the database when the stream was
   * there already needs only what came later). The handler also gets the event's stream sequence, for a
   * projection that stores how far it has read, and the trace context the event was published in (to run
   * its work in a consumer's span: `inMessagingSpan`).
   *
   * An ordered consumer lives on one NATS server and the client library does not move it when that server
   * dies: on a cluster it then waited for ever (decision 0086). So when two heartbeats in a row are missed
   * (about FOLLOW_HEARTBEAT_MS × 2), when it makes no progress for FOLLOW_STALLED_MS while the stream holds
   * events it has not read, or when the consumer ends, it is made again after the last event handled.
   */
  async follow(
    stream: StreamSpec,
    handler: (event: EventEnvelope, sequence: number, trace: Context | undefined) => void,
    afterSequence = 0,
  ): Promise<void> {
    const lastSequence = await this.lastSequence(stream);
    let position = afterSequence;
    const progress = { stream, position };
    this.followers.add(progress);
    let caughtUp: () => void = () => {};
    const done = new Promise<void>((resolve) => (caughtUp = resolve));
    if (lastSequence <= afterSequence) caughtUp();
    const readFrom = async (after: number) => {
      const messages = await withTimeout(
        (async () => {
          const consumer = await this.js.consumers.get(
            stream.name,
            after > 0 ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: after + 1 } : { deliver_policy: DeliverPolicy.All },
          );
          return consumer.consume({ expires: FOLLOW_HEARTBEAT_MS * 2, idle_heartbeat: FOLLOW_HEARTBEAT_MS });
        })(),
        FOLLOW_STALLED_MS,
        'making the ordered consumer took too long',
      );
      this.subscriptions.push(messages);
      void (async () => {
        for await (const status of messages.status()) {
          if (status.type === 'heartbeats_missed' && status.count >= 2) messages.stop();
        }
      })();
      // While the cluster elects a new leader the library may keep re-making the consumer without a word: when
      // the stream holds events past the last one handled and none came for a while, it is made again here.
      let positionBefore = position;
      const watchdog = setInterval(() => {
        const stalled = position === positionBefore;
        positionBefore = position;
        if (!stalled) return;
        void this.jsm.streams.info(stream.name).then(
          (info) => void (info.state.last_seq > position && messages.stop()),
          () => undefined,
        );
      }, FOLLOW_STALLED_MS).unref();
      try {
        for await (const message of messages) {
          const read = readMessage(message);
          if (read.kind === 'event') handler(read.event, message.seq, contextFromHeaders(message.headers));
          else this.log.error({ subject: message.subject, ...read }, `ignoring ${read.kind === 'newer' ? 'an event of a newer schema version' : 'a malformed event'}`);
          position = progress.position = message.seq;
          if (message.seq >= lastSequence) caughtUp();
        }
      } finally {
        clearInterval(watchdog);
        this.subscriptions.splice(this.subscriptions.indexOf(messages), 1);
      }
    };
    void (async () => {
      while (!this.closed) {
        try {
          await readFrom(position);
        } catch (error) {
          if (this.closed) return;
          this.log.warn({ err: error, stream: stream.name }, 'following the stream failed');
        }
        if (this.closed) return;
        this.log.warn({ stream: stream.name, after: position }, 'following the stream again after its consumer went silent');
        await delay(FOLLOW_HEARTBEAT_MS);
      }
    })();
    return done;
  }

  private async pump(messages: ConsumerMessages, options: SubscribeOptions): Promise<void> {
    const turns = new AggregateTurns(options.concurrency ?? 1);
    try {
      for await (const message of messages) {
        const read = readMessage(message);
        await turns.run(read.kind === 'event' ? read.event.aggregateId : '', () => this.handle(message, read, options));
      }
    } catch (error) {
      this.stopped(error, options.stream);
    } finally {
      await turns.idle();
    }
  }

  /** A consumer's loop ended with an error: expected while closing (a pull after the connection went), else worth a log. */
  private stopped(error: unknown, stream: StreamSpec): void {
    if (!this.closed) this.log.error({ err: error, stream: stream.name }, 'a consumer of the stream stopped');
  }

  private async handle(message: JsMsg, read: ReadEvent, options: SubscribeOptions): Promise<void> {
    if (read.kind === 'malformed') {
      this.log.error({ err: read.error, subject: message.subject }, 'dropping a malformed event');
      message.term();
      return;
    }
    if (read.kind === 'newer') {
      // Written by a producer deployed before this consumer was upgraded (decision 0092): not dropped but
      // delivered again every 30 s (up to MAX_DELIVERIES, about 10 minutes) for the upgraded consumer.
      this.log.warn({ subject: message.subject, schemaVersion: read.schemaVersion }, 'an event of a newer schema version; will retry');
      message.nak(30_000);
      return;
    }
    const { event } = read;
    try {
      await inMessagingSpan(
        {
          kind: SpanKind.CONSUMER,
          operation: 'process',
          subject: message.subject,
          parent: contextFromHeaders(message.headers),
          attributes: { 'messaging.consumer.group.name': options.durable, 'messaging.message.id': event.id },
        },
        () => options.handler(event),
      );
      message.ack();
    } catch (error) {
      const attempt = message.info.deliveryCount;
      this.log.warn({ err: error, eventId: event.id, type: event.type, attempt }, 'event handler failed; will retry');
      if (attempt >= MAX_DELIVERIES) message.term();
      else message.nak(Math.min(30_000, 250 * 2 ** attempt));
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const messages of this.subscriptions) messages.stop();
    await this.connection.drain().catch(() => this.connection.close());
  }
}

/** A message's event; a body that is not JSON at all is malformed like one that is not an event. */
function readMessage(message: JsMsg): ReadEvent {
  try {
    return readEvent(message.json());
  } catch (error) {
    return { kind: 'malformed', error: error as Error };
  }
}

/**
 * Up to `limit` tasks at once, those of one key one after another in the order given. `run` resolves once
 * its task has started, so a consumer's loop reads on while there is room, and waits while there is none.
 */
class AggregateTurns {
  private readonly running = new Set<Promise<void>>();
  /** The last task queued per key, while it has not finished. */
  private readonly lastOfKey = new Map<string, Promise<void>>();

  constructor(private readonly limit: number) {}

  async run(key: string, task: () => Promise<void>): Promise<void> {
    while (this.running.size >= this.limit) await Promise.race(this.running);
    const before = this.lastOfKey.get(key) ?? Promise.resolve();
    const turn: Promise<void> = before.then(task).finally(() => {
      this.running.delete(turn);
      if (this.lastOfKey.get(key) === turn) this.lastOfKey.delete(key);
    });
    this.running.add(turn);
    this.lastOfKey.set(key, turn);
  }

  async idle(): Promise<void> {
    await Promise.all(this.running);
  }
}

/** `promise`, or a rejection with `message` once `ms` pass. */
function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
