import type { RouteObject } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';
import type { AppName } from './app-link';
import { APP_NAMES } from './app-names';

export interface RouteHandle {
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The title of the deepest route matching `pathname` that names one (route `handle: { title }`). */
export function routeTitle(routes: RouteObject[], pathname: string): string | undefined {
  return (matchRoutes(routes, pathname) ?? [])
    .map((match): unknown => match.route.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
}

/** The document title for a page: 'Your Profile · Mitti Invest'. */
export function documentTitle(app: AppName, title: string | undefined): string {
  const appName = APP_NAMES[app];
  return title && title !== appName ? `${title} · ${appName}` : appName;
}
