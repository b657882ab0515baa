import type { AnchorHTMLAttributes, Ref } from 'react';
import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

/**
 * The two single-page apps behind one origin: shop owns `/shop` and everything under it (its router
 * has the basename `/shop`), invest owns every other path.
 */
export type AppName = 'invest' | 'shop';

const SHOP_PREFIX = '/shop';

export function appOfPath(path: string): AppName {
  const rest = path.slice(SHOP_PREFIX.length);
  return path.startsWith(SHOP_PREFIX) && (rest === '' || /^[/?#]/.test(rest)) ? 'shop' : 'invest';
}

/** The base path of the app's router: shop's is `/shop`. */
export function appBasename(app: AppName): string | undefined {
  return app === 'shop' ? SHOP_PREFIX : undefined;
}

/** The path as the app's own router sees it (shop's router strips its basename). */
export function routerPath(app: AppName, path: string): string {
  if (app === 'invest') return path;
  const rest = path.slice(SHOP_PREFIX.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The full path of the current page, whichever app renders it. */
export function useCurrentPath(app: AppName): string {
  const { pathname } = useLocation();
  if (app === 'invest') return pathname;
  return pathname === '/' ? SHOP_PREFIX : `${SHOP_PREFIX}${pathname}`;
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The app rendering the link. */
  app: AppName;
  /** A full path such as `/farms` or `/shop/cart`. */
  to: string;
  /** Router state, only carried by links inside the current app. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A router Link inside the current app, a plain anchor (full page load) into the other app. */
export function AppLink({ app, to, state, ref, ...anchor }: AppLinkProps) {
  if (appOfPath(to) !== app) return <a ref={ref} href={to} {...anchor} />;
  return <Link ref={ref} to={routerPath(app, to)} state={state} {...anchor} />;
}

export interface AppNavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Navigation by code with the same rule as AppLink: the router inside the app, a page load across. */
export function useAppNavigate(app: AppName) {
  const navigate = useNavigate();
  return useCallback(
    (to: string, { replace = false, state }: AppNavigateOptions = {}) => {
      if (appOfPath(to) === app) {
        void navigate(routerPath(app, to), { replace, state });
      } else if (replace) {
        window.location.replace(to);
      } else {
        window.location.assign(to);
      }
    },
    [app, navigate],
  );
}
