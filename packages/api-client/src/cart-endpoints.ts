import type { BuyAgainResponse, CartResponse } from '@mitti/domain/cart';
import type {
  AddToCartBody,
  BuyAgainBody,
  RemoveFromCartBody,
  UpdateCartBody,
} from '@mitti/domain/cart-schemas';
import { api } from './api';

/**
 * The server cart (DESIGN.md 6.2: one shape for every screen). Every write answers with the whole
 * cart and invalidates GET /cart, so the header's badge and the screens move together.
 */
const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    cart: build.query<CartResponse, void>({
      query: () => '/cart',
      providesTags: ['Cart'],
    }),
    /** POST /cart: one unit of a variant (or one more of it). */
    addToCart: build.mutation<CartResponse, AddToCartBody>({
      query: (body) => ({ url: '/cart', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
    /** POST /cart/buy-again: an order's lines again, as far as the stock goes. */
    buyAgain: build.mutation<BuyAgainResponse, BuyAgainBody>({
      query: (body) => ({ url: '/cart/buy-again', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
    /** PUT /cart: the line's new absolute quantity, 1 to 99. */
    updateCartLine: build.mutation<CartResponse, UpdateCartBody>({
      query: (body) => ({ url: '/cart', method: 'PUT', body }),
      invalidatesTags: ['Cart'],
    }),
    /** DELETE /cart: removes the line. */
    removeCartLine: build.mutation<CartResponse, RemoveFromCartBody>({
      query: (body) => ({ url: '/cart', method: 'DELETE', body }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const {
  useCartQuery,
  useAddToCartMutation,
  useBuyAgainMutation,
  useUpdateCartLineMutation,
  useRemoveCartLineMutation,
} = cartApi;
