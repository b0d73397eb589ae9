import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';

interface ApiSlice {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

/** A remote's own Redux store around its one RTK Query API slice; other remotes have theirs. */
export function createApiStore(api: ApiSlice) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}
