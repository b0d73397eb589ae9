import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';

/** What @fastify/rate-limit expects back from a store. */
interface Count {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, count?: Count) => void;

const NANOS_PER_MS = 1_000_000;

/**
 * The gateway's per-client counts (sign-in and public-form limits) in NATS JetStream, so that every gateway
 * instance counts the same client against one limit (decision 0086). In memory, two instances behind a load
 * balancer each allowed the whole limit.
 *
 * Each attempt is one message on the client's subject, in a stream per window length that forgets messages
 * older than the window; the count is the number of messages the stream holds on that subject (a sliding
 * window). Publishing is all a count needs, so no count is lost between instances. Not a counter updated in
 * place: MongoDB on FerretDB loses concurrent `$inc`, and a key-value bucket's compare-and-set let most
 * concurrent updates through on a three-node cluster of nats-server 2.9.10 (40 at once counted as 4).
 * Attempts arriving at the same moment may each be counted before the others (a burst gets a few more).
 */
export class SharedCounts {
  private readonly streams = new Map<number, Promise<string>>();

  constructor(
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    /** Copies of each stream: STREAM_REPLICAS, as for the event streams. */
    private readonly replicas: number,
  ) {}

  static async open(connection: NatsConnection, replicas: number): Promise<SharedCounts> {
    return new SharedCounts(jetstream(connection), await jetstreamManager(connection), replicas);
  }

  /** Counts one attempt for `key` and answers how many there were within the last `windowMs`. */
  async increment(key: string, windowMs: number): Promise<Count> {
    const stream = await this.streamFor(windowMs);
    // A subject token takes letters, digits, `-` and `_`: IPv6 addresses and form paths are encoded.
    const subject = `${stream.toLowerCase()}.${Buffer.from(key).toString('base64url')}`;
    await this.js.publish(subject, '', { timeout: 5_000 });
    const info = await this.jsm.streams.info(stream, { subjects_filter: subject });
    // The oldest attempt may leave the window sooner; the whole window is the longest wait.
    return { current: info.state.subjects?.[subject] ?? 1, ttl: windowMs };
  }

  /** The stream of one window length, made by the first instance that needs it (the same settings make it a no-op after). */
  private streamFor(windowMs: number): Promise<string> {
    let made = this.streams.get(windowMs);
    if (!made) {
      const name = `RATE_LIMITS_${windowMs}MS`;
      made = this.jsm.streams
        .add({
          name,
          subjects: [`${name.toLowerCase()}.*`],
          max_age: windowMs * NANOS_PER_MS,
          num_replicas: this.replicas,
        })
        .then(() => this.leaderOf(name))
        .then(() => name);
      made.catch(() => this.streams.delete(windowMs));
      this.streams.set(windowMs, made);
    }
    return made;
  }

  /**
   * Waits until the stream has a leader. On a cluster a new stream answers its creation before its copies have
   * chosen one, and a publish meanwhile finds no one to store it ('jetstream is not enabled').
   */
  private async leaderOf(name: string): Promise<void> {
    for (let attempt = 0; attempt < 50; attempt++) {
      // Without a leader the question may find no one to answer it either.
      const info = await this.jsm.streams.info(name).catch(() => null);
      if (info && (!info.cluster || info.cluster.leader)) return;
      await delay(100);
    }
    throw new Error(`the stream ${name} has no leader after 5 s`);
  }
}

/**
 * A store class for @fastify/rate-limit (which makes it with `new`) counting in `counts`. A count that
 * cannot be stored (NATS unreachable) is logged; the plugin then lets the request through (`skipOnError`),
 * and the auth service's own limits per account and address still apply (decision 0068).
 */
export function sharedCountStore(counts: SharedCounts, log: FastifyBaseLogger) {
  return class SharedCountStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      counts.increment(key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => {
          log.warn({ err: error }, 'a rate-limit count could not be stored; the request is let through');
          callback(error);
        },
      );
    }

    child(): SharedCountStore {
      return this;
    }
  };
}
