import type { Item, ItemsResponse, Product } from '@mitti/domain/item';
import type { ReviewBody } from '@mitti/domain/review-schema';
import { api } from './api';
import { writeCachedItems } from './item-list-cache';

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

export const { useItemsQuery, useItemQuery, useLazyItemQuery, useReviewItemMutation } = itemApi;

/** Starts GET /items before the catalogue's code has loaded, so the two arrive together. */
export const prefetchItems = () => itemApi.util.prefetch('items', undefined, {});

/** Starts GET /items/{id} before the product page's code has loaded. */
export const prefetchItem = (id: string) => itemApi.util.prefetch('item', id, {});
