import type { EventEnvelope } from '@agency/contracts';
import type { Context } from '@opentelemetry/api';
import type { Logger } from 'pino';
import type { EventBus } from '../events/bus';
import { inMessagingSpan, SpanKind } from '../telemetry/tracing';
import type { CheckpointStore } from './checkpoints';
import type { Projection } from './projection';

/** How many events may pass between two saves of the checkpoint while a backlog is applied. */
const SAVE_EVERY = 100;

/**
 * Runs a projection with a `database` checkpoint: reads its stream from the event after the stored
 * checkpoint and applies each event in stream order, one at a time. The checkpoint is saved when the
 * backlog is applied (and every 100 events on the way). An event whose apply fails (the database away)
 * is retried and the events behind it wait.
 */
export class CheckpointedReader {
  private readonly pending: { event: EventEnvelope; sequence: number; trace: Context | undefined }[] = [];
  private draining: Promise<void> | null = null;
  private savedSequence = 0;
  private stopped = false;

  constructor(
    private readonly projection: Projection,
    private readonly checkpoints: CheckpointStore,
    private readonly log: Logger,
  ) {}

  /** The checkpoint the last run stored (0 when none); read it before loading the copies it covers. */
  async storedCheckpoint(): Promise<number> {
    this.savedSequence = await this.checkpoints.read(this.projection.stream.name);
    return this.savedSequence;
  }

  /** Follows the stream after `from`; resolves once the events stored when called have been applied. */
  async follow(bus: EventBus, from: number): Promise<void> {
    await bus.follow(this.projection.stream, (event, sequence, trace) => this.add(event, sequence, trace), from);
    await this.draining;
  }

  /** Finishes the event under way and drops the rest: they are read again from the stored checkpoint. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.pending.length = 0;
    await this.draining;
  }

  private add(event: EventEnvelope, sequence: number, trace: Context | undefined): void {
    if (this.stopped) return;
    this.pending.push({ event, sequence, trace });
    this.draining ??= this.drain().finally(() => (this.draining = null));
  }

  private async drain(): Promise<void> {
    const { projection } = this;
    while (this.pending.length > 0 && !this.stopped) {
      const { event, sequence, trace } = this.pending[0]!;
      if (projection.handles.includes(event.type)) {
        // The span of the event's consumer in this service, under the publish of the write that made it.
        const span = {
          kind: SpanKind.CONSUMER,
          operation: 'process',
          subject: event.type,
          parent: trace,
          attributes: { 'messaging.consumer.group.name': projection.name, 'messaging.message.id': event.id },
        };
        await inMessagingSpan(span, () => this.retried(() => projection.apply(event), event));
      }
      if (this.pending.length === 1 || sequence - this.savedSequence >= SAVE_EVERY) {
        await this.retried(() => this.checkpoints.save(projection.stream.name, sequence), event);
        this.savedSequence = sequence;
      }
      this.pending.shift();
    }
  }

  private async retried(work: () => Promise<unknown>, event: EventEnvelope): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt++) {
      try {
        await work();
        return;
      } catch (error) {
        if (this.stopped) return;
        this.log.warn({ err: error, projection: this.projection.name, type: event.type, id: event.aggregateId, attempt }, 'could not apply an event; will retry');
        await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * 2 ** attempt)));
      }
    }
  }
}
