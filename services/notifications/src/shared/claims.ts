import { randomUUID } from 'node:crypto';

/**
 * The fields by which a record of a queue kept in the database (an e-mail, a webhook delivery) is tried,
 * claimed and retried: spread into its schema, next to its own `status` with 'queued' and 'sending' among
 * its values, and indexed with it as `{ status: 1, nextAttemptAt: 1 }`.
 */
export const queuedRecordFields = {
  attempts: { type: Number, default: 0 },
  /** When a queued record may be tried (again). */
  nextAttemptAt: { type: Date, required: true },
  /** Who is sending it and until when: past that, another instance may take it over. */
  claim: String,
  claimedUntil: Date,
  createdAt: { type: Date, required: true },
} as const;

/**
 * This instance's claims on the records of such a queue. A sender claims a due record for `claimMs` and
 * settles it (sent, failed, queued again) only while the claim is still its own; a claim left by a crashed
 * instance runs out and any instance takes the record over: sent at least once, never lost.
 */
export class Claims {
  private readonly owner = randomUUID();

  constructor(private readonly claimMs: number) {}

  /**
   * findOneAndUpdate's arguments that claim the next due record (the one due longest) and count the attempt:
   * a queued one whose time has come, or one whose claim ran out.
   */
  next() {
    const now = new Date();
    return {
      filter: {
        $or: [
          { status: 'queued' as const, nextAttemptAt: { $lte: now } },
          { status: 'sending' as const, claimedUntil: { $lte: now } },
        ],
      },
      update: { $set: { status: 'sending' as const, claim: this.owner, claimedUntil: new Date(now.getTime() + this.claimMs) }, $inc: { attempts: 1 } },
      options: { sort: { nextAttemptAt: 1 }, returnDocument: 'after' } as const,
    };
  }

  /** The record while the claim is still this instance's: one that ran out may be another's by now. */
  mine(id: string) {
    return { _id: id, claim: this.owner, status: 'sending' as const };
  }
}

/** `$unset` of a record's claim, once it is settled. */
export const released = { claim: 1, claimedUntil: 1 } as const;
