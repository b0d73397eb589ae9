import type { Connection, Types } from 'mongoose';
import { AuthEvents, type CandidateSessionsEnded } from '@agency/contracts';
import { conflict, inDocumentTurn, isDuplicateKey, newEvent, type OutboxRelay } from '@agency/service-kit';
import { hashPassword } from '../passwords';
import { candidateAccountModel, type CandidateAccountDoc } from './model';

const MAX_CONFLICT_RETRIES = 5;

export const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in to the candidate portal.';

export function candidateAccountStore(db: Connection, relay?: OutboxRelay) {
  const model = candidateAccountModel(db);

  /**
   * Raises the account's session version, with its event in the outbox, in one conditional write (retried
   * when another write came first); with `password`, also replaces the password, unless it changed since
   * `readHash` was read. Answers the new session version, or null when the account is gone or the
   * password changed meanwhile.
   */
  async function endSessions(candidateId: string, reason: CandidateSessionsEnded['reason'], password?: { readHash: string | null; newHash: string }) {
    for (let attempt = 0; attempt < MAX_CONFLICT_RETRIES; attempt++) {
      const current = (await model.findOne({ candidateId }).lean()) as (CandidateAccountDoc & { _id: Types.ObjectId }) | null;
      if (!current) return null;
      if (password && (current.passwordHash ?? null) !== password.readHash) return null;
      const sessionVersion = (current.sessionVersion ?? 0) + 1;
      const version = (current.version ?? 0) + 1;
      const event = newEvent(AuthEvents.candidateSessionsEnded, candidateId, sessionVersion, { candidateId, sessionVersion, reason });
      const written = await inDocumentTurn(model, current._id, () =>
        model.updateOne(
          { _id: current._id, sessionVersion: current.sessionVersion ?? null, passwordHash: current.passwordHash ?? null },
          {
            $set: { sessionVersion, version, outboxPending: true, ...(password ? { passwordHash: password.newHash } : {}) },
            $push: { outbox: event },
          },
        ),
      );
      if (written.matchedCount === 1) {
        const outbox = [...(current.outbox ?? []), event];
        relay?.wrote(model, current._id.toHexString(), { version, outbox, deletedAt: null });
        return sessionVersion;
      }
    }
    throw new Error(`gave up ending the sessions of candidate ${candidateId} after ${MAX_CONFLICT_RETRIES} concurrent changes`);
  }

  return {
    model,
    async create(input: { candidateId: string; email: string; password?: string }): Promise<void> {
      const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
      try {
        await model.create({ candidateId: input.candidateId, email: input.email, passwordHash });
      } catch (error) {
        if (isDuplicateKey(error)) throw conflict(ACCOUNT_EXISTS);
        throw error;
      }
    },
    async findByEmail(email: string) {
      return model.findOne({ email: email.toLowerCase() }).lean();
    },
    async findByCandidateId(candidateId: string) {
      return model.findOne({ candidateId }).lean();
    },
    /**
     * Stores a new password and ends every session of the account, unless the stored hash changed since it
     * was read (a second request racing this one). Answers the new session version, or null.
     */
    async replacePassword(candidateId: string, readHash: string | null, password: string): Promise<number | null> {
      return endSessions(candidateId, 'password-changed', { readHash, newHash: await hashPassword(password) });
    },
    /** 'Sign out everywhere': every token issued so far stops working. The new session version, or null. */
    async endAllSessions(candidateId: string): Promise<number | null> {
      return endSessions(candidateId, 'signed-out-everywhere');
    },
    /**
     * Moves the portal sign-in to another address: only the candidate's own e-mail change in the portal does
     * (decision 0114). False when the account is gone; a 409 when another account signs in with the address.
     */
    async changeEmail(candidateId: string, email: string): Promise<boolean> {
      try {
        return (await model.updateOne({ candidateId }, { $set: { email: email.toLowerCase() } })).matchedCount === 1;
      } catch (error) {
        if (isDuplicateKey(error)) throw conflict('Another portal account signs in with this e-mail.');
        throw error;
      }
    },
    /** Right to erasure: the candidate was deleted, so is their sign-in. */
    async removeByCandidateId(candidateId: string): Promise<number> {
      return (await model.deleteOne({ candidateId })).deletedCount;
    },
    async recordLogin(candidateId: string): Promise<void> {
      await model.updateOne({ candidateId }, { $set: { lastLogin: new Date() } });
    },
  };
}

export type CandidateAccountStore = ReturnType<typeof candidateAccountStore>;
