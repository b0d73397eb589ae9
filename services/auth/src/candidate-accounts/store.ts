import type { Connection } from 'mongoose';
import { conflict } from '@agency/service-kit';
import { hashPassword } from '../passwords';
import { candidateAccountModel } from './model';

export const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in to the candidate portal.';

export function candidateAccountStore(db: Connection) {
  const model = candidateAccountModel(db);
  return {
    model,
    async create(input: { candidateId: string; email: string; password?: string }): Promise<void> {
      const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
      try {
        await model.create({ candidateId: input.candidateId, email: input.email, passwordHash });
      } catch (error) {
        if ((error as { code?: number }).code === 11000) throw conflict(ACCOUNT_EXISTS);
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
     * Stores a new password unless the stored hash changed since it was read (a second request racing this
     * one); false when it did.
     */
    async replacePassword(candidateId: string, readHash: string | null, password: string): Promise<boolean> {
      const passwordHash = await hashPassword(password);
      return (await model.updateOne({ candidateId, passwordHash: readHash }, { $set: { passwordHash } })).matchedCount === 1;
    },
    /**
     * The sign-in e-mail follows the candidate's profile, at the event's version: a repeated or older event
     * changes nothing. Accounts made before the version was kept have none.
     */
    async followProfileEmail(candidateId: string, email: string, version: number): Promise<void> {
      try {
        await model.updateOne(
          { candidateId, $or: [{ profileVersion: { $exists: false } }, { profileVersion: { $lt: version } }] },
          { $set: { email: email.toLowerCase(), profileVersion: version } },
        );
      } catch (error) {
        if ((error as { code?: number }).code === 11000) throw new Error(`another portal account already signs in with the new e-mail of candidate ${candidateId}`, { cause: error });
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
