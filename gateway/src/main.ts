import { buildGateway } from './app';
import { gatewayConfig } from './config';

const config = gatewayConfig();
const app = buildGateway(config);
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
