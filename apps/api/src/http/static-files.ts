import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
    setHeaders(reply: FastifyReply) {
      // An uploaded file is never a page: a demo SVG opened on its own cannot run script or load
      // anything, and browsers must not guess another type.
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
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
): Promise<void> {
  if (shopDist) {
    await app.register(fastifyStatic, {
      root: shopDist,
      prefix: '/shop/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: cacheHeaders(shopDist),
    });
    app.get('/shop', (_request, reply) => reply.redirect('/shop/', 301));
  }
  if (investDist) {
    await app.register(fastifyStatic, {
      root: investDist,
      prefix: '/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: cacheHeaders(investDist),
    });
  }
}

/** Answers an unknown page path with the right app's index.html, so client-side routes load. */
export function spaFallback({ investDist, shopDist }: BuiltApps): SpaFallback {
  return async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const dir = pathname === '/shop' || pathname.startsWith('/shop/') ? shopDist : investDist;
    if (!dir) return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    const html = await readFile(path.join(dir, 'index.html'));
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);
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
