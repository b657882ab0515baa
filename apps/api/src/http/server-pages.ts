import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChangeCache } from '../db/change-cache';

/**
 * What an app's server build (`apps/<app>/dist-server/entry-server.js`, see
 * packages/auth/src/server-render.tsx) is asked and answers. Typed here by its shape: the server
 * imports nothing from the front end.
 */
export interface PageRequest {
  url: string;
  fetch: typeof fetch;
}

export interface RenderedPage {
  status: number;
  title: string;
  html: string;
  styles: string;
  dataScript: string;
  /** All its data was there: the page may be kept until that data changes. */
  complete: boolean;
}

export interface PageRenderer {
  render: (request: PageRequest) => Promise<RenderedPage | null>;
}

/** Rendered pages, kept until a write on the data they show (any instance's). */
export type KeptPages = ChangeCache<{ page: RenderedPage | null }>;

/** A page that takes longer than this to render is sent as the plain app shell instead. */
export const RENDER_TIMEOUT_MS = 3000;

/**
 * At most this many pages of an app render at once; a request beyond them gets the plain shell
 * (the browser draws the page). A render costs 50-100 ms of the one CPU thread and every new query
 * string misses the kept pages, so without a bound a flood of made-up addresses would queue renders
 * and slow the API down for everyone.
 */
export const MAX_RENDERS_AT_ONCE = 4;

/** The app's server renderer, or null when it was not built (the browser then renders every page). */
export async function loadPageRenderer(
  app: FastifyInstance,
  serverDist: string,
): Promise<PageRenderer | null> {
  const entry = path.join(serverDist, 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn(
      `${entry} is missing: pages are rendered in the browser only (run \`pnpm build\`).`,
    );
    return null;
  }
  const { render } = (await import(entry)) as PageRenderer;
  let rendering = 0;
  return {
    async render(request) {
      if (rendering >= MAX_RENDERS_AT_ONCE) {
        app.log.debug({ url: request.url }, 'server render skipped: too many at once');
        return null;
      }
      rendering += 1;
      try {
        return await render(request);
      } finally {
        rendering -= 1;
      }
    },
  };
}

/** `fetch` for a page rendered on the server: the API's requests are answered in process. */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const answer = await app.inject({
      method: request.method,
      url: `${pathname}${search}`,
      headers: Object.fromEntries(request.headers),
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodyless ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    });
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The app's index.html with the rendered page in `#root`, its CSS in the head and its data after.
 * The page can be read before any script runs, so nothing is preloaded: the page's pictures come
 * first, and the app's boot script fetches the app once the page has painted.
 */
export function pageHtml(template: string, page: RenderedPage): string {
  return template
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<script type="module"', '<script type="module" fetchpriority="low"')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(
      /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
      (_match, end: string) => `<div id="root">${page.html}</div>${page.dataScript}${end}`,
    );
}

/**
 * The page for a request, kept or rendered now; or null (the plain shell will do): the page is one
 * the browser renders, or rendering failed or took too long, which is logged.
 */
export async function pageForRequest(
  app: FastifyInstance,
  renderer: PageRenderer,
  kept: KeptPages,
  request: FastifyRequest,
): Promise<RenderedPage | null> {
  const { page } = await kept.get(
    request.url,
    async () => ({
      page: await renderInTime(renderer, { url: request.url, fetch: inProcessFetch(app) }, request),
    }),
    (value) => value.page?.complete === true,
  );
  return page;
}

async function renderInTime(
  renderer: PageRenderer,
  pageRequest: PageRequest,
  request: FastifyRequest,
): Promise<RenderedPage | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      request.log.warn({ url: request.url }, 'server render timed out');
      resolve(null);
    }, RENDER_TIMEOUT_MS);
  });
  const rendering = renderer.render(pageRequest).catch((error: unknown) => {
    request.log.error({ err: error, url: request.url }, 'server render failed');
    return null;
  });
  try {
    return await Promise.race([rendering, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
