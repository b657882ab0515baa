import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

const APP_NAME = 'Mitti Market';

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

/** Keeps document.title in step with the current route. */
export function useDocumentTitle(): void {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title && title !== APP_NAME ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
