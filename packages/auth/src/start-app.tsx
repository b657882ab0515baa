import { serverDataReceived } from '@mitti/api-client/api';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router';
import { BrowserRouter } from 'react-router';
import type { AppName } from './app-link';
import { appBasename, routerPath } from './app-link';
import { AppProviders } from './app-providers';
import type { AppStore, PrefetchFirstPage } from './app-store';
import { AppRoutes } from './app-routes';
import { preloadPages } from './lazy-page';
import { SERVER_DATA_ID } from './server-data';

export interface StartAppOptions {
  app: AppName;
  routes: RouteObject[];
  store: AppStore;
  prefetchFirstPage: PrefetchFirstPage;
}

/**
 * Renders an app into `#root`. A page the server rendered brings its data along: the store starts
 * with it, the page's code is loaded first, and React takes over the server's markup (hydration)
 * instead of drawing the page again.
 */
export async function startApp({ app, routes, store, prefetchFirstPage }: StartAppOptions) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const { pathname, search } = window.location;
  // A task of its own, apart from evaluating the app's code: fewer long tasks on a slow phone.
  await new Promise((resolve) => setTimeout(resolve));
  const serverData = document.getElementById(SERVER_DATA_ID)?.textContent;
  if (serverData) {
    store.dispatch(serverDataReceived(JSON.parse(serverData)));
    await preloadPages(routes, routerPath(app, pathname));
  } else {
    prefetchFirstPage(store, { pathname, search });
  }

  const page = (
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter basename={appBasename(app)}>
          <AppRoutes app={app} routes={routes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // As a transition the first render is cut into short slices the browser can answer input between
  // (one long task otherwise: Lighthouse's Total Blocking Time).
  startTransition(() => {
    if (serverData) hydrateRoot(root, page);
    else createRoot(root).render(page);
  });
}
