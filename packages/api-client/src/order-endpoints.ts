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
    /** POST /orders: a cash-on-delivery order; the server prices it and empties those cart lines. */
    placeOrder: build.mutation<PlaceOrderResponse, PlaceOrderBody>({
      query: (body) => ({ url: '/orders', method: 'POST', body }),
      invalidatesTags: ['Order', 'Cart'],
    }),
  }),
});

export const { useOrdersQuery, usePlaceOrderMutation } = orderApi;
