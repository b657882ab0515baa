import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { AppName } from './app-link';
import { APP_NAMES } from './app-names';

export interface RouteHandle {
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The title of the deepest matched route that names one (route `handle: { title }`). */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  return matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
}

/** Keeps document.title in step with the current route: 'Your Profile · Mitti Invest'. */
export function useDocumentTitle(app: AppName): void {
  const title = useRouteTitle();
  const appName = APP_NAMES[app];
  useEffect(() => {
    document.title = title && title !== appName ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
