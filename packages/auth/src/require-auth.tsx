import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import type { AppName } from './app-link';
import { selectIsSignedIn } from './auth-slice';

export interface RequireAuthProps {
  app: AppName;
  children: ReactNode;
}

/** Guards /create, /dashboard, /profile and /shop/cart: without a token the user goes to /login. */
export function RequireAuth({ app, children }: RequireAuthProps) {
  const signedIn = useSelector(selectIsSignedIn);
  const redirect = !signedIn;

  useEffect(() => {
    if (redirect && app === 'shop') window.location.replace('/login');
  }, [redirect, app]);

  if (signedIn) return children;
  return app === 'invest' ? <Navigate to="/login" replace /> : null;
}
