import type { Logger } from 'pino';

/**
 * A digest's look (`send`), run at start and every `everyMs` on every instance (decisions 0098 and 0135): one at a
 * time in a process, a failed one logged and tried again at the next look. What makes a digest go out once a day is
 * the delivery queue's key, not this.
 */
export abstract class PeriodicLook {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(private readonly looks: { everyMs: number; what: string; log: Logger }) {}

  protected abstract send(now: Date): Promise<void>;

  start(): void {
    void this.check();
    this.timer = setInterval(() => void this.check(), this.looks.everyMs).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One look (not two at once in a process). */
  check(now = new Date()): Promise<void> {
    this.running ??= this.send(now)
      .catch((error) => this.looks.log.warn({ err: error }, `${this.looks.what} could not be made; trying again at the next look`))
      .finally(() => (this.running = null));
    return this.running;
  }
}
