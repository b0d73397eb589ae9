// First: with tracing configured, patches http and undici before anything loads them (decision 0111).
import '@agency/service-kit/instrument';
import { Streams } from '@agency/contracts';
import {
  createLogger,
  EventBus,
  envInt,
  EventUserDirectory,
  ServiceMetrics,
  startTracing,
  stopTracing,
  TokenVerifier,
  watchEventBus,
} from '@agency/service-kit';
import { ApiKeyExchange } from './api-keys';
import { buildGateway } from './app';
import { gatewayConfig } from './config';
import { PublicJobCache } from './public-cache';
import { SharedCounts } from './rate-limits/shared-counts';

const config = gatewayConfig();
startTracing('gateway');
const log = createLogger('gateway');
// NATS carries the auth service's user events, so a disabled or deleted user, or a revoked API key, is refused
// here at once.
const bus = await EventBus.connect(config.natsUrl, 'gateway', log);
bus.watchStatus();
const users = await EventUserDirectory.follow(bus);
const verifier = TokenVerifier.remote(config.authUrl, users);
// API keys are exchanged with the auth service for staff tokens of their role (decision 0109).
const apiKeys = new ApiKeyExchange(bus.connection, (keyId) => users.lookup(keyId) === 'deleted');
// Visitors' job reads are kept here until the next catalog event (decision 0049); the stream is followed
// from its current end, as nothing is kept yet.
const publicJobCache = new PublicJobCache(() => bus.isConnected());
await bus.follow(Streams.catalog, () => publicJobCache.dropAll(), await bus.lastSequence(Streams.catalog));
// Sign-in and public-form counts per client, shared by every gateway instance (decision 0086).
const rateLimitCounts = await SharedCounts.open(bus.connection, envInt('STREAM_REPLICAS', 1));
const metrics = new ServiceMetrics('gateway');
// How far behind its followers of the catalog's and auth's streams are.
watchEventBus(metrics, bus);
const app = await buildGateway(config, verifier, { publicJobCache, rateLimitCounts, apiKeys, metrics });
await app.listen({ port: config.port, host: config.host });
// /metrics on a port of its own, for a scraper whose address HEALTH_DETAIL_ADDRESSES cannot name (decision 0111).
const metricsPort = envInt('METRICS_PORT', 0);
const metricsListener = metricsPort > 0 ? await metrics.listen(metricsPort, config.host) : undefined;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => metricsListener?.close()).then(() => bus.close()).then(stopTracing).then(() => process.exit(0)));
}
