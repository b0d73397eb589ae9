import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { createApp } from './app';
import { envInt, infraConfig } from './config';
import { connectDatabase, isDatabaseReady } from './database';
import { EventBus } from './events/bus';
import { outboxRelaysOf } from './events/outbox';
import { createLogger } from './logger';
import { ServiceMetrics } from './telemetry/metrics';
import { startTracing, stopTracing } from './telemetry/tracing';

export interface ServiceContext {
  name: string;
  log: Logger;
  db: Connection;
  bus: EventBus;
  /** Its `/metrics`: report what the service keeps in memory with `metrics.watchSizes` (decision 0111). */
  metrics: ServiceMetrics;
}

export type ServiceApp = ReturnType<typeof createApp>;

export interface ServiceDefinition {
  name: string;
  /** The service's own database; no other service reads it. */
  dbName: string;
  /** Registers routes, consumers and background work; returns what must stop on shutdown. */
  setup(context: ServiceContext, app: ServiceApp): Promise<{ stop?: () => Promise<void> } | void>;
}

export interface RunningService {
  app: ServiceApp;
  context: ServiceContext;
  url: string;
  /**
   * From now on `/readyz` answers 503 and every answer closes its connection, while requests are still
   * served: the gateway stops opening connections here and its open ones end (decision 0087).
   */
  drain(): void;
  close(): Promise<void>;
}

/**
 * Connects a service to its database and NATS, builds its HTTP app and listens. Used by each service's
 * `main.ts` and by the integration tests, so that tests run the same wiring as production.
 */
export async function startService(
  definition: ServiceDefinition,
  options: { port: number; host?: string; mongoUrl?: string; natsUrl?: string; dbName?: string; logLevel?: string },
): Promise<RunningService> {
  const infra = infraConfig();
  startTracing(definition.name);
  const log = createLogger(definition.name);
  if (options.logLevel) log.level = options.logLevel;
  const db = await connectDatabase(options.mongoUrl ?? infra.mongoUrl, options.dbName ?? definition.dbName);
  const bus = await EventBus.connect(options.natsUrl ?? infra.natsUrl, definition.name, log);
  bus.watchStatus();
  const metrics = new ServiceMetrics(definition.name);
  watchEventBus(metrics, bus);
  const context: ServiceContext = { name: definition.name, log, db, bus, metrics };
  let draining = false;

  const app = createApp({
    name: definition.name,
    logger: log,
    // Services are reached through the gateway, which sends the client's address in X-Forwarded-For.
    trustProxy: infra.trustedProxies,
    readiness: [
      { name: 'mongodb', check: () => isDatabaseReady(db) },
      { name: 'nats', check: () => bus.isConnected() },
      { name: 'accepting', check: () => !draining },
    ],
    version: process.env.SERVICE_VERSION,
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  // Services are reached only on the internal network (the gateway proxies none of `/metrics`).
  metrics.register(app);
  const extra = (await definition.setup(context, app)) ?? {};
  const address = await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });

  let closed = false;
  return {
    app,
    context,
    url: address,
    drain() {
      draining = true;
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await extra.stop?.();
      await bus.close();
      await db.close();
    },
  };
}

/** Reports how far the process's consumers of `bus`, and the outboxes relayed over it, are behind. */
export function watchEventBus(metrics: ServiceMetrics, bus: EventBus): void {
  metrics.gauge('nats_consumer_pending_events', "Events of a stream not yet given to this service's consumer of it.", ['stream', 'consumer'], async () =>
    (await bus.consumerLag()).map(({ stream, consumer, pending }) => ({ labels: { stream, consumer }, value: pending })),
  );
  metrics.gauge('outbox_pending_events', 'Events this instance wrote with their change (or its sweep found) and has not published to NATS yet.', ['collection'], async () =>
    outboxRelaysOf(bus).flatMap((relay) => relay.backlog()).map(({ collection, pending }) => ({ labels: { collection }, value: pending })),
  );
}

/**
 * Stops cleanly on Ctrl-C or a container stop. On a container stop (SIGTERM) the service first drains for
 * `SHUTDOWN_DRAIN_MS` (the images set 3 s; 0 by default), so that the gateway has moved its traffic to
 * other instances before this one stops listening (decision 0087).
 */
export function closeOnSignals(service: RunningService, drainMs = envInt('SHUTDOWN_DRAIN_MS', 0)): void {
  const stop = async (signal: string) => {
    if (signal === 'SIGTERM' && drainMs > 0) {
      service.context.log.info({ signal, drainMs }, 'draining before shutting down');
      service.drain();
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    service.context.log.info({ signal }, 'shutting down');
    await service.close().catch((error) => service.context.log.error({ err: error }, 'shutdown failed'));
    await stopTracing();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
