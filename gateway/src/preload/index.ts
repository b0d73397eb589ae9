import { jobsBoardApiPath, JobsBoardQuery } from '@agency/contracts';
import type { FrontendFiles, GatewayConfig, Remote } from '../config';
import { readFrontendFile } from '../frontend-files';
import { readyInstances } from '../ready-instances';
import { escapeHtml, jsonForScript } from '../job-pages/html';

/**
 * Preload hints (decision 0048). A page is drawn at the end of a chain: index.html → the shell's main.js
 * → its chunks and /remotes.json → the remote's mf-manifest.json → remoteEntry.js → the page's chunks →
 * the API answer it shows. Each step is only discovered when the one before has run. The gateway knows
 * the whole chain from the built files, so it writes it into the page's HTML: `/remotes.json` itself (the
 * shell reads it from the page), and `<link rel="preload">` for every file and the first API answer, which
 * the browser then fetches at once and hands over when the code asks for them.
 */

/** The pages whose chain is announced: the remote that draws them, its named chunk, the API answer it shows first. */
interface PagePlan {
  pattern: RegExp;
  remote: string;
  /** A chunk group named in the remote's code (named-chunks.json), for pages that are not in its first chunk. */
  chunk?: string;
  /** The request the page makes first, exactly as it makes it (same address, so the browser reuses the answer). */
  api?: (match: RegExpMatchArray) => string;
}

const PAGES: PagePlan[] = [
  // mfe-public's LANDING_ROLE_LIMIT: the landing page lists six open roles.
  { pattern: /^\/$/, remote: 'mfe_public', api: () => '/api/job-roles?status=open&limit=6' },
  {
    pattern: /^\/jobs\/([^/]+)$/,
    remote: 'mfe_public',
    chunk: 'job-page',
    // The page asks with encodeURIComponent(slug); the address bar holds the slug already encoded.
    api: (match) => `/api/job-roles/${encodeURIComponent(safeDecode(match[1]!))}`,
  },
  {
    // The jobs board: the gateway passes its address with the query in its one form (jobsBoardSearch).
    pattern: /^\/jobs(\?.*)?$/,
    remote: 'mfe_public',
    chunk: 'jobs-board',
    api: (match) => jobsBoardApiPath(JobsBoardQuery.parse(Object.fromEntries(new URLSearchParams(match[1] ?? '')))),
  },
  { pattern: /^\/about$/, remote: 'mfe_public', chunk: 'about-page' },
  { pattern: /^\/(login|manage(\/.*)?)$/, remote: 'mfe_crm' },
  { pattern: /^\/candidateportal$/, remote: 'mfe_portal' },
  { pattern: /^\/clientportal([/?].*)?$/, remote: 'mfe_client' },
];

/** The parts of a federation manifest (mf-manifest.json) used here; all optional, as a file may not have them. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { assets?: { js?: { sync?: string[] } } }[];
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

interface RemoteFiles {
  manifestUrl: string;
  /** remoteEntry.js and the exposed App's first chunks, as addresses. */
  scripts: string[];
  namedChunks: Record<string, string[]>;
  base: string;
}

export interface PreloadPlan {
  /** What every page of the shell needs: its bootstrap chunk and the shared libraries it provides. */
  shellScripts: string[];
  remotes: Map<string, RemoteFiles>;
  remotesManifest: Record<string, string>;
}

/**
 * Reads the built files (from their folders, or the frontends' containers). A remote served from elsewhere
 * (its manifest address is not one of ours) or not built gets no hints: the shell then finds it as before.
 */
export async function readPreloadPlan(config: GatewayConfig): Promise<PreloadPlan> {
  const shellFiles = { dist: config.shellDist, filesUrl: config.shellFilesUrl };
  const [shellManifest, shellChunks, providedShared, ...remotes] = await Promise.all([
    readJson<FederationManifest>(shellFiles, 'mf-manifest.json'),
    readJson<Record<string, string[]>>(shellFiles, 'named-chunks.json'),
    readJson<string[]>(shellFiles, 'provided-shared.json'),
    ...config.remotes.map(async (remote) => [remote.name, await remoteFiles(remote)] as const),
  ]);
  // The shared libraries the shell provides, without the fallback copies the manifest lists beside them (never
  // loaded by the shell: a preload of one is wasted, and Chrome warns). A shell built before provided-shared.json
  // existed still gets the manifest's list, as a frontend may be deployed alone (decision 0087).
  const shellShared = providedShared ?? shellManifest?.shared?.flatMap((shared) => shared.assets?.js?.sync ?? []) ?? [];
  const shellScripts = [...(shellChunks?.bootstrap ?? []), ...shellShared].map((file) => `/${file}`);
  const remotesManifest = Object.fromEntries(config.remotes.map((remote) => [remote.name, remote.manifestUrl]));
  return {
    shellScripts: unique(shellScripts),
    remotes: new Map(remotes.flatMap(([name, files]) => (files ? [[name, files] as const] : []))),
    remotesManifest,
  };
}

async function remoteFiles(remote: Remote): Promise<RemoteFiles | undefined> {
  if (!remote.manifestUrl.startsWith('/') || !remote.manifestUrl.endsWith('/mf-manifest.json')) return undefined;
  const manifest = await readJson<FederationManifest>(remote, 'mf-manifest.json');
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry?.name) return undefined;
  const base = remote.manifestUrl.slice(0, -'mf-manifest.json'.length);
  const app = manifest?.exposes?.find((exposed) => exposed.name === 'App');
  return {
    manifestUrl: remote.manifestUrl,
    base,
    scripts: [`${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`, ...(app?.assets?.js?.sync ?? []).map((file) => `${base}${file}`)],
    namedChunks: (await readJson<Record<string, string[]>>(remote, 'named-chunks.json')) ?? {},
  };
}

/**
 * The tags for a page's head: the inline `/remotes.json`, then preloads in the order the page needs them
 * (its API answer first: it waits on nothing, and the server may take longest). Scripts are fetched as the
 * chunk loader fetches them (no crossorigin); the federation runtime's manifest fetch and the page's own
 * API request (`credentials: 'include'`) are matched with their CORS modes, or the browser would fetch twice.
 */
export function preloadTags(plan: PreloadPlan, path: string): string[] {
  const tags: string[] = [`<script type="application/json" id="remotes-manifest">${jsonForScript(plan.remotesManifest)}</script>`];
  const page = PAGES.map((p) => ({ p, match: path.match(p.pattern) })).find(({ match }) => match);
  const remote = page && plan.remotes.get(page.p.remote);
  if (page?.p.api) tags.push(link('fetch', page.p.api(page.match!), 'use-credentials'));
  tags.push(...plan.shellScripts.map((src) => link('script', src)));
  if (remote) {
    tags.push(link('fetch', remote.manifestUrl, 'anonymous'));
    const pageChunks = page.p.chunk ? (remote.namedChunks[page.p.chunk] ?? []).map((file) => `${remote.base}${file}`) : [];
    tags.push(...unique([...remote.scripts, ...pageChunks]).map((src) => link('script', src)));
  }
  return tags;
}

/** How long the shell's page and the plan are kept before they are read again (a frontend may redeploy). */
const REREAD_AFTER_MS = 5_000;

/**
 * The shell's index.html for a page address, with that page's hints; undefined while the shell is not
 * built (or its container does not answer). The page and the plan are read at the first request and again
 * after a few seconds, so that a frontend deployed alone is announced without restarting the gateway; a
 * failed read is not kept.
 */
export function shellPageWithHints(config: GatewayConfig): (path: string) => Promise<string | undefined> {
  const shellFiles = { dist: config.shellDist, filesUrl: config.shellFilesUrl };
  let current: Promise<{ html: string | undefined; plan: PreloadPlan }> | undefined;
  let readAt = 0;
  let readAtChange = readyInstances.changes;
  return async (path) => {
    // Read again at once when a frontend switched to another instance (a deploy): hints for the old
    // version's chunks would each be a 404.
    if (!current || Date.now() - readAt > REREAD_AFTER_MS || readyInstances.changes !== readAtChange) {
      readAt = Date.now();
      readAtChange = readyInstances.changes;
      current = Promise.all([readFrontendFile(shellFiles, 'index.html'), readPreloadPlan(config)]).then(([html, plan]) => ({ html, plan }));
    }
    const { html, plan } = await current;
    if (html === undefined) readAt = 0;
    return html === undefined ? undefined : withPreloadTags(html, preloadTags(plan, path));
  };
}

/**
 * The page's HTML with the tags at the top of its head (after its charset, which must come first). The
 * shell's own scripts are preloaded first: a deferred script is otherwise fetched at low priority, after
 * the preloads.
 */
export function withPreloadTags(html: string, tags: string[]): string {
  const shellScripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/gi)].map((match) => link('script', match[1]!));
  const [inline, ...preloads] = tags;
  const head = [inline, ...shellScripts, ...preloads].join('');
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  return charset.test(html) ? html.replace(charset, (meta) => `${meta}${head}`) : html.replace(/<head>/i, (open) => `${open}${head}`);
}

function link(as: 'script' | 'fetch', href: string, crossorigin?: 'anonymous' | 'use-credentials'): string {
  return `<link rel="preload" as="${as}" href="${escapeHtml(href)}"${crossorigin ? ` crossorigin="${crossorigin}"` : ''}>`;
}

async function readJson<T>(files: FrontendFiles, file: string): Promise<T | undefined> {
  const text = await readFrontendFile(files, file);
  try {
    return text === undefined ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
