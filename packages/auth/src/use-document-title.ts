import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { AppName } from './app-link';
import { documentTitle, pageMeta } from './route-handle';

/** Keeps document.title in step with the page's route (the server wrote the first page's). */
export function useDocumentTitle(app: AppName): void {
  const title = pageMeta(useMatches())?.title;
  useEffect(() => {
    document.title = documentTitle(app, title);
  }, [app, title]);
}
