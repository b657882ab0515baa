import type { ItemsResponse, Product } from '@mitti/domain/item';
import type { ItemListQuery } from '@mitti/domain/item-list-query';
import { itemListQuerySchema } from '@mitti/domain/item-list-query';
import type { ReviewBody } from '@mitti/domain/review-schema';
import { reviewSchema } from '@mitti/domain/review-schema';
import type { FastifyPluginCallback } from 'fastify';
import type { Changes } from '../../db/changes';
import { createAnswerCache } from '../../http/answer-cache';
import { createKnownQueries } from '../../http/known-queries';
import type { RequireUser } from '../../http/require-user';
import type { ItemsService } from './service';
import { cataloguePage } from './service';

export interface ItemRoutesOptions {
  items: ItemsService;
  changes: Changes;
  requireUser: RequireUser;
}

/** The catalogue, a product and its reviews (shop.md 7). */
export const itemRoutes: FastifyPluginCallback<ItemRoutesOptions> = (
  app,
  { items, changes, requireUser },
  done,
) => {
  const catalogue = createAnswerCache(changes, 'items');
  const catalogueQueries = createKnownQueries();

  // Plain: the whole catalogue (shop.md). With a page, limit, search or category: that page.
  app.get(
    '/items',
    {
      schema: { querystring: itemListQuerySchema },
      // A query seen before is not validated again to send its kept answer.
      preValidation: async (request, reply) => {
        const key = catalogueQueries.known(request);
        if (key !== undefined && (await catalogue.sendKept(reply, key))) return reply;
      },
      config: { publicRead: true },
    },
    async (request, reply) => {
      const page = cataloguePage(request.query as ItemListQuery);
      const key = page ? JSON.stringify(page) : '';
      catalogueQueries.learn(request, key);
      await catalogue.send(reply, key, async () => ({
        value: page
          ? await items.page(page)
          : ({ response: await items.list() } satisfies ItemsResponse),
        shared: true,
      }));
      return reply;
    },
  );

  app.get<{ Params: { id: string } }>(
    '/items/:id',
    { config: { publicRead: true } },
    async (request): Promise<Product> => items.product(request.params.id),
  );

  app.put<{ Params: { id: string } }>(
    '/items/:id/review',
    { schema: { body: reviewSchema }, onRequest: requireUser },
    async (request): Promise<Product> =>
      items.review(request.userId, request.params.id, request.body as ReviewBody),
  );

  done();
};
