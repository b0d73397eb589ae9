import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { ServiceApp } from '@agency/service-kit';
import type { GatewayConfig } from './config';

/**
 * Serves the built shell at `/`, each remote under `/remotes/<folder>/`, and `/remotes.json`: the runtime
 * manifest the shell reads to find the remotes, so that a remote can move or redeploy without
 * rebuilding the shell. Client-side routes fall back to the shell's index.html.
 */
export function registerFrontends(app: ServiceApp, config: GatewayConfig): void {
  const remotesManifest = Object.fromEntries(config.remotes.map((remote) => [remote.name, remote.manifestUrl]));
  app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(remotesManifest));

  for (const remote of config.remotes) {
    if (!existsSync(remote.dist)) {
      app.log.warn({ remote: remote.name, dist: remote.dist }, 'remote not built; it will show as unavailable');
      continue;
    }
    app.register(fastifyStatic, {
      root: remote.dist,
      prefix: `/remotes/${remote.folder}/`,
      decorateReply: false,
      setHeaders: noCacheForEntryFiles,
    });
  }

  if (!existsSync(config.shellDist)) {
    app.log.warn({ dist: config.shellDist }, 'shell not built; run `npm run build` first');
    return;
  }
  app.register(fastifyStatic, { root: config.shellDist, prefix: '/', setHeaders: noCacheForEntryFiles });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && !/\.\w+$/.test(request.url.split('?')[0]!);
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html', config.shellDist);
    return reply.code(404).send({ message: `Not found: ${request.url.split('?')[0]}` });
  });
}

/** Entry files change on every deploy; hashed chunks can be cached. */
function noCacheForEntryFiles(response: { setHeader(name: string, value: string): void }, path: string): void {
  if (/(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/.test(path)) response.setHeader('cache-control', 'no-cache');
}
