import { configureStore } from '@reduxjs/toolkit';
import { api } from '@mitti/api-client/api';
import { authSlice } from './auth-slice';

/** The Redux store of either app: the one RTK Query api and the auth slice. */
export function createAppStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: authSlice.reducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
