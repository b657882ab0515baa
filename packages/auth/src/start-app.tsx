import { serverDataReceived } from '@mitti/api-client/api';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { AppName } from './app-link';
import { appBasename } from './app-link';
import { AppProviders } from './app-providers';
import type { AppStore } from './app-store';
import type { ServerData } from './server-data';
import { SERVER_DATA_ID } from './server-data';

/**
 * Ends the current task so the browser can paint and answer input before the next step of starting
 * the app: each step stays a short task on a slow phone (Lighthouse's Total Blocking Time).
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface StartAppOptions {
  app: AppName;
  createRoutes: (store: AppStore) => RouteObject[];
  store: AppStore;
}

/** Loads the code of the lazy routes matching the address, as React Router's SSR guide does. */
async function loadLazyRoutes(routes: RouteObject[], basename: string | undefined) {
  const lazyMatches = (matchRoutes(routes, window.location, basename) ?? []).filter(
    (match) => match.route.lazy,
  );
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Starts an app in `#root`. A page the server rendered brings its data along: the store and the router
 * start with it, the page's code is loaded first, and React takes over the server's markup
 * (hydration) instead of drawing the page again.
 */
export async function startApp({ app, createRoutes, store }: StartAppOptions) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const serverJson = document.getElementById(SERVER_DATA_ID)?.textContent;
  const serverData = serverJson ? (JSON.parse(serverJson) as ServerData) : undefined;
  if (serverData) store.dispatch(serverDataReceived(serverData.api));

  await yieldToBrowser();
  const routes = createRoutes(store);
  const basename = appBasename(app);
  // The page's code may fail to load (offline, or gone after a deploy). The router then starts
  // anyway: it loads the code again itself, and if that fails too the route's error element shows
  // (it reloads once for code gone after a deploy). Without the page's code the server's markup
  // cannot be taken over, so React draws the page afresh instead.
  const codeLoaded = await loadLazyRoutes(routes, basename).then(
    () => true,
    () => false,
  );
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { basename, hydrationData: serverData?.router });
  const page = (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // As a transition React takes the page over in short slices, answering input in between, instead of
  // one long task (Lighthouse's Total Blocking Time on a slow phone).
  startTransition(() => {
    if (serverData && codeLoaded) hydrateRoot(root, page);
    else createRoot(root).render(page);
  });
}
