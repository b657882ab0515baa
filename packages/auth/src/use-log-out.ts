import { useCallback } from 'react';
import type { AppName } from './app-link';
import { useAppNavigate } from './app-link';
import { signOut } from './auth-slice';
import { useAuthDispatch } from './use-auth-dispatch';

/** Log Out: forget the token and the user's cached data, then go to /farms (shop.md 2, Header). */
export function useLogOut(app: AppName) {
  const dispatch = useAuthDispatch();
  const navigate = useAppNavigate(app);
  return useCallback(() => {
    dispatch(signOut());
    navigate('/farms');
  }, [dispatch, navigate]);
}
