import type { Logger } from 'pino';

export interface SenderPoolOptions {
  /** Senders taking records side by side. */
  concurrency: number;
  /** How long an idle sender waits before looking again (ms): retries come due and claims run out meanwhile. */
  pollMs: number;
  /** Takes the next due record and sends it; false when none is due. */
  sendNext: () => Promise<boolean>;
  /** Logged (a warning) when taking the next record fails, e.g. 'could not take the next e-mail to send'. */
  takeFailed: string;
}

/**
 * The senders of a queue kept in the database (the e-mails, the webhook deliveries): `concurrency` loops that
 * each send one due record after another and, when none is due, wait `pollMs` or until `wake()` says a new
 * record was queued. `stop()` ends them once their sends in flight are over.
 */
export class SenderPool {
  private running = false;
  private wakeAll: (() => void) | undefined;
  private senders: Promise<void>[] = [];

  constructor(
    private readonly options: SenderPoolOptions,
    private readonly log: Logger,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.senders = Array.from({ length: this.options.concurrency }, () => this.sendLoop());
  }

  /** A record was queued: the waiting senders look now rather than at their next poll. */
  wake(): void {
    this.wakeAll?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await Promise.all(this.senders);
  }

  private async sendLoop(): Promise<void> {
    while (this.running) {
      let sentOne = false;
      try {
        sentOne = await this.options.sendNext();
      } catch (error) {
        // The database away: wait and look again; the record stays where it was.
        this.log.warn({ err: error }, this.options.takeFailed);
      }
      if (!sentOne && this.running) await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.options.pollMs);
      const previous = this.wakeAll;
      function done() {
        clearTimeout(timer);
        resolve();
      }
      // Every sender waits on the same wake-up: a new record or stop() ends all their waits.
      this.wakeAll = () => {
        previous?.();
        done();
      };
    });
  }
}
