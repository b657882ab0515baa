import {
  useChangePasswordMutation,
  useLogoutEverywhereMutation,
} from '@mitti/api-client/auth-endpoints';
import type { ChangePasswordBody } from '@mitti/domain/auth-schemas';
import { useCallback } from 'react';
import type { AppName } from './app-link';
import { useAppNavigate } from './app-link';
import type { LoginPageState } from './login-page';
import { renewToken, signOut } from './auth-slice';
import { useAuthDispatch } from './use-auth-dispatch';

export const SIGNED_OUT_EVERYWHERE = 'You have been signed out on every device.';

/**
 * PUT /auth/password. Every other sign-in ends; this browser goes on with the new token, kept where
 * the old one was (Remember me). Throws the ApiFailure of a refusal.
 */
export function useChangePassword() {
  const [changePassword] = useChangePasswordMutation();
  const dispatch = useAuthDispatch();
  return useCallback(
    async (body: ChangePasswordBody) => {
      const { token } = await changePassword(body).unwrap();
      dispatch(renewToken(token));
    },
    [changePassword, dispatch],
  );
}

/**
 * 'Sign out everywhere': every sign-in of the account ends on the server, then this browser signs
 * out and goes to /login, which says so. Throws the ApiFailure of a refusal.
 */
export function useSignOutEverywhere(app: AppName) {
  const [logoutEverywhere] = useLogoutEverywhereMutation();
  const dispatch = useAuthDispatch();
  const navigate = useAppNavigate(app);
  return useCallback(async () => {
    await logoutEverywhere().unwrap();
    dispatch(signOut());
    const state: LoginPageState = { message: SIGNED_OUT_EVERYWHERE };
    navigate('/login', { replace: true, state });
  }, [logoutEverywhere, dispatch, navigate]);
}
