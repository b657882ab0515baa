import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@mitti/api-client/api';
import type { StoreExtra } from '@mitti/api-client/base-query';
import { authSlice } from './auth-slice';

/**
 * The Redux store of either app: the one RTK Query api and the auth slice. On the server a page's
 * store sends its requests through `extra.fetch`.
 */
export function createAppStore(extra: StoreExtra = {}) {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: authSlice.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  // Every query hears the connection come back (refetchOnReconnect), the bell also the tab's focus.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
