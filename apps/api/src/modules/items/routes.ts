import type { ItemsResponse, Product } from '@mitti/domain/item';
import type { ReviewBody } from '@mitti/domain/review-schema';
import { reviewSchema } from '@mitti/domain/review-schema';
import type { FastifyPluginCallback } from 'fastify';
import type { Changes } from '../../db/changes';
import { createAnswerCache } from '../../http/answer-cache';
import type { RequireUser } from '../../http/require-user';
import type { ItemsService } from './service';

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

  app.get('/items', { config: { publicRead: true } }, async (_request, reply) => {
    await catalogue.send(reply, '', async () => ({
      value: { response: await items.list() } satisfies ItemsResponse,
      shared: true,
    }));
    return reply;
  });

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
