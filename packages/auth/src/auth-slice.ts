import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { clearToken, readToken, saveToken } from './token-store';

export interface AuthState {
  token: string | null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ token: readToken() }),
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; remember: boolean }>) {
      saveToken(action.payload.token, action.payload.remember);
      state.token = action.payload.token;
    },
    signedOut(state) {
      clearToken();
      state.token = null;
    },
  },
});

export const { signedIn, signedOut } = authSlice.actions;

export const selectToken = (state: { auth: AuthState }) => state.auth.token;
export const selectIsSignedIn = (state: { auth: AuthState }) => state.auth.token !== null;
