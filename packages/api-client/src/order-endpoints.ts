import type { OrdersResponse, PlaceOrderResponse } from '@mitti/domain/order';
import type { PlaceOrderBody } from '@mitti/domain/order-schemas';
import { api } from './api';

const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /orders: the caller's orders, newest first. */
    orders: build.query<OrdersResponse, void>({
      query: () => '/orders',
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

export const { useOrdersQuery, usePlaceOrderMutation } = orderApi;
