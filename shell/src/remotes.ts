import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** The remotes the shell knows by name; where each one lives comes from `/remotes.json` at run time. */
export type RemoteName = 'mfe_public' | 'mfe_crm' | 'mfe_portal';

/** `/remotes.json`: each remote's name and the address of its `mf-manifest.json`. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

let registration: Promise<void> | undefined;

/**
 * Reads the runtime manifest once and registers each remote's `mf-manifest.json`, so a remote can move
 * or redeploy without rebuilding the shell. If the manifest cannot be read, the pages of the remotes
 * show their unavailable panel, and the next attempt ('Try again') reads it again.
 */
export function registerRemotesFromManifest(manifestUrl = '/remotes.json'): Promise<void> {
  registration ??= (async () => {
    const response = await fetch(manifestUrl, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`Could not read the remotes manifest ${manifestUrl}: ${response.status} ${response.statusText}`);
    const remotes = (await response.json()) as RemotesManifest;
    registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry: entry! })));
  })().catch((error: unknown) => {
    registration = undefined;
    throw error;
  });
  return registration;
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The remote's exposed App as a lazy component. Each attempt gets its own lazy component, so that a
 * retry after a failure loads again instead of replaying the failure.
 */
export function remoteApp(name: RemoteName, attempt = 0): LazyExoticComponent<ComponentType> {
  const key = `${name}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      await registerRemotesFromManifest();
      const module = await loadRemote<{ default: ComponentType }>(`${name}/App`);
      if (!module?.default) throw new Error(`${name} did not expose an App`);
      return module;
    });
    cache.set(key, component);
  }
  return component;
}
