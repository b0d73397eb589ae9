import { Types, type Connection } from 'mongoose';
import type { ClientContact } from '@agency/contracts';
import { conflict, isDuplicateKey } from '@agency/service-kit';
import { hashPassword } from '../passwords';
import { clientAccountModel, type ClientAccountDoc } from './model';

type StoredAccount = ClientAccountDoc & { _id: Types.ObjectId };

/** The contact as the portal shows them. */
export const contactOf = (account: StoredAccount): ClientContact => ({
  id: account._id.toHexString(),
  name: account.name,
  email: account.email,
  employerId: account.employerId,
  employerName: account.employerName,
});

export function clientAccountStore(db: Connection) {
  const model = clientAccountModel(db);
  return {
    model,
    /**
     * The contact's account, made on their first invitation and given the contact's current name on the next ones; its
     * password, if one was chosen, stays. A 409 when the address signs in for another employer already.
     */
    async invite(input: { employerId: string; employerName: string; name: string; email: string }): Promise<StoredAccount> {
      const email = input.email.trim().toLowerCase();
      const existing = (await model.findOne({ email }).lean()) as StoredAccount | null;
      if (existing && existing.employerId !== input.employerId) {
        throw conflict(`${email} already signs in to the client portal for ${existing.employerName}.`);
      }
      try {
        const account = await model
          .findOneAndUpdate(
            { email, employerId: input.employerId },
            { $set: { name: input.name, employerName: input.employerName }, $setOnInsert: { email, employerId: input.employerId, passwordHash: null } },
            { upsert: true, new: true },
          )
          .lean();
        return account as StoredAccount;
      } catch (error) {
        if (isDuplicateKey(error)) throw conflict(`${email} already signs in to the client portal for another employer.`);
        throw error;
      }
    },
    async findByEmail(email: string): Promise<StoredAccount | null> {
      return (await model.findOne({ email: email.trim().toLowerCase() }).lean()) as StoredAccount | null;
    },
    async findById(id: string): Promise<StoredAccount | null> {
      if (!Types.ObjectId.isValid(id)) return null;
      return (await model.findById(id).lean()) as StoredAccount | null;
    },
    /** Stores the password chosen with a link, unless it changed since `readHash` was read (a second link racing). */
    async setPassword(id: string, readHash: string | null, password: string): Promise<boolean> {
      const written = await model.updateOne({ _id: id, passwordHash: readHash }, { $set: { passwordHash: await hashPassword(password) } });
      return written.matchedCount === 1;
    },
    async recordLogin(id: string): Promise<void> {
      await model.updateOne({ _id: id }, { $set: { lastLogin: new Date() } });
    },
    /** The employer's accounts whose address is not among `keep` (all of them when `keep` is empty); their ids. */
    async removeOfEmployer(employerId: string, keep: string[] = []): Promise<string[]> {
      const filter = { employerId, email: { $nin: keep.map((email) => email.trim().toLowerCase()) } };
      const gone = (await model.find(filter, { _id: 1 }).lean()) as Array<{ _id: Types.ObjectId }>;
      if (gone.length > 0) await model.deleteMany({ _id: { $in: gone.map((account) => account._id) } });
      return gone.map((account) => account._id.toHexString());
    },
    async renameEmployer(employerId: string, employerName: string): Promise<void> {
      await model.updateMany({ employerId }, { $set: { employerName } });
    },
  };
}

export type ClientAccountStore = ReturnType<typeof clientAccountStore>;
