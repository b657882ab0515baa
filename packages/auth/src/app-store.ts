import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@mitti/api-client/api';
import { authSlice } from './auth-slice';

/** The Redux store of either app: the one RTK Query api and the auth slice. */
export function createAppStore() {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: authSlice.reducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  // Queries asking for refetchOnFocus or refetchOnReconnect (the bell) hear of both through these.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
