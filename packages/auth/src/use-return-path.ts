import { useLocation } from 'react-router';
import type { AppName } from './app-link';
import { appBasename } from './app-link';
import type { SignInPage } from './next-path';
import { NEXT_PARAM, signInPath } from './next-path';

const SIGN_IN_PAGES = new Set([
  '/login',
  '/signup',
  '/google-login',
  '/forgot-password',
  '/reset-password',
]);

/**
 * Where a sign-in started on this page should return to: the page's full path with its query (shop
 * pages with their /shop prefix, as login lives in the invest app), or on a sign-in page the `next`
 * that page already carries.
 */
export function useReturnPath(app: AppName): string | null {
  const { pathname, search } = useLocation();
  if (app === 'invest' && SIGN_IN_PAGES.has(pathname)) {
    return new URLSearchParams(search).get(NEXT_PARAM);
  }
  return `${appBasename(app) ?? ''}${pathname}${search}`;
}

/** /login (or /signup) with this page as where to return. */
export function useSignInPath(app: AppName, page: SignInPage = '/login'): string {
  return signInPath(page, useReturnPath(app));
}
