import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerRemotesFromManifest, type RemoteName } from './remote-routes';

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
