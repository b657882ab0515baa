import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { AppName } from './app-link';
import { useAppNavigate } from './app-link';
import { selectSessionEnded, signOut } from './auth-slice';
import { signInPath } from './next-path';
import { useAuthDispatch } from './use-auth-dispatch';
import { useReturnPath } from './use-return-path';

/**
 * Once the API has refused the token (a 401 to a signed-in call), signs the browser out (the token
 * in both storages, the cached profile, the RTK Query cache) and goes to /login, which says the
 * session has ended and returns here after signing in.
 */
export function SessionEndedRedirect({ app }: { app: AppName }) {
  const ended = useSelector(selectSessionEnded);
  const dispatch = useAuthDispatch();
  const navigate = useAppNavigate(app);
  const returnPath = useReturnPath(app);

  useEffect(() => {
    if (!ended) return;
    dispatch(signOut());
    navigate(signInPath('/login', returnPath, { sessionEnded: true }), { replace: true });
  }, [ended, dispatch, navigate, returnPath]);

  return null;
}
