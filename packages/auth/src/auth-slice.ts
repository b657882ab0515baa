import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api } from '@mitti/api-client/api';
import { tokenRefused } from '@mitti/api-client/base-query';
import { clearCachedProfile } from '@mitti/api-client/profile-cache';
import { clearToken, readToken, saveToken } from './token-store';

export interface AuthState {
  token: string | null;
  /** The API refused the token: the site layout signs out and asks to sign in again. */
  sessionEnded: boolean;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ token: readToken(), sessionEnded: false }),
  reducers: {
    tokenChanged(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
      state.sessionEnded = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(tokenRefused, (state, action) => {
      // An answer to a call sent before signing in again says nothing about the new token.
      if (state.token !== action.payload) return;
      state.token = null;
      state.sessionEnded = true;
    });
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
export const selectSessionEnded = (state: { auth: AuthState }) => state.auth.sessionEnded;
