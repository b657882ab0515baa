import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { AuthState } from './auth-slice';

/** A dispatch that accepts the signIn and signOut thunks. */
export const useAuthDispatch =
  useDispatch.withTypes<ThunkDispatch<{ auth: AuthState }, unknown, UnknownAction>>();
