import { preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { sharedVersionCheck } from './shared-versions';

// No React and no react-router here: index.ts uses this module before the async boundary, where shared
// modules are not loaded yet.

/** The remotes the shell knows by name; where each one lives comes from `/remotes.json` at run time. */
export type RemoteName = 'mfe_public' | 'mfe_crm' | 'mfe_portal' | 'mfe_client';

/** `/remotes.json`: each remote's name and the address of its `mf-manifest.json`. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

/** The top-level routes: the remote that owns each address. Paths nobody owns get the shell's 404 page. */
export const REMOTE_ROUTES: readonly { path: string; remote: RemoteName }[] = [
  { path: '/', remote: 'mfe_public' },
  { path: '/about', remote: 'mfe_public' },
  { path: '/jobs', remote: 'mfe_public' },
  { path: '/jobs/:slug', remote: 'mfe_public' },
  { path: '/login', remote: 'mfe_crm' },
  { path: '/manage/*', remote: 'mfe_crm' },
  // Both portals have pages of their own (/candidateportal/submissions, /clientportal/reset-password), so the remotes route under them.
  { path: '/candidateportal/*', remote: 'mfe_portal' },
  { path: '/clientportal/*', remote: 'mfe_client' },
];

/** The remote whose route matches the path, as the router matches it (`:param` one segment, `/*` the rest). */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const segments = pathname.split('/').filter(Boolean);
  return REMOTE_ROUTES.find(({ path }) => {
    const pattern = path.split('/').filter(Boolean);
    if (pattern.at(-1) === '*') return pattern.slice(0, -1).every((part, i) => part === segments[i]);
    return pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
  })?.remote;
}

let registration: Promise<void> | undefined;

/**
 * Reads the runtime manifest once (from the page, when the gateway wrote it there) and registers each
 * remote's `mf-manifest.json`, so a remote can move or redeploy without rebuilding the shell. If the manifest cannot be read, the pages of the remotes
 * show their unavailable panel, and the next attempt ('Try again') reads it again.
 */
export function registerRemotesFromManifest(manifestUrl = '/remotes.json'): Promise<void> {
  registration ??= (async () => {
    const remotes = takeInlineManifest() ?? (await fetchManifest(manifestUrl));
    // A remote built against shared singletons the shell's are not compatible with is refused (decision 0087).
    registerPlugins([sharedVersionCheck]);
    registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry: entry! })));
  })().catch((error: unknown) => {
    registration = undefined;
    throw error;
  });
  return registration;
}

/** The element in which the gateway writes `/remotes.json` into the page, saving a request (decision 0048). */
export const INLINE_MANIFEST_ID = 'remotes-manifest';

/** The manifest the gateway wrote into the page, used once: a retry ('Try again') reads it afresh. */
function takeInlineManifest(): RemotesManifest | undefined {
  const element = document.getElementById(INLINE_MANIFEST_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as RemotesManifest;
  } catch {
    return undefined;
  }
}

async function fetchManifest(manifestUrl: string): Promise<RemotesManifest> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not read the remotes manifest ${manifestUrl}: ${response.status} ${response.statusText}`);
  return (await response.json()) as RemotesManifest;
}

/**
 * Starts downloading the remote of the page being opened (its manifest, entry and first chunks; nothing
 * of it runs yet) while the shell's own React chunks load, instead of after them (decision 0042). A
 * failure is left to the page, which loads the remote again and shows its unavailable panel.
 */
export function preloadRemoteOf(pathname: string): void {
  const remote = remoteForPath(pathname);
  if (!remote) return;
  registerRemotesFromManifest()
    .then(() => preloadRemote([{ nameOrAlias: remote, exposes: ['App'], resourceCategory: 'sync' }]))
    .catch(() => {});
}
