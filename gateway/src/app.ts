import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import { createApp, ServiceMetrics, type TokenVerifier } from '@agency/service-kit';
import { registerAccessChecks } from './access';
import { registerCanonicalPaths } from './canonical-path';
import type { ApiKeyExchange } from './api-keys';
import { registerDashboardStats } from './dashboard';
import { registerExportLog } from './exports/export-log';
import { registerJobRoleRecordPage, registerRecordPages } from './records/record-pages';
import { registerJobPages } from './job-pages';
import { registerApiDescription } from './openapi';
import type { GatewayConfig } from './config';
import { registerGracefulClose } from './graceful-close';
import { isInternalAddress, registerHealth } from './health';
import { registerProxies } from './proxy';
import { registerPublicJobCache, type PublicJobCache } from './public-cache';
import type { SharedCounts } from './rate-limits/shared-counts';
import { shellPageWithHints } from './preload';
import { pageFallback, registerFrontends } from './static';

/**
 * The gateway: one origin for the browser. It routes `/api/*` to the owning services and serves the
 * built frontends. It holds no domain data of its own; with a `publicJobCache` it keeps the catalog's
 * answers to visitors' job reads until the next catalog event (decision 0049). With `rateLimitCounts` its
 * per-client limits are counted there, shared by every instance (decision 0086). With `apiKeys` it takes
 * integrations' API keys like staff tokens of their role (decision 0109). `close()` lets answers
 * in flight finish for up to `closeGraceMs` (decision 0051).
 */
export async function buildGateway(
  config: GatewayConfig,
  verifier: TokenVerifier,
  options: { publicJobCache?: PublicJobCache; rateLimitCounts?: SharedCounts; apiKeys?: ApiKeyExchange; closeGraceMs?: number; metrics?: ServiceMetrics } = {},
) {
  // The shell's page, read by every route that sends it (/, the client-side routes, the job pages).
  const shellPage = shellPageWithHints(config);
  const app = createApp({
    name: 'gateway',
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // styled-components injects its styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
    },
    probes: false,
    // It reads its own API description in process; /internal/openapi.json is the services' (decision 0107).
    internalOpenApi: false,
    // Behind a load balancer: its X-Forwarded-For names the client, believed from these addresses only.
    trustProxy: config.trustedProxies,
    notFound: pageFallback(config, shellPage),
    timeouts: config.httpTimeouts,
  });
  registerGracefulClose(app, options.closeGraceMs);
  // First of all: one reading of the address decides every check below and which service gets it (decision 0113).
  registerCanonicalPaths(app);

  // Brotli or gzip for every answer a browser accepts it for (the scripts of / shrink to about a third).
  // Brotli quality 5 takes about 5 ms for the largest script; the default, 11, takes 240 ms (decision 0042).
  await app.register(compress, { brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });

  registerHealth(app, config, verifier);
  // Its /metrics faces the internet like every address here: only HEALTH_DETAIL_ADDRESSES (the scraper) get
  // them, anyone else the page not found; or they are scraped on METRICS_PORT (decision 0111).
  (options.metrics ?? new ServiceMetrics('gateway')).register(app, (request) => isInternalAddress(config, request));
  await registerAccessChecks(app, config, verifier, options.rateLimitCounts, options.apiKeys);
  registerDashboardStats(app, config.upstreams);
  registerExportLog(app, config.upstreams);
  registerRecordPages(app, config.upstreams);
  registerJobRoleRecordPage(app, config.upstreams);
  registerApiDescription(app, config.upstreams);
  if (options.publicJobCache) registerPublicJobCache(app, options.publicJobCache, verifier);
  registerProxies(app, config.upstreams, options.publicJobCache);
  registerJobPages(app, config, shellPage);
  registerFrontends(app, config, shellPage);
  return app;
}
