import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { EventBus } from '../events/bus';
import { CheckpointedReader } from './checkpointed-reader';
import { CheckpointStore } from './checkpoints';
import { subjectFilter, type Projection } from './projection';

/** How many events of a `consumer` projection one instance applies at once. */
const CONSUMER_CONCURRENCY = 8;

/** Runs a service's projections, each where its checkpoint says (see `Projection.checkpoint`). */
export class ProjectionRunner {
  private readonly checkpoints: CheckpointStore;
  private readonly readers: CheckpointedReader[] = [];
  private readonly streamsRead = new Set<string>();

  constructor(
    db: Connection,
    private readonly bus: EventBus,
    private readonly log: Logger,
  ) {
    this.checkpoints = new CheckpointStore(db);
  }

  /**
   * Starts the projections. Resolves once those with a `database` checkpoint have loaded their memory and
   * applied the events stored so far, and those with a `consumer` one are subscribed.
   */
  async follow(...projections: Projection[]): Promise<void> {
    const fromDatabase = projections.filter((projection) => projection.checkpoint === 'database');
    const readers = fromDatabase.map((projection) => this.readerOf(projection));
    // Checkpoints before copies: a copy stored meanwhile by another instance is then newer than its
    // checkpoint, and its event is read again (a no-op), rather than loaded stale and its event skipped.
    const from = await Promise.all(readers.map((reader) => reader.storedCheckpoint()));
    await Promise.all(fromDatabase.map((projection) => projection.load?.()));
    await Promise.all(readers.map((reader, index) => reader.follow(this.bus, from[index]!)));
    for (const projection of projections.filter((each) => each.checkpoint === 'consumer')) {
      await this.bus.subscribe({
        durable: projection.name,
        stream: projection.stream,
        filter: subjectFilter(projection.handles),
        // One by one, the portal's appointments fell minutes behind a burst of interviews once one of its two
        // instances was killed (decision 0090). A projection applies by version, so order across aggregates
        // does not matter, and another instance may apply the same aggregate's next event at any time.
        concurrency: CONSUMER_CONCURRENCY,
        handler: async (event) => {
          if (projection.handles.includes(event.type)) await projection.apply(event);
        },
      });
    }
  }

  /** Finishes the events under way; what was not applied yet is read again after a restart. */
  async stop(): Promise<void> {
    await Promise.all(this.readers.map((reader) => reader.stop()));
  }

  private readerOf(projection: Projection): CheckpointedReader {
    // One checkpoint per stream: two projections reading the same stream from the database would share it.
    if (this.streamsRead.has(projection.stream.name)) throw new Error(`${projection.stream.name} is read from a database checkpoint twice`);
    this.streamsRead.add(projection.stream.name);
    const reader = new CheckpointedReader(projection, this.checkpoints, this.log);
    this.readers.push(reader);
    return reader;
  }
}
