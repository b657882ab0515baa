import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api } from '@mitti/api-client/api';
import { clearCachedProfile } from '@mitti/api-client/profile-cache';
import { clearToken, readToken, saveToken } from './token-store';

export interface AuthState {
  token: string | null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ token: readToken() }),
  reducers: {
    tokenChanged(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
    },
  },
});

type Dispatch = (action: unknown) => unknown;

/** Keeps the token (Remember me decides where) and signs the store in. */
export function signIn(token: string, remember: boolean) {
  return (dispatch: Dispatch) => {
    saveToken(token, remember);
    dispatch(authSlice.actions.tokenChanged(token));
  };
}

/** Forgets the token and everything cached for the user who signed out. */
export function signOut() {
  return (dispatch: Dispatch) => {
    clearToken();
    clearCachedProfile();
    dispatch(authSlice.actions.tokenChanged(null));
    dispatch(api.util.resetApiState());
  };
}

export const selectToken = (state: { auth: AuthState }) => state.auth.token;
export const selectIsSignedIn = (state: { auth: AuthState }) => state.auth.token !== null;
