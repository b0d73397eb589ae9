import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { ApiKeyMessages, EXCHANGE_API_KEY, ExchangeApiKeyRequest, type ExchangeApiKeyReply } from '@agency/contracts';
import { answerRequests } from '@agency/service-kit';
import type { SigningKey } from '../keys/signing-key';
import type { ApiKeyStore } from './store';

/**
 * Answers `rpc.auth.exchange-api-key` for the gateway (decision 0109): the SHA-256 of a presented key in, a
 * short-lived staff token of the key's role out, or why not. Each answer records the key's last use (at most
 * once a minute).
 */
export function answerApiKeyExchanges(connection: NatsConnection, keys: ApiKeyStore, signing: SigningKey, log: Logger) {
  async function exchange(body: unknown): Promise<ExchangeApiKeyReply> {
    const request = ExchangeApiKeyRequest.safeParse(body);
    if (!request.success) return { ok: false, status: 401, message: ApiKeyMessages.unknown };
    try {
      const key = await keys.findByHash(request.data.secretHash);
      if (!key) return { ok: false, status: 401, message: ApiKeyMessages.unknown };
      if (key.revokedAt) return { ok: false, status: 401, message: ApiKeyMessages.revoked };
      const { token, expiresAt } = await signing.signApiKey(key);
      await keys.touch(key).catch((error: unknown) => log.warn({ err: error, apiKeyId: key.id }, "could not record an API key's last use"));
      return { ok: true, token, keyId: key.id, expiresAt };
    } catch (error) {
      log.error({ err: error }, 'could not exchange an API key');
      return { ok: false, status: 503, message: ApiKeyMessages.unavailable };
    }
  }

  return answerRequests(connection, EXCHANGE_API_KEY, 'auth', exchange, log);
}
