import etag from '@fastify/etag';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyHash } from './answer-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET anyone may make: its answer may be stored, and is revalidated by its ETag on every use. */
    publicRead?: boolean;
  }
}

/**
 * Public reads: `no-cache`, so any cache may keep them but asks every time, and an unchanged answer
 * costs a bodiless 304. Answered for a signed-in caller (who may see more), `private, no-cache`.
 * Everything else under /api (the caller's own data, tokens, writes, errors): `private, no-store`,
 * so personal data is never written to a shared cache nor to the disk of a shared computer.
 */
function apiCacheControl(request: FastifyRequest): string {
  if (!request.routeOptions.config.publicRead) return 'private, no-store';
  return request.userId ? 'private, no-cache' : 'no-cache';
}

/** ETags on every buffered answer (304 on a matching If-None-Match) and the API's Cache-Control. */
export async function installCaching(app: FastifyInstance): Promise<void> {
  // Weak: one ETag for the JSON whichever encoding it leaves in. Computed from the body, so every
  // instance gives the same answer the same ETag, kept (answer-cache.ts) or not.
  await app.register(etag, { weak: true, hashFn: bodyHash });
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', apiCacheControl(request));
    }
    done();
  });
}
