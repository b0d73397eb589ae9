import { fileURLToPath } from 'node:url';
import { env, envInt } from '@agency/service-kit';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The services behind `/api`, each with the path prefixes it owns. */
export interface Upstream {
  name: string;
  url: string;
  prefixes: string[];
}

/** The microfrontends the shell loads at run time, each with its built files. */
export interface Remote {
  name: string;
  folder: string;
  dist: string;
  /** Where the browser finds its manifest; another origin when a remote is deployed on its own. */
  manifestUrl: string;
}

export function gatewayConfig() {
  const remote = (name: string, folder: string): Remote => ({
    name,
    folder,
    dist: env(`${name.toUpperCase()}_DIST`, `${repoRoot}${folder}/dist`),
    manifestUrl: env(`${name.toUpperCase()}_MANIFEST_URL`, `/remotes/${folder}/mf-manifest.json`),
  });
  return {
    port: envInt('PORT', 8080),
    host: env('HOST', '127.0.0.1'),
    shellDist: env('SHELL_DIST', `${repoRoot}shell/dist`),
    upstreams: [
      { name: 'catalog', url: env('CATALOG_URL', 'http://127.0.0.1:4101'), prefixes: ['/api/job-roles'] },
    ] satisfies Upstream[],
    remotes: [remote('mfe_public', 'mfe-public'), remote('mfe_crm', 'mfe-crm'), remote('mfe_portal', 'mfe-portal')],
  };
}

export type GatewayConfig = ReturnType<typeof gatewayConfig>;
