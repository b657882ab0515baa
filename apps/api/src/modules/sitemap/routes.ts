import type { FastifyPluginCallback } from 'fastify';
import type { SitemapService } from './service';

/** For search engines, at the root of the origin: /sitemap.xml and /robots.txt. */
export const sitemapRoutes: FastifyPluginCallback<{ sitemap: SitemapService }> = (
  app,
  { sitemap },
  done,
) => {
  app.get('/sitemap.xml', { config: { publicRead: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await sitemap.sitemap()),
  );

  app.get('/robots.txt', { config: { publicRead: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(sitemap.robots()),
  );

  done();
};
