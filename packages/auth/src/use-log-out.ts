import { useLogoutMutation } from '@mitti/api-client/auth-endpoints';
import { useCallback } from 'react';
import type { AppName } from './app-link';
import { useAppNavigate } from './app-link';
import { signOut } from './auth-slice';
import { useAuthDispatch } from './use-auth-dispatch';

/**
 * Log Out: the server ends the session (its token gets 401 from then on), then the browser forgets
 * the token and the user's cached data and goes to /farms (shop.md 2, Header). Signed out here
 * whatever the server answers, offline too.
 */
export function useLogOut(app: AppName) {
  const dispatch = useAuthDispatch();
  const navigate = useAppNavigate(app);
  const [logout] = useLogoutMutation();
  return useCallback(() => {
    void logout().then(() => {
      dispatch(signOut());
      navigate('/farms');
    });
  }, [logout, dispatch, navigate]);
}
