import type { Model } from 'mongoose';
import type { EventEnvelope } from '@agency/contracts';
import type { EventBus, ServiceContext, StreamSpec } from '@agency/service-kit';

type Log = ServiceContext['log'];

/** How many events may pass between two saves of the stream position while a backlog is handled. */
const SAVE_POSITION_EVERY = 100;

/**
 * Reads one of the other contexts' streams from where the last run stopped and hands each event, in
 * stream order and one at a time, to an async handler that writes this service's copy (like engagement's
 * references). The position is saved when the backlog is handled (and every 100 events on the way), so a
 * restart reads again only what came after; a handler that fails (the database away) is retried and the
 * events behind it wait. Handlers must be idempotent: a restart may read up to 100 handled events again.
 */
export class StreamReader {
  private readonly pending: { event: EventEnvelope; sequence: number }[] = [];
  private draining: Promise<void> | null = null;
  private savedSequence = 0;
  private stopped = false;

  constructor(
    private readonly stream: StreamSpec,
    private readonly positions: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
    private readonly handle: (event: EventEnvelope) => Promise<void>,
    private readonly log: Log,
  ) {}

  /** The position the last run stored (0 when none); read it before loading the copies it covers. */
  async storedPosition(): Promise<number> {
    const position = (await this.positions.findOne({ _id: this.stream.name }).lean()) as { sequence: number } | null;
    this.savedSequence = position?.sequence ?? 0;
    return this.savedSequence;
  }

  /** Follows the stream after `from`; resolves once the events stored when called have been handled. */
  async follow(bus: EventBus, from: number): Promise<void> {
    await bus.follow(this.stream, (event, sequence) => this.add(event, sequence), from);
    await this.draining;
  }

  /** Finishes the event under way and drops the rest: they are read again from the stored position. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.pending.length = 0;
    await this.draining;
  }

  private add(event: EventEnvelope, sequence: number): void {
    if (this.stopped) return;
    this.pending.push({ event, sequence });
    this.draining ??= this.drain().finally(() => (this.draining = null));
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0 && !this.stopped) {
      const { event, sequence } = this.pending[0]!;
      await this.retried(() => this.handle(event), event);
      if (this.pending.length === 1 || sequence - this.savedSequence >= SAVE_POSITION_EVERY) {
        // $max: instances save concurrently, and one that is further on has handled every earlier event.
        await this.retried(() => this.positions.updateOne({ _id: this.stream.name }, { $max: { sequence } }, { upsert: true }), event);
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
        this.log.warn({ err: error, stream: this.stream.name, type: event.type, id: event.aggregateId, attempt }, 'could not apply an event; will retry');
        await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * 2 ** attempt)));
      }
    }
  }
}
