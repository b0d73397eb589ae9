import { createLogger, EventBus, remoteTokenVerifier } from '@agency/service-kit';
import { buildGateway } from './app';
import { gatewayConfig } from './config';

const config = gatewayConfig();
const log = createLogger('gateway');
// NATS carries the auth service's user events, so a disabled or deleted user is refused here at once.
const bus = await EventBus.connect(config.natsUrl, 'gateway', log);
bus.watchStatus();
const verifier = await remoteTokenVerifier(bus, config.authUrl);
const app = await buildGateway(config, verifier);
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => bus.close()).then(() => process.exit(0)));
}
