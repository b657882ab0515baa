import type { CategoryFilter, Item, ItemsResponse, Product } from '@mitti/domain/item';
import type { ItemPageResponse } from '@mitti/domain/item-list-query';
import { ITEM_PAGE_SIZE } from '@mitti/domain/constants';
import type { ReviewBody } from '@mitti/domain/review-schema';
import { api } from './api';
import { writeCachedItems } from './item-list-cache';

/** One page of the catalogue, filtered on the server as itemMatches filters (@mitti/domain/item-search). */
export interface ItemPageArgs {
  /** From 1; 1 when left out. */
  page?: number;
  /** ITEM_PAGE_SIZE when left out. */
  limit?: number;
  /** Case-insensitive substring of the name, brand, category or farm name; blank matches all. */
  search?: string;
  category?: CategoryFilter;
}

const itemApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /items; the list is also written to the `items` cache the catalogue shows first. */
    items: build.query<Item[], void>({
      query: () => '/items',
      transformResponse: (response: ItemsResponse) => response.response,
      providesTags: (items) => [
        { type: 'Item', id: 'LIST' },
        ...(items ?? []).map(({ _id }) => ({ type: 'Item' as const, id: _id })),
      ],
      async onQueryStarted(_arg, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) writeCachedItems(data);
      },
    }),
    /**
     * GET /items?page&limit&search&category: `{ response, page, limit, total, hasMore }`. The page is
     * always sent (a call without any of these fields answers the whole catalogue); a blank search
     * and the category All are left out.
     */
    itemPage: build.query<ItemPageResponse, ItemPageArgs>({
      query: ({ page = 1, limit = ITEM_PAGE_SIZE, search, category }) => ({
        url: '/items',
        params: {
          page,
          limit,
          search: search?.trim(),
          category: category === 'All' ? undefined : category,
        },
      }),
      providesTags: (result) => [
        { type: 'Item', id: 'LIST' },
        ...(result?.response ?? []).map(({ _id }) => ({ type: 'Item' as const, id: _id })),
      ],
    }),
    /** GET /items/{id}: the product with its details and reviews (newest first). */
    item: build.query<Product, string>({
      query: (id) => `/items/${encodeURIComponent(id)}`,
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
  useItemsQuery,
  useItemPageQuery,
  useItemQuery,
  useLazyItemQuery,
  useReviewItemMutation,
} = itemApi;

/** The endpoints, for route loaders: `store.dispatch(itemEndpoints.item.initiate(id))`. */
export const itemEndpoints = itemApi.endpoints;
