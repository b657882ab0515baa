import etag from '@fastify/etag';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET anyone may make, answered alike for every visitor: a shared cache may keep it. */
    publicRead?: boolean;
  }
}

/**
 * A public answer or page: browsers revalidate it on every use (max-age=0, a 304 when unchanged), while a
 * CDN or reverse proxy answers from its copy for 10 seconds, then for a minute more answers with the
 * stale copy while it fetches a fresh one. A funded amount or a new campaign reaches visitors within
 * about a minute, and however busy a page gets, the API sees about one request per copy every 10 s.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

/**
 * Public reads: shared when asked without a token. With one, the caller may see more (their own
 * draft, its rejection reason), so that answer is `private, no-cache`. Everything else under /api
 * (the caller's own data, tokens, writes, errors): `private, no-store`, so personal data is never
 * written to a shared cache nor to the disk of a shared computer.
 */
function cacheControl(request: FastifyRequest, status: number): string | null {
  if (request.routeOptions.config.publicRead && status < 400) {
    return request.headers.authorization ? 'private, no-cache' : PUBLIC_CACHE_CONTROL;
  }
  return request.url.startsWith('/api/') ? 'private, no-store' : null;
}

/** ETags on every buffered answer (304 on a matching If-None-Match) and the Cache-Control above. */
export async function installCaching(app: FastifyInstance): Promise<void> {
  // Weak: one ETag for the body whichever encoding @fastify/compress gives it afterwards.
  await app.register(etag, { weak: true });
  app.addHook('onSend', (request, reply, _payload, done) => {
    const value = reply.hasHeader('cache-control') ? null : cacheControl(request, reply.statusCode);
    if (value) reply.header('Cache-Control', value);
    // A shared copy must not answer a caller with a token (@fastify/compress adds accept-encoding).
    if (request.routeOptions.config.publicRead) reply.header('Vary', 'Authorization');
    done();
  });
}
