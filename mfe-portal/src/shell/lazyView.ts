import { createElement, lazy, type ComponentType } from 'react';

/** Every view made with lazyView, so that all can be loaded ahead (component tests). */
const loaders: (() => Promise<unknown>)[] = [];

/**
 * A view whose code loads the first time it is shown (React.lazy, as the CRM's screens, decision 0048): the
 * sign-in card does not download the wizard and the dashboard, and a candidate with a completed profile
 * never downloads the wizard. Once its code is there it renders at once, without a loading step.
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () => load().then((component) => (loaded = component));
  loaders.push(loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  return function LazyView(props: P) {
    return createElement(loaded ?? Lazy, props);
  };
}

/** Loads every lazy view now; component tests do, so that a view shows as soon as it renders. */
export async function loadAllViews(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
