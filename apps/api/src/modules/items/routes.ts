import type { ItemsResponse, Product } from '@mitti/domain/item';
import type { ItemListQuery, ItemPageResponse } from '@mitti/domain/item-list-query';
import { itemListQuerySchema } from '@mitti/domain/item-list-query';
import type {
  OwnReviewResponse,
  ReviewPageQuery,
  ReviewPageResponse,
} from '@mitti/domain/review-page-query';
import { reviewPageQuerySchema } from '@mitti/domain/review-page-query';
import type { ReviewBody } from '@mitti/domain/review-schema';
import { reviewSchema } from '@mitti/domain/review-schema';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { ItemsService } from './service';
import { cataloguePage } from './service';

export interface ItemRoutesOptions {
  items: ItemsService;
  requireUser: RequireUser;
}

/** The catalogue, a product and its reviews (shop.md 7), the reviews also a page at a time. */
export const itemRoutes: FastifyPluginCallback<ItemRoutesOptions> = (
  app,
  { items, requireUser },
  done,
) => {
  // Plain: the whole catalogue (shop.md). With a page, limit, search or category: that page.
  app.get(
    '/items',
    {
      schema: { querystring: itemListQuerySchema },
      config: { publicRead: true },
    },
    async (request): Promise<ItemsResponse | ItemPageResponse> => {
      const page = cataloguePage(request.query as ItemListQuery);
      return page ? items.page(page) : { response: await items.list() };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/items/:id',
    { config: { publicRead: true } },
    async (request): Promise<Product> => items.product(request.params.id),
  );

  app.get<{ Params: { id: string } }>(
    '/items/:id/reviews',
    { schema: { querystring: reviewPageQuerySchema }, config: { publicRead: true } },
    async (request): Promise<ReviewPageResponse> =>
      items.reviews(request.params.id, request.query as ReviewPageQuery),
  );

  // Per caller, so the shared answer of GET /items/{id} need not vary: the product page finds the
  // shopper's review to edit here, whichever page of the reviews holds it.
  app.get<{ Params: { id: string } }>(
    '/items/:id/review',
    { onRequest: requireUser },
    async (request): Promise<OwnReviewResponse> =>
      items.ownReview(request.userId, request.params.id),
  );

  app.put<{ Params: { id: string } }>(
    '/items/:id/review',
    { schema: { body: reviewSchema }, onRequest: requireUser },
    async (request): Promise<Product> =>
      items.review(request.userId, request.params.id, request.body as ReviewBody),
  );

  done();
};
