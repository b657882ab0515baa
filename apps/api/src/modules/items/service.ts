import type { Item, ItemCategory, Product } from '@mitti/domain/item';
import type { ItemListQuery, ItemPageResponse } from '@mitti/domain/item-list-query';
import { ITEM_PAGE_SIZE, REVIEW_PAGE_SIZE } from '@mitti/domain/constants';
import type {
  OwnReviewResponse,
  ReviewPageQuery,
  ReviewPageResponse,
} from '@mitti/domain/review-page-query';
import type { ReviewBody } from '@mitti/domain/review-schema';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import { toItem, toProduct, toReview } from './item-dto';
import * as repo from './repository';

export const PRODUCT_NOT_FOUND = 'Product not found.';

/** A paged call's query with its defaults filled in. */
export interface CataloguePage {
  page: number;
  limit: number;
  /** Trimmed and lower-cased; null when blank (every item matches). */
  search: string | null;
  /** Null for 'All'. */
  category: ItemCategory | null;
}

/** The page a validated GET /items query asks for; null when it names none of its fields (the whole catalogue). */
export function cataloguePage(query: ItemListQuery): CataloguePage | null {
  const { page, limit, search, category } = query;
  if (page === undefined && limit === undefined && search === undefined && category === undefined) {
    return null;
  }
  return {
    page: page ?? 1,
    limit: limit ?? ITEM_PAGE_SIZE,
    search: search ? search.toLowerCase() : null,
    category: category === undefined || category === 'All' ? null : category,
  };
}

export function createItemsService(db: Database) {
  async function product(id: string): Promise<Product> {
    const record = await repo.findItem(db, id);
    if (!record) throw notFound(PRODUCT_NOT_FOUND);
    const [reviews, stats] = await Promise.all([
      repo.listReviews(db, id, 0, REVIEW_PAGE_SIZE),
      repo.reviewStats(db, id),
    ]);
    return toProduct(record, reviews, stats);
  }

  async function requireOnSale(itemId: string): Promise<void> {
    if (!(await repo.itemOnSale(db, itemId))) throw notFound(PRODUCT_NOT_FOUND);
  }

  return {
    async list(): Promise<Item[]> {
      return (await repo.listItems(db)).map(toItem);
    },

    async page({ page, limit, search, category }: CataloguePage): Promise<ItemPageResponse> {
      const filter: repo.CatalogueFilter = {
        search: search ?? undefined,
        category: category ?? undefined,
      };
      const [records, total] = await Promise.all([
        repo.listItemsPage(db, filter, (page - 1) * limit, limit),
        repo.countItems(db, filter),
      ]);
      return {
        response: records.map(toItem),
        page,
        limit,
        total,
        hasMore: page * limit < total,
      };
    },

    product,

    async reviews(itemId: string, query: ReviewPageQuery): Promise<ReviewPageResponse> {
      await requireOnSale(itemId);
      const page = query.page ?? 1;
      const limit = query.limit ?? REVIEW_PAGE_SIZE;
      const [records, { count }] = await Promise.all([
        repo.listReviews(db, itemId, (page - 1) * limit, limit),
        repo.reviewStats(db, itemId),
      ]);
      return {
        reviews: records.map(toReview),
        page,
        limit,
        total: count,
        hasMore: page * limit < count,
      };
    },

    async ownReview(userId: string, itemId: string): Promise<OwnReviewResponse> {
      await requireOnSale(itemId);
      const record = await repo.findOwnReview(db, userId, itemId);
      return { review: record ? toReview(record) : null };
    },

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
