import { createHash } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { API_KEY_HEADER, API_KEY_PREFIX, ApiKeyMessages, EXCHANGE_API_KEY, ExchangeApiKeyReply } from '@agency/contracts';
import { bearerToken, HttpError, sendRequest } from '@agency/service-kit';

/** How long an exchanged token is kept for its key; a revocation drops it at once (decision 0109). */
const KEEP_MS = 60_000;
/** A kept token is never used closer than this to its expiry (services check `exp` too). */
const EXPIRY_MARGIN_MS = 60_000;
const MAX_KEPT = 10_000;

interface Exchanged {
  token: string;
  keyId: string;
  until: number;
}

/**
 * The API key a request carries, from `X-API-Key` or `Authorization: Bearer tbk_…` (decision 0109), or
 * undefined. Both headers at once is a 400: which one would count is not for the gateway to guess.
 */
export function presentedApiKey(headers: { authorization?: string; [name: string]: string | string[] | undefined }): string | undefined {
  const header = headers[API_KEY_HEADER];
  if (header !== undefined && (headers.authorization !== undefined || Array.isArray(header))) throw new HttpError(400, ApiKeyMessages.bothCredentials);
  if (typeof header === 'string') return header.trim();
  const bearer = bearerToken(headers.authorization);
  return bearer?.startsWith(API_KEY_PREFIX) ? bearer : undefined;
}

/**
 * Exchanges API keys for short-lived staff tokens of their role with the auth service (NATS request/reply,
 * carrying the key's SHA-256, never the key), and keeps each for a minute, so that the services check a key's
 * call as they check any staff token. `isRevoked` is the AUTH stream as this process follows it: a key revoked
 * there is refused on its next request, not at the end of the minute.
 */
export class ApiKeyExchange {
  private readonly kept = new Map<string, Exchanged>();
  private readonly asking = new Map<string, Promise<Exchanged>>();

  constructor(
    private readonly connection: NatsConnection,
    private readonly isRevoked: (keyId: string) => boolean,
  ) {}

  /** The token to forward for `secret`, or a 401 (unknown or revoked) or 503 (auth not answering) with its message. */
  async tokenFor(secret: string): Promise<{ token: string; keyId: string }> {
    const secretHash = createHash('sha256').update(secret).digest('hex');
    const kept = this.kept.get(secretHash);
    if (kept && kept.until > Date.now() && !this.isRevoked(kept.keyId)) return kept;
    this.kept.delete(secretHash);
    // Many requests of one key at once share one question.
    let asking = this.asking.get(secretHash);
    if (!asking) {
      asking = this.ask(secretHash).finally(() => this.asking.delete(secretHash));
      this.asking.set(secretHash, asking);
    }
    return asking;
  }

  private async ask(secretHash: string): Promise<Exchanged> {
    const reply = await sendRequest(this.connection, EXCHANGE_API_KEY, { secretHash }, ExchangeApiKeyReply, 3_000);
    if (!reply) throw new HttpError(503, ApiKeyMessages.unavailable);
    if (!reply.ok) throw new HttpError(reply.status, reply.message);
    // Revoked while the answer was on its way.
    if (this.isRevoked(reply.keyId)) throw new HttpError(401, ApiKeyMessages.revoked);
    const exchanged = { token: reply.token, keyId: reply.keyId, until: Math.min(Date.now() + KEEP_MS, reply.expiresAt - EXPIRY_MARGIN_MS) };
    if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(secretHash, exchanged);
    return exchanged;
  }
}
