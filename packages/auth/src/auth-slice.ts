import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api } from '@mitti/api-client/api';
import { tokenRefused } from '@mitti/api-client/base-query';
import { clearCachedProfile } from '@mitti/api-client/profile-cache';
import { clearToken, isTokenRemembered, readToken, saveToken } from './token-store';

export interface AuthState {
  token: string | null;
  /**
   * The token the API refused (or another tab signed out of): the site signs out and says the
   * session has ended, until someone signs in again.
   */
  endedToken: string | null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ token: readToken(), endedToken: null }),
  reducers: {
    tokenChanged(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
      state.endedToken = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(tokenRefused, (state, action) => {
      // An answer to a call sent before signing in again says nothing about the new token.
      if (state.token !== action.payload) return;
      state.token = null;
      state.endedToken = action.payload;
    });
  },
});

type Dispatch = (action: unknown) => unknown;
type GetState = () => { auth: AuthState };

/** Forgets what the app holds of an account: its cached profile and every answer of the API. */
function forgetAccountData(dispatch: Dispatch) {
  clearCachedProfile();
  dispatch(api.util.resetApiState());
}

/**
 * Keeps the token (Remember me decides where) and signs the store in. Nothing cached for whoever
 * was signed in before (a sign-in at /login without Log Out first) stays on screen.
 */
export function signIn(token: string, remember: boolean) {
  return (dispatch: Dispatch) => {
    saveToken(token, remember);
    dispatch(authSlice.actions.tokenChanged(token));
    forgetAccountData(dispatch);
  };
}

/** The same account's new token (after a password change), kept where the old one was. */
export function renewToken(token: string) {
  return (dispatch: Dispatch) => {
    saveToken(token, isTokenRemembered());
    dispatch(authSlice.actions.tokenChanged(token));
  };
}

/** Forgets the token and everything cached for the user who signed out. */
export function signOut() {
  return (dispatch: Dispatch) => {
    clearToken();
    dispatch(authSlice.actions.tokenChanged(null));
    forgetAccountData(dispatch);
  };
}

/**
 * After the API refused `token`: forgets it, unless another tab has signed in since and the storage
 * holds that newer token, and forgets the account's data once the calls on their way have answered
 * (resetting sooner would abort them, and their pages would report 'Aborted').
 */
export function endSession(token: string) {
  return async (dispatch: Dispatch) => {
    if (readToken() === token) clearToken();
    clearCachedProfile();
    const running = dispatch(api.util.getRunningMutationsThunk()) as Promise<unknown>[];
    await Promise.allSettled(running);
    dispatch(api.util.resetApiState());
  };
}

/**
 * Another tab signed in or out (the storage's token changed): this tab follows, as a reload would,
 * and forgets what it showed of the account before.
 */
export function followStoredToken() {
  return (dispatch: Dispatch, getState: GetState) => {
    const stored = readToken();
    const { token } = getState().auth;
    if (stored === token) return;
    if (stored) {
      dispatch(authSlice.actions.tokenChanged(stored));
      forgetAccountData(dispatch);
    } else if (token) {
      dispatch(tokenRefused(token));
    }
  };
}

export const selectToken = (state: { auth: AuthState }) => state.auth.token;
export const selectIsSignedIn = (state: { auth: AuthState }) => state.auth.token !== null;
export const selectEndedToken = (state: { auth: AuthState }) => state.auth.endedToken;
