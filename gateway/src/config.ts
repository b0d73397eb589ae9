import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prefixesOf, type ServiceName } from '@agency/contracts';
import { env, envInt, httpTimeouts, infraConfig } from '@agency/service-kit';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** A folder from the environment, relative to the repository unless absolute. */
const pathFromEnv = (name: string, fallback: string) => resolve(repoRoot, env(name, fallback));
/** A comma-separated list from the environment, without blanks. */
const listFromEnv = (name: string) =>
  env(name, '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The services behind `/api`, each with the path prefixes it owns. */
export interface Upstream {
  name: string;
  url: string;
  prefixes: string[];
}

/**
 * Where a frontend's built files are: a folder here (`npm start`, tests), or, when `filesUrl` is set, the
 * address of the frontend's own container, which the gateway proxies to (decision 0081).
 */
export interface FrontendFiles {
  dist: string;
  filesUrl?: string;
}

/** The microfrontends the shell loads at run time, each with its built files. */
export interface Remote extends FrontendFiles {
  name: string;
  folder: string;
  /** Where the browser finds its manifest; another origin when a remote is deployed on its own. */
  manifestUrl: string;
}

const upstream = (name: ServiceName, urlVariable: string, port: number): Upstream => ({
  name,
  url: env(urlVariable, `http://127.0.0.1:${port}`),
  prefixes: prefixesOf(name),
});

export function gatewayConfig() {
  const remote = (name: string, dir: string): Remote => ({
    name,
    folder: dir,
    dist: pathFromEnv(`${name.toUpperCase()}_DIST`, `${dir}/dist`),
    filesUrl: env(`${name.toUpperCase()}_FILES_URL`, '') || undefined,
    manifestUrl: env(`${name.toUpperCase()}_MANIFEST_URL`, `/remotes/${dir}/mf-manifest.json`),
  });
  return {
    port: envInt('PORT', 8080),
    host: env('HOST', '127.0.0.1'),
    /**
     * The origins the gateway may write into absolute addresses (canonical links, sitemap, robots.txt,
     * redirects), the first being the default for any other Host (decision 0072). PUBLIC_URL alone when set;
     * else PUBLIC_ORIGINS; else empty: the gateway's own http://localhost:<port> and http://127.0.0.1:<port>.
     */
    publicOrigins: env('PUBLIC_URL', '') ? [env('PUBLIC_URL', '')] : listFromEnv('PUBLIC_ORIGINS'),
    /**
     * The load balancers in front of the gateway (comma-separated, CIDR allowed): only from these is the
     * client's address taken from X-Forwarded-For, for the limits and the services (decision 0086). None by
     * default: `npm start`'s gateway is the edge, and the address is the connection's.
     */
    trustedProxies: env('GATEWAY_TRUSTED_PROXIES', '') || undefined,
    /** Client addresses that see the per-service health detail without a staff token (decision 0073). */
    healthDetailAddresses: listFromEnv('HEALTH_DETAIL_ADDRESSES'),
    /** Header, request and idle timeouts of the gateway's HTTP server (decision 0071). */
    httpTimeouts: httpTimeouts(),
    shellDist: pathFromEnv('SHELL_DIST', 'shell/dist'),
    shellFilesUrl: env('SHELL_FILES_URL', '') || undefined,
    natsUrl: infraConfig().natsUrl,
    authUrl: env('AUTH_URL', 'http://127.0.0.1:4100'),
    /** Sign-in attempts per client IP within the window, over all accounts (the auth service limits per account). */
    signInLimitPerIp: { max: envInt('SIGN_IN_ATTEMPTS_PER_IP', 100), windowMs: envInt('SIGN_IN_WINDOW_SECONDS', 900) * 1000 },
    /** Submissions of each public form (registration, application, lead) per client IP within the window. */
    publicFormLimitPerIp: { max: envInt('PUBLIC_FORMS_PER_IP', 20), windowMs: envInt('PUBLIC_FORMS_WINDOW_SECONDS', 900) * 1000 },
    /** Requests per API key within the window, over every gateway instance (decision 0109). */
    apiKeyLimit: { max: envInt('API_KEY_REQUESTS', 600), windowMs: envInt('API_KEY_WINDOW_SECONDS', 60) * 1000 },
    /** Each service's prefixes come from the route table (`libs/contracts/src/routes.ts`), where each route's owner is declared. */
    upstreams: [
      upstream('auth', 'AUTH_URL', 4100),
      upstream('catalog', 'CATALOG_URL', 4101),
      upstream('candidates', 'CANDIDATES_URL', 4102),
      upstream('engagement', 'ENGAGEMENT_URL', 4103),
      upstream('portal', 'PORTAL_URL', 4104),
      upstream('notifications', 'NOTIFICATIONS_URL', 4105),
    ],
    remotes: [remote('mfe_public', 'mfe-public'), remote('mfe_crm', 'mfe-crm'), remote('mfe_portal', 'mfe-portal'), remote('mfe_client', 'mfe-client')],
  };
}

export type GatewayConfig = ReturnType<typeof gatewayConfig>;
