import { createElement, lazy, type ComponentType } from 'react';

/** Every screen and dialog made with lazyScreen, so that all can be loaded ahead (component tests). */
const loaders: (() => Promise<unknown>)[] = [];

/**
 * A screen or dialog whose code loads the first time it is shown (React.lazy, decision 0048), so that
 * /manage does not download every screen of the CRM first. Once its code is there it renders at once,
 * without a loading step: after an earlier visit, or after loadAllScreens().
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () => load().then((component) => (loaded = component));
  loaders.push(loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  return function LazyScreen(props: P) {
    return createElement(loaded ?? Lazy, props);
  };
}

/** Loads every lazy screen and dialog now; component tests do, so that a screen shows as soon as it renders. */
export async function loadAllScreens(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
