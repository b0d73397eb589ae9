import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { ServiceApp } from '@agency/service-kit';
import type { GatewayConfig } from './config';

/**
 * The origin to write into the absolute addresses of an answer (decision 0072): the request's own when it
 * is one of the configured public origins, else the first of them. The Host header is the client's to
 * choose; written into a publicly cached sitemap, a canonical link or a redirect, it would send visitors
 * and crawlers to any site. Without configured origins, the gateway's own address on this machine.
 */
export function publicOrigins(app: ServiceApp, config: Pick<GatewayConfig, 'publicOrigins' | 'port'>): (request: FastifyRequest) => string {
  const configured = config.publicOrigins.map((origin) => {
    if (!/^https?:\/\/[^/]+/i.test(origin)) throw new Error(`PUBLIC_URL / PUBLIC_ORIGINS: "${origin}" is not an http(s) address`);
    return origin.replace(/\/+$/, '');
  });
  const allowed = () => {
    if (configured.length > 0) return configured;
    const port = (app.server.address() as AddressInfo | null)?.port ?? config.port;
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  };
  return (request) => {
    const origins = allowed();
    const asked = `${request.protocol}://${request.host}`.toLowerCase();
    return origins.find((origin) => origin.toLowerCase() === asked) ?? origins[0]!;
  };
}
