import { configureStore } from '@reduxjs/toolkit';
import { publicApi } from './api';

/** This remote's own store; other remotes have theirs. */
export function createStore() {
  return configureStore({
    reducer: { [publicApi.reducerPath]: publicApi.reducer },
    middleware: (getDefault) => getDefault().concat(publicApi.middleware),
  });
}
