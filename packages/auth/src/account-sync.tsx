import { TOKEN_STORAGE_KEY } from '@mitti/domain/constants';
import { useToast } from '@mitti/ui/toast-provider';
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useMatches } from 'react-router';
import type { AppName } from './app-link';
import { useAppNavigate } from './app-link';
import { endSession, followStoredToken, selectEndedToken } from './auth-slice';
import { SESSION_ENDED_MESSAGE, signInPath } from './next-path';
import { needsSignIn } from './route-handle';
import { useAuthDispatch } from './use-auth-dispatch';
import { useReturnPath } from './use-return-path';

/**
 * Keeps this tab's account in step with the API and the other tabs.
 * - The API refused the token (a 401 to a signed-in call), or another tab signed out: the browser
 *   signs out (the token, the cached profile, the RTK Query cache). On a page that needs an account
 *   the user goes to /login, which says why and returns here; on any other page they stay, and a
 *   toast says so.
 * - Another tab signed in: this one follows, as a reload would.
 */
export function AccountSync({ app }: { app: AppName }) {
  const endedToken = useSelector(selectEndedToken);
  const dispatch = useAuthDispatch();
  const navigate = useAppNavigate(app);
  const toast = useToast();
  const returnPath = useReturnPath(app);
  const signInRequired = needsSignIn(useMatches());
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!endedToken || handled.current === endedToken) return;
    handled.current = endedToken;
    void dispatch(endSession(endedToken));
    const loginPath = signInPath('/login', returnPath, { sessionEnded: true });
    if (signInRequired) navigate(loginPath, { replace: true });
    else {
      const link = { label: 'Sign In', href: loginPath, navigate: () => navigate(loginPath) };
      toast.info(SESSION_ENDED_MESSAGE, { link });
    }
  }, [endedToken, dispatch, navigate, toast, returnPath, signInRequired]);

  useEffect(() => {
    const follow = (event: StorageEvent) => {
      // A null key is storage.clear().
      if (event.key === TOKEN_STORAGE_KEY || event.key === null) dispatch(followStoredToken());
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [dispatch]);

  return null;
}
