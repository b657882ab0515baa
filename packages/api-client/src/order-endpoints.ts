import { ORDER_PAGE_SIZE } from '@mitti/domain/constants';
import type { OrderResponse, OrdersResponse, PlaceOrderResponse } from '@mitti/domain/order';
import type { PlaceOrderBody } from '@mitti/domain/order-schemas';
import { api } from './api';

const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /orders?page&limit: the caller's orders, newest first, ORDER_PAGE_SIZE at a time. An order
     * placed or paid invalidates `Order`: the pages read are asked again, the new order first.
     */
    orders: build.infiniteQuery<OrdersResponse, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: ({ data }) => (data.hasMore ? data.page + 1 : undefined),
      },
      query: ({ pageParam }) => ({
        url: '/orders',
        params: { page: pageParam, limit: ORDER_PAGE_SIZE },
      }),
      providesTags: ['Order'],
    }),
    /** GET /orders/:id: one of the caller's orders (what an order's notification or email opens). */
    order: build.query<OrderResponse, string>({
      query: (id) => `/orders/${encodeURIComponent(id)}`,
      providesTags: ['Order'],
    }),
    /**
     * POST /orders: a cash-on-delivery order of the lines shown; the server prices it and takes those
     * lines out of the cart. Invalidates on failure too: a 409 means the cart changed meanwhile.
     */
    placeOrder: build.mutation<PlaceOrderResponse, PlaceOrderBody>({
      query: (body) => ({ url: '/orders', method: 'POST', body }),
      invalidatesTags: ['Order', 'Cart'],
    }),
  }),
});

export const { useOrderQuery, useOrdersInfiniteQuery, usePlaceOrderMutation } = orderApi;
