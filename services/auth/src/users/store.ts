import { Types, type Connection } from 'mongoose';
import { AuthEvents, type NewUserInput, type User, type UserSnapshot, type UserUpdateInput } from '@agency/contracts';
import { conflict, eventfulWrites, isDuplicateKey, live, type OutboxRelay } from '@agency/service-kit';
import { hashPassword } from '../passwords';
import { userModel, type UserDoc } from './model';

type StoredUser = UserDoc & { _id: Types.ObjectId };

/** What the API shows of a user: never the password hash. */
export function toUser(doc: StoredUser): User {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    email: doc.email,
    role: doc.role,
    status: doc.status,
    invitationPending: !doc.passwordHash,
    createdAt: new Date(doc.createdAt ?? Date.now()).toISOString(),
    updatedAt: new Date(doc.updatedAt ?? Date.now()).toISOString(),
  };
}

const snapshot = (doc: StoredUser): UserSnapshot => {
  const { id, name, email, role, status } = toUser(doc);
  return { id, name, email, role, status, sessionVersion: doc.sessionVersion ?? 0 };
};

export const EMAIL_TAKEN = 'A team member with this email already exists.';

/** Staff users: the only place that writes them. Every change records its event in the outbox. */
export function userStore(db: Connection, relay?: OutboxRelay) {
  const model = userModel(db);
  const writes = eventfulWrites<UserDoc>(model, relay);

  return {
    model,
    /** A member with the password an administrator typed, or (none given) one invited to choose it by e-mail. */
    async create(input: NewUserInput): Promise<User> {
      const now = new Date();
      const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
      try {
        const doc = await writes.create(
          { name: input.name, email: input.email, role: input.role ?? 'recruiter', status: 'active', passwordHash, createdAt: now, updatedAt: now },
          AuthEvents.userCreated,
          snapshot,
        );
        return toUser(doc);
      } catch (error) {
        if (isDuplicateKey(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    },
    async list(): Promise<User[]> {
      const docs = (await model.find(live).sort({ createdAt: 1 }).lean()) as unknown as StoredUser[];
      return docs.map(toUser);
    },
    async findById(id: string): Promise<User | null> {
      if (!Types.ObjectId.isValid(id)) return null;
      const doc = (await model.findOne({ _id: id, ...live }).lean()) as StoredUser | null;
      return doc ? toUser(doc) : null;
    },
    /** The user with their password hash and session version, for sign-in only. */
    async findCredentials(email: string): Promise<(User & { passwordHash: string | null; sessionVersion: number }) | null> {
      const doc = (await model.findOne({ email: email.toLowerCase(), ...live }).lean()) as StoredUser | null;
      return doc ? { ...toUser(doc), passwordHash: doc.passwordHash ?? null, sessionVersion: doc.sessionVersion ?? 0 } : null;
    },
    /** What every request's token is checked against: status, role and session version. */
    async stateOf(id: string): Promise<{ status: User['status']; role: User['role']; sessionVersion: number } | null> {
      if (!Types.ObjectId.isValid(id)) return null;
      const doc = (await model.findOne({ _id: id, ...live }).lean()) as StoredUser | null;
      return doc ? { status: doc.status, role: doc.role, sessionVersion: doc.sessionVersion ?? 0 } : null;
    },
    /**
     * Sets the password chosen with an e-mailed link and ends every other session (decision 0100), with its event:
     * the new session version, or null when the user is gone.
     */
    async setPasswordFromLink(id: string, password: string): Promise<number | null> {
      const passwordHash = await hashPassword(password);
      const doc = await writes.update(
        id,
        (current) => ({ passwordHash, sessionVersion: (current.sessionVersion ?? 0) + 1, updatedAt: new Date() }) as Partial<UserDoc>,
        AuthEvents.userUpdated,
        snapshot,
      );
      return doc ? (doc.sessionVersion ?? 0) : null;
    },
    async update(id: string, changes: UserUpdateInput): Promise<User | null> {
      const doc = await writes.update(id, () => ({ ...changes, updatedAt: new Date() }) as Partial<UserDoc>, AuthEvents.userUpdated, snapshot);
      return doc ? toUser(doc) : null;
    },
    async remove(id: string): Promise<boolean> {
      return writes.remove(id, AuthEvents.userDeleted, snapshot);
    },
    async countActiveAdministrators(): Promise<number> {
      return model.countDocuments({ ...live, role: 'administrator', status: 'active' });
    },
    async count(): Promise<number> {
      return model.countDocuments(live);
    },
  };
}

export type UserStore = ReturnType<typeof userStore>;
