import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { Schema, type Connection } from 'mongoose';
import type { Logger } from 'pino';
import { HttpError, isDuplicateKey } from '@agency/service-kit';

export interface SignInLimit {
  /** Failures of one account from one client address within the window, then that pair is blocked. */
  perAddress: number;
  /** Failures of one account from every address within the window, then only familiar addresses may try. */
  perAccount: number;
  windowMs: number;
  /** How long an address where the account signed in stays familiar to it. */
  familiarMs: number;
}

/** What is limited: staff sign-in, candidate sign-in, a candidate's password change, client sign-in (each counted apart). */
export type AttemptScope = 'staff' | 'candidate' | 'candidate-password' | 'client';

const SWEEP_EVERY_MS = 60_000;
/** A familiar address's date is renewed at most daily, not at every sign-in. */
const FAMILIAR_REFRESH_MS = 24 * 60 * 60 * 1000;

// One document per failure, never a counter: FerretDB v1 loses concurrent $inc on one document, and
// counting documents in a window needs no read-modify-write (decision 0068).
const failureSchema = new Schema(
  { key: { type: String, required: true }, address: { type: String, required: true }, at: { type: Date, required: true } },
  { collection: 'sign_in_failures', versionKey: false },
);
failureSchema.index({ key: 1, address: 1, at: 1 });
failureSchema.index({ at: 1 });

/** Where an account last signed in successfully: such an address is familiar to it for `familiarMs`. */
const familiarSchema = new Schema(
  { key: { type: String, required: true }, address: { type: String, required: true }, at: { type: Date, required: true } },
  { collection: 'sign_in_familiar_addresses', versionKey: false },
);
familiarSchema.index({ key: 1, address: 1 }, { unique: true });
familiarSchema.index({ at: 1 });

export const LimitMessages = {
  address: (wait: string) => `Too many failed attempts for this account from your network. Please wait ${wait} and try again.`,
  account: (wait: string) =>
    `Too many failed attempts for this account. To protect it, only networks it has signed in from before can try for the next ${wait}. Please try again later.`,
} as const;

/** "15 minutes", "1 minute", "40 seconds": rounded up, so the wait is never shorter than said. */
function inWords(ms: number): string {
  const [amount, unit] = ms >= 60_000 ? [Math.ceil(ms / 60_000), 'minute'] : [Math.ceil(ms / 1000), 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * Failed sign-ins, counted in the auth database so every instance sees the same counts (decision 0068).
 * Two tiers:
 * - per (account, client address): `perAddress` failures in the window block that pair — the one address
 *   that keeps guessing, not the account;
 * - per account: `perAccount` failures from all addresses in the window block addresses the account has
 *   not signed in from lately (a guesser spread over many addresses), while its owner, at an address they
 *   used before, still gets in.
 * Successes are not counted; one clears its pair's failures. A blocked attempt is not checked, so it
 * neither counts nor tells a right password from a wrong one.
 */
export class SignInLimiter {
  private readonly failures;
  private readonly familiar;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    db: Connection,
    private readonly limit: SignInLimit,
    private readonly log: Logger,
  ) {
    this.failures = db.model('SignInFailure', failureSchema);
    this.familiar = db.model('SignInFamiliarAddress', familiarSchema);
  }

  get models() {
    return [this.failures, this.familiar];
  }

  /** Removes what no longer counts, now and every minute (FerretDB v1 has no TTL index). */
  startSweeping(): void {
    const sweep = () =>
      void Promise.all([
        this.failures.deleteMany({ at: { $lt: new Date(Date.now() - this.limit.windowMs) } }),
        this.familiar.deleteMany({ at: { $lt: new Date(Date.now() - this.limit.familiarMs) } }),
      ]).catch((error) => this.log.warn({ err: error }, 'could not remove old sign-in records'));
    sweep();
    this.sweeper = setInterval(sweep, SWEEP_EVERY_MS).unref();
  }

  stopSweeping(): void {
    clearInterval(this.sweeper);
  }

  /**
   * Refuses with a 429 (and Retry-After, when there is an HTTP reply) when this account may not be tried
   * from this address now; otherwise answers the attempt, to be reported as failed or succeeded once the
   * password was checked.
   */
  async begin(scope: AttemptScope, account: string, address: string, reply?: FastifyReply) {
    // The account is kept as a hash: people type a password into the e-mail field now and then.
    const key = createHash('sha256').update(`${scope}:${account.trim().toLowerCase()}`).digest('base64url');
    const since = new Date(Date.now() - this.limit.windowMs);
    const refuse = (tier: 'address' | 'account', retryAt: number) => {
      const waitMs = Math.max(1000, retryAt - Date.now());
      this.log.warn({ scope, account, address, tier }, 'sign-in attempt refused: too many failures');
      reply?.header('retry-after', String(Math.ceil(waitMs / 1000)));
      return new HttpError(429, LimitMessages[tier](inWords(waitMs)));
    };

    const pair = { key, address, at: { $gte: since } };
    const pairFailures = await this.failures.countDocuments(pair);
    if (pairFailures >= this.limit.perAddress) throw refuse('address', await this.freeAt(pair, pairFailures, this.limit.perAddress));

    const all = { key, at: { $gte: since } };
    const accountFailures = await this.failures.countDocuments(all);
    if (accountFailures >= this.limit.perAccount && !(await this.familiar.exists({ key, address }))) {
      throw refuse('account', await this.freeAt(all, accountFailures, this.limit.perAccount));
    }

    return {
      failed: async () => {
        await this.failures.create({ key, address, at: new Date() });
        this.log.info({ scope, address, pairFailures: pairFailures + 1, accountFailures: accountFailures + 1 }, 'sign-in attempt failed');
      },
      // Writes only when something changes: most sign-ins are an owner's at a known address, and FerretDB
      // (SQLite) has one writer for the whole database.
      succeeded: async () => {
        if (pairFailures > 0) await this.failures.deleteMany({ key, address });
        const known = await this.familiar.findOne({ key, address }).select({ at: 1 }).lean();
        if (known && known.at.getTime() > Date.now() - FAMILIAR_REFRESH_MS) return;
        await this.familiar.updateOne({ key, address }, { $set: { at: new Date() } }, { upsert: true }).catch((error) => {
          // Two instances recording the same address at once: the other one's record is as good.
          if (!isDuplicateKey(error)) throw error;
        });
      },
    };
  }

  /** When enough of the counted failures have left the window for the count to fall below `max`. */
  private async freeAt(filter: object, count: number, max: number): Promise<number> {
    const oldest = await this.failures.findOne(filter).sort({ at: 1 }).skip(count - max).select({ at: 1 }).lean();
    return (oldest?.at.getTime() ?? Date.now()) + this.limit.windowMs;
  }
}

export type SignInAttempt = Awaited<ReturnType<SignInLimiter['begin']>>;
