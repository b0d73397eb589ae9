import { z } from 'zod';
import { UserRole } from './enums';
import { line, TextLimit } from './fields';

/**
 * API keys for integrations (job boards, payroll, BI scripts): an administrator creates one acting as a staff
 * role, sees its secret once, and may revoke it; the gateway takes it like a staff token of that role
 * (decision 0109).
 */

/** Every key starts with this, so a leaked one is recognised (and secret scanners can be told of it). */
export const API_KEY_PREFIX = 'tbk_';
/** The part of a key shown in lists to recognise it: `tbk_` and the first 8 characters of the secret. */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 8;
/** The header a key may also come in, besides `Authorization: Bearer tbk_…`. */
export const API_KEY_HEADER = 'x-api-key';

export const ApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The staff role the key acts as. */
  role: UserRole,
  /** `tbk_` and the secret's first 8 characters, to tell keys apart; never enough to use one. */
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  /** When it was last used, to the minute (recorded at most once a minute per key); null if never. */
  lastUsedAt: z.string().nullable(),
  /** When it was revoked; null while it works. */
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyList = z.array(ApiKey);
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const NewApiKeyInput = z.object({
  name: line(TextLimit.tag).min(1, 'Name is required'),
  role: UserRole,
});
export type NewApiKeyInput = z.input<typeof NewApiKeyInput>;

/** The answer to a creation: the only time the secret is shown. */
export const CreatedApiKey = z.object({ apiKey: ApiKey, secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const ApiKeyMessages = {
  unknown: 'This API key is not valid. Check that it was copied whole, or ask an administrator for a new one.',
  revoked: 'This API key has been revoked. Ask an administrator for a new one.',
  candidateRoutes: "An API key acts as agency staff: it can't be used on the candidate portal's routes.",
  bothCredentials: 'Send either a sign-in token or an API key, not both.',
  notForKeys: 'API keys cannot manage team members, API keys or webhooks. Sign in as an administrator to do this.',
  notASession: "An API key is not a person's session: there is no signed-in user to show.",
  unavailable: "API keys can't be checked right now. Please try again shortly.",
  gone: 'This API key no longer exists. Refresh the list and try again.',
} as const;

/**
 * Request/reply subject with which the gateway exchanges a key for a short-lived staff token. It carries the
 * key's SHA-256 (what the auth service stores), never the key itself.
 */
export const EXCHANGE_API_KEY = 'rpc.auth.exchange-api-key';
export const ExchangeApiKeyRequest = z.object({ secretHash: z.string().regex(/^[0-9a-f]{64}$/) });
export type ExchangeApiKeyRequest = z.infer<typeof ExchangeApiKeyRequest>;
export const ExchangeApiKeyReply = z.discriminatedUnion('ok', [
  /** `expiresAt`: the token's expiry, in milliseconds since 1970. */
  z.object({ ok: z.literal(true), token: z.string(), keyId: z.string(), expiresAt: z.number() }),
  z.object({ ok: z.literal(false), status: z.number().int(), message: z.string() }),
]);
export type ExchangeApiKeyReply = z.infer<typeof ExchangeApiKeyReply>;

/** Carried by `auth.api-key.created|revoked` (aggregate: the key): never its secret or hash. */
export const ApiKeySnapshot = ApiKey.pick({ id: true, name: true, role: true, revokedAt: true });
export type ApiKeySnapshot = z.infer<typeof ApiKeySnapshot>;
