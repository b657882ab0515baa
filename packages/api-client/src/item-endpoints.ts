import type { CategoryFilter, Product } from '@mitti/domain/item';
import type { ItemPageResponse } from '@mitti/domain/item-list-query';
import { ITEM_PAGE_SIZE, REVIEW_PAGE_SIZE } from '@mitti/domain/constants';
import type { OwnReviewResponse, ReviewPageResponse } from '@mitti/domain/review-page-query';
import type { ReviewBody } from '@mitti/domain/review-schema';
import { api } from './api';
import { writeCachedItems } from './item-list-cache';

/** The catalogue's filter, done on the server as itemMatches filters (@mitti/domain/item-search). */
export interface ItemPagesArgs {
  /**
   * Trimmed (each text is its own cache entry); a case-insensitive substring of the name, brand,
   * category or farm name; blank matches all.
   */
  search: string;
  category: CategoryFilter;
}

/** The catalogue as the shop first shows it, whose first page is kept in the `items` cache. */
export const isWholeCatalogue = ({ search, category }: ItemPagesArgs) =>
  search === '' && category === 'All';

const itemApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /items?page&limit&search&category, ITEM_PAGE_SIZE at a time: `{ response, page, limit,
     * total, hasMore }` a page. The page is always sent (a call with none of these fields answers the
     * whole catalogue); a blank search and the category All are left out. The first page of the whole
     * catalogue is also written to the `items` cache the shop shows first (shop.md 4).
     */
    itemPages: build.infiniteQuery<ItemPageResponse, ItemPagesArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
      },
      query: ({ queryArg: { search, category }, pageParam }) => ({
        url: '/items',
        params: {
          page: pageParam,
          limit: ITEM_PAGE_SIZE,
          search,
          category: category === 'All' ? undefined : category,
        },
      }),
      providesTags: (result) => [
        { type: 'Item', id: 'LIST' },
        ...(result?.pages ?? []).flatMap(({ response }) =>
          response.map(({ _id }) => ({ type: 'Item' as const, id: _id })),
        ),
      ],
      async onQueryStarted(args, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        const first = data?.pages[0];
        if (first && isWholeCatalogue(args)) writeCachedItems(first.response);
      },
    }),
    /** GET /items/{id}: the product with its details, its newest reviews and their count. */
    item: build.query<Product, string>({
      query: (id) => `/items/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Item', id }],
    }),
    /**
     * GET /items/{id}/reviews?page&limit, REVIEW_PAGE_SIZE at a time from the second page: the
     * product's answer carries the first.
     */
    itemReviews: build.infiniteQuery<ReviewPageResponse, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 2,
        getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
      },
      query: ({ queryArg: id, pageParam }) => ({
        url: `/items/${encodeURIComponent(id)}/reviews`,
        params: { page: pageParam, limit: REVIEW_PAGE_SIZE },
      }),
      providesTags: (_result, _error, id) => [{ type: 'Item', id }],
    }),
    /** GET /items/{id}/review (bearer): the signed-in shopper's own review of the item, or null. */
    ownReview: build.query<OwnReviewResponse, string>({
      query: (id) => `/items/${encodeURIComponent(id)}/review`,
      providesTags: (_result, _error, id) => [{ type: 'Item', id }],
    }),
    /** PUT /items/{id}/review: the caller's one review of the item, written or replaced. */
    reviewItem: build.mutation<Product, ReviewBody & { itemId: string }>({
      query: ({ itemId, ...body }) => ({
        url: `/items/${encodeURIComponent(itemId)}/review`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { itemId }) => [
        { type: 'Item', id: itemId },
        { type: 'Item', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useItemPagesInfiniteQuery,
  useItemQuery,
  useItemReviewsInfiniteQuery,
  useLazyItemQuery,
  useOwnReviewQuery,
  useReviewItemMutation,
} = itemApi;

/** The endpoints, for route loaders: `store.dispatch(itemEndpoints.item.initiate(id))`. */
export const itemEndpoints = itemApi.endpoints;
