import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { api } from '@mitti/api-client/api';
import { theme } from '@mitti/ui/theme';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { RouteObject } from 'react-router';
import { StaticRouter, matchRoutes } from 'react-router';
import type { AppName } from './app-link';
import { appBasename, routerPath } from './app-link';
import { AppProviders } from './app-providers';
import type { PrefetchFirstPage } from './app-store';
import { createAppStore } from './app-store';
import { AppRoutes } from './app-routes';
import { documentTitle, isServerRendered, routeTitle } from './route-title';
import { SERVER_DATA_ID } from './server-data';

/** What the server asks for: the address and how to reach the API. */
export interface PageRequest {
  /** Path and query, e.g. `/campaign/c1?tab=story`. */
  url: string;
  /** The API, answered in process on the server. */
  fetch: typeof fetch;
}

/** A page rendered on the server, to go into the app's index.html. */
export interface RenderedPage {
  status: number;
  title: string;
  /** The markup inside `<div id="root">`. */
  html: string;
  /** `<style>` elements with the CSS of that markup, for the head. */
  styles: string;
  /** The `<script type="application/json">` with the page's data, for after `#root`. */
  dataScript: string;
  /** Every request for its data was answered (a 404 counts): the page may be kept and reused. */
  complete: boolean;
}

export interface ServerRenderOptions {
  app: AppName;
  routes: RouteObject[];
  /** The app's own "load this page's data now" (the same one the browser runs first). */
  prefetchFirstPage: PrefetchFirstPage;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/** JSON that cannot close the `<script>` element it sits in. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function answered(query: { status: string; error?: unknown } | undefined): boolean {
  if (query?.status === 'fulfilled') return true;
  return (query?.error as { status?: number } | undefined)?.status === 404;
}

/**
 * Renders a page the same for every visitor (its route says `serverRendered`) to HTML with its data,
 * as the browser's first render will draw it for someone signed out. Answers null for other pages:
 * the browser renders those.
 */
export async function renderPage(
  { app, routes, prefetchFirstPage }: ServerRenderOptions,
  request: PageRequest,
): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(request.url, 'http://server');
  const routePath = routerPath(app, pathname);
  if (!isServerRendered(routes, routePath)) return null;

  const store = createAppStore({ fetch: request.fetch });
  prefetchFirstPage(store, { pathname, search });
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

  // One emotion cache per page; `compat` leaves the <style> elements out of the markup, to be
  // collected for the head below.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders store={store} theme={theme}>
          <StaticRouter location={request.url} basename={appBasename(app)}>
            <AppRoutes app={app} routes={routes} />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // Every Suspense boundary inline, in order: React otherwise moves large ones to the end of the
    // HTML with a script to put them in place, which the CSP (rightly) refuses to run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  const emotion = createEmotionServer(cache);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const notFound = matchRoutes(routes, routePath)?.at(-1)?.route.path === '*';
  // What the browser's store needs: the answers, not this store's subscriptions.
  const { queries, mutations, provided, config } = store.getState()[api.reducerPath];
  const data = { queries, mutations, provided, config };
  return {
    status: notFound ? 404 : 200,
    title: documentTitle(app, routeTitle(routes, routePath)),
    html,
    styles,
    dataScript: `<script type="application/json" id="${SERVER_DATA_ID}">${scriptSafeJson(data)}</script>`,
    complete: Object.values(queries).every(answered),
  };
}
