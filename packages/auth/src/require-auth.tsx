import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import type { AppName } from './app-link';
import { selectIsSignedIn } from './auth-slice';
import { useSignInPath } from './use-return-path';

export interface RequireAuthProps {
  app: AppName;
  children: ReactNode;
}

/**
 * Guards /create, /dashboard, /profile and /shop/cart: without a token the user goes to /login,
 * which returns here after signing in.
 */
export function RequireAuth({ app, children }: RequireAuthProps) {
  const signedIn = useSelector(selectIsSignedIn);
  const { key } = useLocation();
  const loginPath = useSignInPath(app);
  const [signedInAt, setSignedInAt] = useState<string | null>(null);
  if (signedIn && signedInAt !== key) setSignedInAt(key);
  // Log Out on this very page navigates away itself; the router commits that navigation in a
  // transition, after this render, so redirecting here would override it with /login.
  const signedOutHere = !signedIn && signedInAt === key;
  const redirect = !signedIn && !signedOutHere;

  useEffect(() => {
    if (redirect && app === 'shop') window.location.replace(loginPath);
  }, [redirect, app, loginPath]);

  if (signedIn) return children;
  if (redirect && app === 'invest') return <Navigate to={loginPath} replace />;
  return null;
}
