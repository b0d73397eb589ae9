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
import { readEvent, type EventEnvelope } from '@agency/contracts';
import type { Logger } from 'pino';

export interface StreamSpec {
  name: string;
  subjects: readonly string[];
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
}

const MAX_DELIVERIES = 20;
const SECOND_IN_NANOS = 1_000_000_000;

/**
 * The JetStream side of domain events: streams, de-duplicated publishing and durable shared consumers.
 * Delivery is at-least-once; handlers must be idempotent (see `storeIfNewer`).
 */
export class EventBus {
  private readonly subscriptions: ConsumerMessages[] = [];
  private closed = false;

  private constructor(
    readonly connection: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly log: Logger,
  ) {}

  static async connect(natsUrl: string, name: string, log: Logger): Promise<EventBus> {
    const connection = await connect({
      servers: natsUrl,
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

  /** Creates the stream, or leaves an existing one as it is. Safe to call from every instance. */
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

  /** Publishes and waits for JetStream's ack; `msgID` makes a re-publish of the same event a no-op. */
  async publish(event: EventEnvelope): Promise<void> {
    await this.js.publish(event.type, JSON.stringify(event), { msgID: event.id, timeout: 5_000 });
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
    void this.pump(messages, options);
  }

  /**
   * Reads a whole stream in order, from its first event, on this instance alone (an ordered consumer:
   * every instance sees every event, and it resumes by itself after a reconnect). For state each
   * process keeps in memory, such as which users are still active. Resolves once the events stored
   * when it was called have been handled. With `afterSequence`, starts after that event instead (state
   * loaded from the database when the stream was there already needs only what came later). The handler
   * also gets the event's stream sequence, for a projection that stores how far it has read.
   */
  async follow(stream: StreamSpec, handler: (event: EventEnvelope, sequence: number) => void, afterSequence = 0): Promise<void> {
    const lastSequence = await this.lastSequence(stream);
    const consumer = await this.js.consumers.get(
      stream.name,
      afterSequence > 0 ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: afterSequence + 1 } : { deliver_policy: DeliverPolicy.All },
    );
    const messages = await consumer.consume();
    this.subscriptions.push(messages);
    let caughtUp: () => void = () => {};
    const done = new Promise<void>((resolve) => (caughtUp = resolve));
    if (lastSequence <= afterSequence) caughtUp();
    void (async () => {
      for await (const message of messages) {
        const read = readEvent(message.json());
        if (read.kind === 'event') handler(read.event, message.seq);
        else this.log.error({ subject: message.subject, ...read }, `ignoring ${read.kind === 'newer' ? 'an event of a newer schema version' : 'a malformed event'}`);
        if (message.seq >= lastSequence) caughtUp();
      }
    })().catch((error) => this.stopped(error, stream));
    return done;
  }

  private async pump(messages: ConsumerMessages, options: SubscribeOptions): Promise<void> {
    try {
      for await (const message of messages) {
        await this.handle(message, options);
      }
    } catch (error) {
      this.stopped(error, options.stream);
    }
  }

  /** A consumer's loop ended with an error: expected while closing (a pull after the connection went), else worth a log. */
  private stopped(error: unknown, stream: StreamSpec): void {
    if (!this.closed) this.log.error({ err: error, stream: stream.name }, 'a consumer of the stream stopped');
  }

  private async handle(message: JsMsg, options: SubscribeOptions): Promise<void> {
    const read = readEvent(message.json());
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
      await options.handler(event);
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
