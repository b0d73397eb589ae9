import type { Model } from 'mongoose';
import { isDuplicateKey, type ServiceContext } from '@agency/service-kit';

/** A change to the stored copy of one record, at the version of the event that made it. */
export interface StoredChange {
  model: Model<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  id: string;
  version: number;
  fields: Record<string, unknown>;
}

/** How many events may pass between two saves of the stream position while a backlog is written. */
const SAVE_POSITION_EVERY = 100;

/**
 * Writes the stored copies behind one stream's events, in stream order, and how far they reach: the
 * position is saved when the backlog is written (and every 100 events on the way), so a restart reads
 * again only what was not stored yet. A failed write is retried while the database is away; the events
 * behind it wait.
 */
export class StoredCopies {
  private readonly pending: { change: StoredChange | null; sequence: number }[] = [];
  private draining: Promise<void> | null = null;
  private savedSequence = 0;
  private stopped = false;

  constructor(
    private readonly streamName: string,
    private readonly positions: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
    private readonly log: ServiceContext['log'],
  ) {}

  /**
   * The position stored by the last run (0 when none): the stream is read from the event after it. Each
   * event then changes the memory at once and is handed here (`add`) for its copy to be written behind.
   */
  async storedPosition(): Promise<number> {
    const position = (await this.positions.findOne({ _id: this.streamName }).lean()) as { sequence: number } | null;
    this.savedSequence = position?.sequence ?? 0;
    return this.savedSequence;
  }

  add(change: StoredChange | null, sequence: number): void {
    if (this.stopped) return;
    this.pending.push({ change, sequence });
    this.draining ??= this.drain().finally(() => (this.draining = null));
  }

  /** Finishes the write under way and drops the rest: it is read again from the stored position after a restart. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.pending.length = 0;
    await this.draining;
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0 && !this.stopped) {
      const { change, sequence } = this.pending[0]!;
      const savePosition = this.pending.length === 1 || sequence - this.savedSequence >= SAVE_POSITION_EVERY;
      await this.retried(async () => {
        if (change) await this.store(change);
        // $max: instances save concurrently, and one that is further on has stored every earlier event.
        if (savePosition) await this.positions.updateOne({ _id: this.streamName }, { $max: { sequence } }, { upsert: true });
      });
      if (savePosition) this.savedSequence = sequence;
      this.pending.shift();
    }
  }

  /** Writes the copy unless a newer version is stored (another instance may be ahead). */
  private async store({ model, id, version, fields }: StoredChange): Promise<void> {
    try {
      await model.updateOne({ _id: id, version: { $lt: version } }, { $set: { ...fields, version } }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  private async retried(write: () => Promise<void>): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (this.stopped) return;
        this.log.warn({ err: error, stream: this.streamName, attempt }, 'could not store a reference; will retry');
        await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * 2 ** attempt)));
      }
    }
  }
}
