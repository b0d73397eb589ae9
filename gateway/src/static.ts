import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceApp } from '@agency/service-kit';
import type { GatewayConfig } from './config';
import { shellPageWithHints } from './preload';

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
      cacheControl: false,
      setHeaders: cachingHeaders,
    });
  }

  if (!existsSync(config.shellDist)) {
    app.log.warn({ dist: config.shellDist }, 'shell not built; run `npm run build` first');
    return;
  }
  // `/` is a page like the others: the shell's index.html with the page's preload hints (decision 0048).
  const shellPage = shellPageWithHints(config);
  app.get('/', async (request, reply) => sendPage(reply, await shellPage('/')));
  app.register(fastifyStatic, { root: config.shellDist, prefix: '/', cacheControl: false, setHeaders: cachingHeaders });
}

/** Unknown paths: a page address gets the shell (its router shows the page or 'Page Not Found'); a file gets 404. */
export function pageFallback(config: GatewayConfig) {
  const hasShell = existsSync(config.shellDist);
  const shellPage = shellPageWithHints(config);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const wantsPage = request.method === 'GET' && !path.startsWith('/api/') && !/\.\w+$/.test(path);
    if (wantsPage && hasShell) return sendPage(reply, await shellPage(path));
    return reply.code(404).send({ message: `Not found: ${path}` });
  };
}

function sendPage(reply: FastifyReply, html: string | undefined) {
  if (html === undefined) return reply.code(503).send({ message: 'The website is not built yet. Please try again shortly.' });
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/** Entry files change on every deploy and are always revalidated; other files may be cached a while. */
function cachingHeaders(response: { setHeader(name: string, value: string): void }, path: string): void {
  const entryFile = /(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/.test(path);
  response.setHeader('cache-control', entryFile ? 'no-cache' : 'public, max-age=3600');
}
