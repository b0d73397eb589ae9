import { configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';

interface ApiSlice<ReducerPath extends string, State> {
  reducerPath: ReducerPath;
  reducer: Reducer<State, UnknownAction>;
  middleware: Middleware;
}

/**
 * A remote's own Redux store around its one RTK Query API slice; other remotes have theirs. Typed by the
 * slice, so that its dispatch accepts RTK Query's thunks (`api.util.upsertQueryData`, ...).
 */
export function createApiStore<ReducerPath extends string, State>(api: ApiSlice<ReducerPath, State>) {
  const reducer = { [api.reducerPath]: api.reducer } as Record<ReducerPath, Reducer<State, UnknownAction>>;
  return configureStore({
    reducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}
