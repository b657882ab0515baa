import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import type { AppName } from './app-link';
import { APP_NAMES } from './app-names';

export interface RouteHandle {
  title: string;
  /** The page is the same for every visitor, so the server renders it (with its data). */
  serverRendered?: boolean;
}

/** A route's `handle` naming its page: `{ path: 'farms', element, ...titled('Our Farms') }`. */
export function titled(title: string): { handle: RouteHandle } {
  return { handle: { title } };
}

/** The same for a page that is the same for every visitor: the server renders it with its data. */
export function serverRendered(title: string): { handle: RouteHandle } {
  return { handle: { title, serverRendered: true } };
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

function pageHandle(routes: RouteObject[], pathname: string): RouteHandle | undefined {
  return (matchRoutes(routes, pathname) ?? [])
    .map((match): unknown => match.route.handle)
    .filter(isRouteHandle)
    .at(-1);
}

/** The title of the deepest route matching `pathname` that names one (route `handle: { title }`). */
export function routeTitle(routes: RouteObject[], pathname: string): string | undefined {
  return pageHandle(routes, pathname)?.title;
}

/** Whether the page at `pathname` is rendered on the server (route `handle: { serverRendered }`). */
export function isServerRendered(routes: RouteObject[], pathname: string): boolean {
  return pageHandle(routes, pathname)?.serverRendered === true;
}

/** The document title for a page: 'Your Profile · Mitti Invest'. */
export function documentTitle(app: AppName, title: string | undefined): string {
  const appName = APP_NAMES[app];
  return title && title !== appName ? `${title} · ${appName}` : appName;
}
