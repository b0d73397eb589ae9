import type { FastifyRequest } from 'fastify';
import { authorize, type ServiceApp, type TokenVerifier } from '@agency/service-kit';
import type { GatewayConfig } from './config';
import { upstreamHealth } from './proxy';

/**
 * `/healthz` and `/readyz`: the health of what the gateway routes to, each service's readiness. Anyone
 * (a load balancer, `npm start`) gets 200 or 503 with `{ status }`; which services there are and how
 * each is doing only staff and the configured internal addresses see (decision 0073). `/livez` only says
 * the process answers: an orchestrator restarts a gateway whose `/livez` fails, and must not restart every
 * gateway because one service behind them is down (decision 0091).
 */
export function registerHealth(app: ServiceApp, config: GatewayConfig, verifier: TokenVerifier): void {
  const seesDetail = async (request: FastifyRequest) => {
    if (isInternalAddress(config, request)) return true;
    const principal = await authorize('public', request.headers.authorization, verifier);
    return principal?.kind === 'staff';
  };

  const health = async (request: FastifyRequest, reply: { code(status: number): unknown }) => {
    const services = await upstreamHealth(config.upstreams);
    const allUp = Object.values(services).every((service) => service.status === 'up');
    const status = allUp ? 'ok' : 'degraded';
    reply.code(allUp ? 200 : 503);
    return (await seesDetail(request)) ? { status, services } : { status };
  };
  app.get('/healthz', health);
  app.get('/readyz', health);
  app.get('/livez', async () => ({ status: 'ok' }));
}

/** A caller from `HEALTH_DETAIL_ADDRESSES`: the operators' and monitoring's own machines. */
export function isInternalAddress(config: GatewayConfig, request: FastifyRequest): boolean {
  // An IPv4 client of a dual-stack server shows as ::ffff:a.b.c.d.
  return config.healthDetailAddresses.includes(request.ip.replace(/^::ffff:/, ''));
}
