import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { api } from '@mitti/api-client/api';
import { Loader } from '@mitti/ui/loader';
import { theme } from '@mitti/ui/theme';
import { shortText } from '@mitti/domain/short-text';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { RouteObject, StaticHandlerContext } from 'react-router';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
} from 'react-router';
import type { AppName } from './app-link';
import { appBasename } from './app-link';
import { AppProviders } from './app-providers';
import type { AppStore } from './app-store';
import { createAppStore } from './app-store';
import type { PageMeta } from './route-handle';
import { documentTitle, pageHandle, pageMeta } from './route-handle';
import type { ServerData } from './server-data';
import { SERVER_DATA_ID } from './server-data';

export interface AppRoutes {
  app: AppName;
  createRoutes: (store: AppStore) => RouteObject[];
}

export interface RenderOptions {
  /** The app's built index.html, with `<!--app-head-->` and `<!--app-html-->` where the page goes. */
  template: string;
  /** The API, answered in process on the server. */
  fetch: typeof fetch;
}

/** As much of a description as search results and link previews show. */
const DESCRIPTION_CHARS = 160;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON that cannot close the `<script>` element it sits in. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/**
 * The `<head>` tags of a page at `url` (on the address users reach, PUBLIC_URL): its title,
 * description, canonical address and link preview.
 */
export function headTags(app: AppName, meta: PageMeta | undefined, url: URL): string {
  const title = escapeHtml(documentTitle(app, meta?.title));
  const tags = [`<title>${title}</title>`, `<meta property="og:title" content="${title}">`];
  if (meta?.description) {
    const description = escapeHtml(shortText(meta.description, DESCRIPTION_CHARS));
    tags.push(
      `<meta name="description" content="${description}">`,
      `<meta property="og:description" content="${description}">`,
    );
  }
  const canonical = escapeHtml(new URL(url.pathname, url).href);
  tags.push(
    `<link rel="canonical" href="${canonical}">`,
    `<meta property="og:url" content="${canonical}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="Mitti">`,
  );
  if (meta?.image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(new URL(meta.image, url).href)}">`,
      '<meta name="twitter:card" content="summary_large_image">',
    );
  } else {
    tags.push('<meta name="twitter:card" content="summary">');
  }
  return tags.join('\n    ');
}

function loaderMatches(context: StaticHandlerContext) {
  return context.matches.map(({ route }) => ({
    handle: route.handle as unknown,
    loaderData: context.loaderData[route.id] as unknown,
  }));
}

function pageHtml(template: string, head: string, html: string): string {
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => html);
}

/** The markup of `page` in the app's providers, and its CSS (an emotion cache of its own). */
async function renderWithStyles(store: AppStore, page: ReactNode) {
  const cache = createCache({ key: 'css' });
  // `compat` leaves the <style> elements out of the markup, to be collected for the head.
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders store={store} theme={theme}>
          {page}
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
  return { html, styles };
}

/**
 * The page at `request.url` as React Router's data-router SSR draws it: the route's loaders fill a
 * store of this request's own, the page is rendered to HTML with its CSS (an emotion cache per
 * request, as MUI's server-rendering guide does), and the store's answers and the loaders' data go
 * along for the browser to take over. A page that depends on who is visiting (its route's handle has
 * no `ssr`) is left for the browser to draw: the server names it and sends the product's loader.
 */
export async function renderPage(
  { app, createRoutes }: AppRoutes,
  request: Request,
  { template, fetch }: RenderOptions,
): Promise<Response> {
  const url = new URL(request.url);
  const headers = { 'Content-Type': 'text/html; charset=utf-8' };
  const store = createAppStore({ fetch });
  const routes = createRoutes(store);
  const basename = appBasename(app);
  const handle = pageHandle(
    (matchRoutes(routes, url.pathname, basename) ?? []).map(({ route }) => route),
  );
  // A page the browser draws: the product's loader shows until it does.
  const browserDrawn = async (status = 200) => {
    const { html, styles } = await renderWithStyles(store, <Loader />);
    const head = `${headTags(app, handle, url)}\n    ${styles}`;
    return new Response(pageHtml(template, head, html), { status, headers });
  };
  if (!handle?.ssr) return browserDrawn();

  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(request);
  if (context instanceof Response) return context;
  // A loader that failed: the browser draws the page, with the route's error element if it fails again.
  if (context.errors) return browserDrawn(context.statusCode);

  const router = createStaticRouter(handler.dataRoutes, context);
  const { html, styles } = await renderWithStyles(
    store,
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );

  // What the browser's store and router need: the answers and the loaders' data.
  const { queries, mutations, provided, config } = store.getState()[api.reducerPath];
  const data: ServerData = {
    api: { queries, mutations, provided, config },
    router: { loaderData: context.loaderData, actionData: context.actionData },
  };
  const dataScript = `<script type="application/json" id="${SERVER_DATA_ID}">${scriptSafeJson(data)}</script>`;
  const head = [headTags(app, pageMeta(loaderMatches(context)), url), styles, dataScript];
  return new Response(pageHtml(template, head.join('\n    '), html), {
    status: context.statusCode,
    headers,
  });
}
