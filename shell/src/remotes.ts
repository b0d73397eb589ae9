import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** The remotes the shell knows by name; where each one lives comes from `/remotes.json` at run time. */
export type RemoteName = 'mfe_public' | 'mfe_crm' | 'mfe_portal';

/**
 * Reads the runtime manifest and registers each remote's `mf-manifest.json`, so a remote can move or
 * redeploy without rebuilding the shell. A missing manifest leaves the remotes unregistered: each page
 * then shows its unavailable panel.
 */
export async function registerRemotesFromManifest(manifestUrl = '/remotes.json'): Promise<void> {
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const remotes = (await response.json()) as Record<string, string>;
    registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  } catch (error) {
    console.error(`Could not read the remotes manifest ${manifestUrl}:`, error);
  }
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
      const module = await loadRemote<{ default: ComponentType }>(`${name}/App`);
      if (!module?.default) throw new Error(`${name} did not expose an App`);
      return module;
    });
    cache.set(key, component);
  }
  return component;
}
