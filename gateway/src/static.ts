import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceApp } from '@agency/service-kit';
import type { GatewayConfig } from './config';
import { sendFrontendFile } from './frontend-files';

/**
 * Serves the built shell at `/`, each remote under `/remotes/<folder>/`, and `/remotes.json`: the runtime
 * manifest the shell reads to find the remotes, so that a remote can move or redeploy without
 * rebuilding the shell. Client-side routes fall back to the shell's index.html. A frontend's files come
 * from its folder, or from its own container when its `*_FILES_URL` is set (decision 0081).
 */
export function registerFrontends(app: ServiceApp, config: GatewayConfig, shellPage: ShellPage): void {
  const remotesManifest = Object.fromEntries(config.remotes.map((remote) => [remote.name, remote.manifestUrl]));
  app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(remotesManifest));

  for (const remote of config.remotes) {
    const prefix = `/remotes/${remote.folder}/`;
    if (remote.filesUrl) {
      const filesUrl = remote.filesUrl;
      app.get(`${prefix}*`, (request, reply) => sendFrontendFile(request, reply, filesUrl, pathOf(request).slice(prefix.length), setCaching));
      continue;
    }
    if (!existsSync(remote.dist)) {
      app.log.warn({ remote: remote.name, dist: remote.dist }, 'remote not built; it will show as unavailable');
      continue;
    }
    app.register(fastifyStatic, {
      root: remote.dist,
      prefix,
      decorateReply: false,
      cacheControl: false,
      setHeaders: cachingHeaders,
    });
  }

  if (!config.shellFilesUrl && !existsSync(config.shellDist)) {
    app.log.warn({ dist: config.shellDist }, 'shell not built; run `npm run build` first');
    return;
  }
  // `/` is a page like the others: the shell's index.html with the page's preload hints (decision 0048).
  app.get('/', async (_request, reply) => sendPage(reply, await shellPage('/')));
  // From a container, the shell's other files are sent by the fallback below (they sit at the root, beside
  // the pages' addresses).
  if (!config.shellFilesUrl) {
    app.register(fastifyStatic, { root: config.shellDist, prefix: '/', cacheControl: false, setHeaders: cachingHeaders });
  }
}

/** The shell's page for an address with its preload hints (preload/index.ts), or undefined while it is not built. */
export type ShellPage = (path: string) => Promise<string | undefined>;

/** Unknown paths: a page address gets the shell (its router shows the page or 'Page Not Found'); a file gets 404. */
export function pageFallback(config: GatewayConfig, shellPage: ShellPage) {
  const hasShell = Boolean(config.shellFilesUrl) || existsSync(config.shellDist);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    const wantsFile = /\.\w+$/.test(path);
    if (isGet && !path.startsWith('/api/') && hasShell) {
      if (!wantsFile) return sendPage(reply, await shellPage(path));
      if (config.shellFilesUrl) return sendFrontendFile(request, reply, config.shellFilesUrl, path.slice(1), setCaching);
    }
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

const setCaching = (reply: FastifyReply, file: string) => cachingHeaders({ setHeader: (name, value) => reply.header(name, value) }, file);

const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;
