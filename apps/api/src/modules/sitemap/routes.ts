import type { FastifyPluginCallback } from 'fastify';
import { notFound } from '../../http/http-error';
import type { SitemapService } from './service';

const XML = 'application/xml; charset=utf-8';

/** For search engines, at the root of the origin: /sitemap.xml, its parts and /robots.txt. */
export const sitemapRoutes: FastifyPluginCallback<{ sitemap: SitemapService }> = (
  app,
  { sitemap },
  done,
) => {
  app.get('/sitemap.xml', { config: { publicRead: true } }, async (_request, reply) =>
    reply.type(XML).send(await sitemap.index()),
  );

  app.get<{ Params: { part: string } }>(
    '/sitemaps/:part',
    { config: { publicRead: true } },
    async (request, reply) => {
      const xml = await sitemap.part(request.params.part);
      if (xml === undefined) throw notFound('No such sitemap.');
      return reply.type(XML).send(xml);
    },
  );

  app.get('/robots.txt', { config: { publicRead: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(sitemap.robots()),
  );

  done();
};
