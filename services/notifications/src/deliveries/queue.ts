import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { isDuplicateKey } from '@agency/service-kit';
import { Claims, released } from '../shared/claims';
import { SenderPool } from '../shared/sender-pool';
import type { EmailModel, NewEmail } from './model';
import { isPermanentRefusal, type SmtpTransport } from './transport';

export interface DeliveryOptions {
  from: string;
  /** How long a sender may hold an e-mail before another instance takes it over (ms). */
  claimMs?: number;
  /** How often to look for e-mails due again (retries, a crashed instance's claims) (ms). */
  pollMs?: number;
  /** The first retry's wait; each further one waits twice as long, up to maxBackoffMs (ms). */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** E-mails sent at once by one instance. */
  concurrency?: number;
}

/**
 * The e-mails to send, kept in the database, and the senders that send them (decision 0094). An e-mail is
 * stored, under a key naming what it is about and to whom, before anything is sent: a repeated event or a
 * second instance finds it there and queues nothing. Any instance then claims it for a while, sends it over
 * SMTP and marks it sent; a refusal by the SMTP server marks it failed with the server's answer; anything
 * else (the server down, a timeout) queues it again with a growing wait. A claim left by a crashed instance
 * runs out and the e-mail is sent again: at least once, never lost, with a Message-ID fixed by the key so
 * that a mail client shows a repeat as one e-mail.
 */
export class DeliveryQueue {
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly claims: Claims;
  private readonly senders: SenderPool;

  constructor(
    private readonly emails: EmailModel,
    private readonly transport: SmtpTransport,
    private readonly log: Logger,
    private readonly options: DeliveryOptions,
  ) {
    this.backoffMs = options.backoffMs ?? 2_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 5 * 60_000;
    this.claims = new Claims(options.claimMs ?? 60_000);
    this.senders = new SenderPool(
      { concurrency: options.concurrency ?? 2, pollMs: options.pollMs ?? 1_000, sendNext: () => this.sendNext(), takeFailed: 'could not take the next e-mail to send' },
      log,
    );
  }

  /** Queues an e-mail once per key: false when that key was queued before (by this or another instance). */
  async enqueue(email: NewEmail): Promise<boolean> {
    const now = new Date();
    try {
      await this.emails.create({
        _id: email.key,
        kind: email.kind,
        to: email.to,
        candidateId: email.candidateId,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers ?? {},
        forgetBodyWhenSent: email.forgetBodyWhenSent ?? false,
        calendar: email.calendar ?? null,
        status: 'queued',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
      });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    this.senders.wake();
    return true;
  }

  start(): void {
    this.senders.start();
  }

  async stop(): Promise<void> {
    await this.senders.stop();
    this.transport.close();
  }

  /** Claims one e-mail that is due and sends it; false when none is due. */
  private async sendNext(): Promise<boolean> {
    const { filter, update, options } = this.claims.next();
    const email = await this.emails.findOneAndUpdate(filter, update, options).lean();
    if (!email) return false;
    const key = String(email._id);
    const mine = this.claims.mine(key);
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: email.to,
        subject: email.subject ?? '',
        text: email.text ?? '',
        html: email.html ?? '',
        headers: (email.headers ?? {}) as Record<string, string>,
        messageId: `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@talentbridge>`,
        ...(email.calendar?.content ? { icalEvent: { method: email.calendar.method ?? 'REQUEST', filename: 'invite.ics', content: email.calendar.content } } : {}),
      });
      const forget = email.forgetBodyWhenSent ? { text: 1, html: 1 } : {};
      await this.emails.updateOne(mine, { $set: { status: 'sent', sentAt: new Date() }, $unset: { ...released, lastError: 1, ...forget } });
      this.log.info({ key, kind: email.kind, attempts: email.attempts }, 'e-mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (isPermanentRefusal(error)) {
        await this.emails.updateOne(mine, { $set: { status: 'failed', lastError: reason }, $unset: released });
        this.log.warn({ key, kind: email.kind, reason }, 'e-mail refused by the SMTP server: marked failed');
      } else {
        const wait = Math.min(this.maxBackoffMs, this.backoffMs * 2 ** Math.max(0, (email.attempts ?? 1) - 1));
        await this.emails.updateOne(mine, {
          $set: { status: 'queued', nextAttemptAt: new Date(Date.now() + wait), lastError: reason },
          $unset: released,
        });
        this.log.warn({ key, kind: email.kind, attempts: email.attempts, retryInMs: wait, reason }, 'e-mail not sent: will try again');
      }
    }
    return true;
  }
}
