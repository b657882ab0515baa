import type { Item, Product } from '@mitti/domain/item';
import type { ReviewBody } from '@mitti/domain/review-schema';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import { toItem, toProduct } from './item-dto';
import * as repo from './repository';

export const PRODUCT_NOT_FOUND = 'Product not found.';

export function createItemsService(db: Database) {
  async function product(id: string): Promise<Product> {
    const record = await repo.findItem(db, id);
    if (!record) throw notFound(PRODUCT_NOT_FOUND);
    return toProduct(record, await repo.listReviews(db, id));
  }

  return {
    async list(): Promise<Item[]> {
      return (await repo.listItems(db)).map(toItem);
    },

    product,

    /** The caller's one review of the item; the item's rating is recomputed in the same transaction. */
    async review(userId: string, itemId: string, body: ReviewBody): Promise<Product> {
      await db.transaction(async (tx) => {
        if (!(await repo.lockItem(tx, itemId))) throw notFound(PRODUCT_NOT_FOUND);
        await repo.upsertReview(tx, {
          itemId,
          userId,
          rating: body.rating,
          comment: body.comment,
          verifiedPurchase: await repo.hasOrderedItem(tx, userId, itemId),
        });
        await repo.refreshRating(tx, itemId);
      });
      return product(itemId);
    },
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;
