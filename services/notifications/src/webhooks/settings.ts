import { env, envInt } from '@agency/service-kit';

/** How webhooks are delivered (decision 0110; every setting is in .env.example and docs/deploy.md). */
export interface WebhookSettings {
  /**
   * Development and tests only: also http:// and loopback, private and link-local addresses, so that a receiver
   * on 127.0.0.1 can be used. Off in production, where it would let an administrator's endpoint reach inside.
   */
  allowPrivateTargets: boolean;
  /** One attempt's whole time, connection to answer (ms). */
  timeoutMs: number;
  /** Attempts per delivery, the first one included. */
  maxAttempts: number;
  /** The wait before the first retry; each further one waits twice as long, up to maxBackoffMs (ms). */
  backoffMs: number;
  maxBackoffMs: number;
  /** Deliveries in a row that fail every attempt before the endpoint is disabled. */
  disableAfter: number;
  /** How often to look for deliveries due (retries, a crashed instance's claims) (ms). */
  pollMs: number;
  /** How long a sender may hold a delivery before another instance takes it over (ms); above timeoutMs. */
  claimMs: number;
  /** Attempts sent at once by one instance. */
  concurrency: number;
  /** Job pages in the payloads link here (the gateway's public address). */
  publicUrl: string;
}

export function webhookSettings(overrides: Partial<WebhookSettings> = {}): WebhookSettings {
  const timeoutMs = envInt('WEBHOOKS_TIMEOUT_MS', 10_000);
  return {
    allowPrivateTargets: env('WEBHOOKS_ALLOW_PRIVATE_TARGETS', '0') === '1',
    timeoutMs,
    maxAttempts: envInt('WEBHOOKS_MAX_ATTEMPTS', 8),
    backoffMs: envInt('WEBHOOKS_BACKOFF_MS', 60_000),
    maxBackoffMs: envInt('WEBHOOKS_MAX_BACKOFF_MS', 3_600_000),
    disableAfter: envInt('WEBHOOKS_DISABLE_AFTER', 5),
    pollMs: 1_000,
    claimMs: timeoutMs + 30_000,
    concurrency: 4,
    publicUrl: env('PUBLIC_URL', 'http://localhost:8080').replace(/\/$/, ''),
    ...overrides,
  };
}
