import { configureStore } from '@reduxjs/toolkit';
import { api } from '@mitti/api-client/api';
import { authSlice } from '@mitti/auth/auth-slice';

export const store = configureStore({
  reducer: {
    [api.reducerPath]: api.reducer,
    auth: authSlice.reducer,
  },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
});
