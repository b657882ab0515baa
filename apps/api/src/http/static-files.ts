import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppRenderer } from './app-pages';
import { inProcessFetch, loadAppRenderer } from './app-pages';
import { UPLOAD_CACHE_CONTROL } from '../storage/storage';
import { PUBLIC_CACHE_CONTROL } from './caching';

/**
 * Serves uploaded files from the local storage directory at /uploads/. A key names one content for
 * good (a new upload gets a new random name, the seed's pictures are named by their hash), so they
 * are cached for a year.
 */
export async function serveUploads(app: FastifyInstance, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: setUploadHeaders,
  });
}

/** The headers of every uploaded file the API serves, from the local disk or from S3. */
export function setUploadHeaders(reply: FastifyReply): void {
  // An uploaded file is never a page: a demo SVG opened on its own cannot run script or load
  // anything, and browsers must not guess another type.
  reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Cache-Control', UPLOAD_CACHE_CONTROL);
}

export interface AppDists {
  investDist: string;
  shopDist: string;
}

/** Hashed build files are immutable; index.html must be revalidated so a new build is picked up. */
function cacheHeaders(root: string) {
  return (reply: FastifyReply, file: string) => {
    const relative = path.relative(root, file);
    reply.header(
      'Cache-Control',
      relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  };
}

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The built apps that exist; a missing one is reported so the operator knows to build. */
export interface BuiltApps {
  investDist: string | null;
  shopDist: string | null;
}

export function findBuiltApps(app: FastifyInstance, dists: AppDists): BuiltApps {
  const present = (dir: string) => {
    if (existsSync(path.join(dir, 'index.html'))) return dir;
    app.log.warn(`${dir} has no index.html: run \`pnpm build\` to build the apps.`);
    return null;
  };
  return { investDist: present(dists.investDist), shopDist: present(dists.shopDist) };
}

/** Production: Mitti Invest at / and Mitti Market at /shop/ from their dist folders. */
export async function serveApps(
  app: FastifyInstance,
  { investDist, shopDist }: BuiltApps,
  pages: SpaFallback,
): Promise<void> {
  // The apps' front pages are pages like the others (a folder's index.html would skip spaFallback).
  app.get('/', pages);
  if (shopDist) {
    await app.register(fastifyStatic, {
      root: shopDist,
      prefix: '/shop/',
      decorateReply: false,
      // The app's pages, / included, are answered by spaFallback.
      index: false,
      cacheControl: false,
      setHeaders: cacheHeaders(shopDist),
    });
    // With its query: the shop's router writes the catalogue's search as /shop?q=... (a shared link).
    app.get('/shop', (request, reply) =>
      reply.redirect(`/shop/${request.url.slice('/shop'.length)}`, 301),
    );
    app.get('/shop/', pages);
  }
  if (investDist) {
    await app.register(fastifyStatic, {
      root: investDist,
      prefix: '/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: cacheHeaders(investDist),
    });
    // Browsers ask for /favicon.ico where a page names no icon: a PDF or a JSON answer in a tab.
    app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  }
}

interface AppShell {
  dir: string;
  renderer: AppRenderer | null;
}

async function appShell(app: FastifyInstance, dir: string | null): Promise<AppShell | null> {
  if (!dir) return null;
  return { dir, renderer: await loadAppRenderer(app, path.join(dir, '..', 'dist-server')) };
}

/**
 * Answers a page path with the right app's page: rendered by its server build (React Router's SSR,
 * packages/auth/src/render-page.tsx) at the address users reach, `publicUrl`; without a server build,
 * the app's index.html for the browser to draw.
 */
export async function spaFallback(
  app: FastifyInstance,
  { investDist, shopDist }: BuiltApps,
  publicUrl: string,
): Promise<SpaFallback> {
  const invest = await appShell(app, investDist);
  const shop = await appShell(app, shopDist);
  return async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const shell = pathname === '/shop' || pathname.startsWith('/shop/') ? shop : invest;
    if (!shell) return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    // Read each time, so a new build is served without a restart.
    const template = await readFile(path.join(shell.dir, 'index.html'), 'utf8');
    // Pages are the same for every visitor: whoever signs in, the browser draws their own data.
    reply.type('text/html; charset=utf-8').header('Cache-Control', PUBLIC_CACHE_CONTROL);
    if (!shell.renderer || request.method !== 'GET') return reply.send(template);
    let page: Response;
    try {
      page = await shell.renderer.render(new Request(new URL(request.url, publicUrl)), {
        template,
        fetch: inProcessFetch(app),
      });
    } catch (error) {
      request.log.error({ err: error }, 'server render failed: the browser draws the page');
      return reply.send(template);
    }
    return reply
      .status(page.status)
      .headers(Object.fromEntries(page.headers))
      .send(await page.text());
  };
}

/**
 * Whether an unknown path is a client-side route of an app. The API, uploads and missing files (a last
 * segment with an extension, like a stale /assets/x.js) answer 404 in the error shape instead.
 */
export function isPagePath(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (/^\/(api|uploads)(\/|$)/.test(pathname)) return false;
  return !(pathname.split('/').pop() ?? '').includes('.');
}
