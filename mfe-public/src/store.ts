import { configureStore } from '@reduxjs/toolkit';
import { publicApi } from './api';

/** This remote's own store; other remotes have theirs. */
export function createStore() {
  return configureStore({
    reducer: { [publicApi.reducerPath]: publicApi.reducer },
    middleware: (getDefault) => getDefault().concat(publicApi.middleware),
  });
}

/**
 * One store for the page's life: leaving for another remote's page (which unmounts this remote) and
 * coming back keeps the loaded data, as the spec's "data never goes stale" asks.
 */
export const store = createStore();
