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
