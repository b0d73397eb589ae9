import { createHash, randomBytes } from 'node:crypto';
import { Types, type Connection } from 'mongoose';
import { API_KEY_PREFIX, API_KEY_SHOWN_LENGTH, AuthEvents, type ApiKey, type ApiKeySnapshot, type NewApiKeyInput, type UserRole } from '@agency/contracts';
import { eventfulWrites, live, type OutboxRelay } from '@agency/service-kit';
import { apiKeyModel, type ApiKeyDoc } from './model';

type StoredKey = ApiKeyDoc & { _id: Types.ObjectId };

/**
 * The key's SHA-256. A key is 256 random bits, so no dictionary or brute force can find it from its hash: a
 * slow password hash (argon2id) would add nothing but a cost paid on every exchange (decision 0109).
 */
export const hashOfSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** How often the last use is written at most, per key: the list shows it to the minute. */
const LAST_USED_EVERY_MS = 60_000;

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

/** What the API shows of a key: never its hash. */
export function toApiKey(doc: StoredKey): ApiKey {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    role: doc.role,
    prefix: doc.prefix,
    createdAt: new Date(doc.createdAt).toISOString(),
    createdBy: { id: doc.createdBy!.id, name: doc.createdBy!.name },
    lastUsedAt: iso(doc.lastUsedAt),
    revokedAt: iso(doc.revokedAt),
  };
}

const snapshot = (doc: StoredKey): ApiKeySnapshot => {
  const { id, name, role, revokedAt } = toApiKey(doc);
  return { id, name, role, revokedAt };
};

/** API keys: the only place that writes them. Creating and revoking record their events in the outbox. */
export function apiKeyStore(db: Connection, relay?: OutboxRelay) {
  const model = apiKeyModel(db);
  const writes = eventfulWrites<ApiKeyDoc>(model, relay);

  return {
    model,
    /** A new key and its secret, which is answered this once and kept nowhere. */
    async create(input: NewApiKeyInput & { role: UserRole }, createdBy: { id: string; name: string }): Promise<{ apiKey: ApiKey; secret: string }> {
      const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const doc = await writes.create(
        {
          name: input.name,
          role: input.role,
          prefix: secret.slice(0, API_KEY_SHOWN_LENGTH),
          secretHash: hashOfSecret(secret),
          createdBy,
          createdAt: new Date(),
          lastUsedAt: null,
          revokedAt: null,
        } as ApiKeyDoc,
        AuthEvents.apiKeyCreated,
        snapshot,
      );
      return { apiKey: toApiKey(doc as StoredKey), secret };
    },
    /** Every key, newest first; revoked ones stay listed, marked. */
    async list(): Promise<ApiKey[]> {
      const docs = (await model.find(live).lean()) as unknown as StoredKey[];
      return docs.map(toApiKey).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    /** Revokes a key (a second revocation changes nothing): false when there is no such key. */
    async revoke(id: string): Promise<boolean> {
      const doc = await writes.update(id, (current) => (current.revokedAt ? null : ({ revokedAt: new Date() } as Partial<ApiKeyDoc>)), AuthEvents.apiKeyRevoked, snapshot);
      return doc !== null;
    },
    /** The key a presented secret's hash belongs to, or null. */
    async findByHash(secretHash: string): Promise<ApiKey | null> {
      const doc = (await model.findOne({ secretHash, ...live }).lean()) as StoredKey | null;
      return doc ? toApiKey(doc) : null;
    },
    /** What a token of the key is checked against in this service (its other services follow the events). */
    async stateOf(id: string): Promise<{ status: 'active'; role: UserRole } | null> {
      if (!Types.ObjectId.isValid(id)) return null;
      const doc = (await model.findOne({ _id: id, ...live }).lean()) as StoredKey | null;
      return doc && !doc.revokedAt ? { status: 'active', role: doc.role } : null;
    },
    /**
     * Records a use, at most once a minute per key: the gateway exchanges a key about once a minute, so this is
     * one write a minute per key and gateway instance, not one per request. No event: nothing follows it.
     */
    async touch(key: ApiKey): Promise<void> {
      const now = Date.now();
      if (key.lastUsedAt && now - Date.parse(key.lastUsedAt) < LAST_USED_EVERY_MS) return;
      await model.updateOne({ _id: key.id }, { $set: { lastUsedAt: new Date(now) } });
    },
  };
}

export type ApiKeyStore = ReturnType<typeof apiKeyStore>;
