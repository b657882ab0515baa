import type { BuyAgainResponse, CartResponse } from '@mitti/domain/cart';
import type {
  AddToCartBody,
  BuyAgainBody,
  RemoveFromCartBody,
  UpdateCartBody,
} from '@mitti/domain/cart-schemas';
import {
  addToCartSchema,
  buyAgainSchema,
  removeFromCartSchema,
  updateCartSchema,
} from '@mitti/domain/cart-schemas';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { CartService } from './service';

export interface CartRoutesOptions {
  cart: CartService;
  requireUser: RequireUser;
}

/** The server cart (shop.md 7, DESIGN.md 6.2): always the caller's own. */
export const cartRoutes: FastifyPluginCallback<CartRoutesOptions> = (
  app,
  { cart, requireUser },
  done,
) => {
  app.addHook('onRequest', requireUser);

  app.get('/cart', async (request): Promise<CartResponse> => cart.cart(request.userId));

  app.post('/cart', { schema: { body: addToCartSchema } }, async (request): Promise<CartResponse> =>
    cart.add(request.userId, request.body as AddToCartBody),
  );

  app.post(
    '/cart/buy-again',
    { schema: { body: buyAgainSchema } },
    async (request): Promise<BuyAgainResponse> =>
      cart.buyAgain(request.userId, request.body as BuyAgainBody),
  );

  app.put('/cart', { schema: { body: updateCartSchema } }, async (request): Promise<CartResponse> =>
    cart.update(request.userId, request.body as UpdateCartBody),
  );

  app.delete(
    '/cart',
    { schema: { body: removeFromCartSchema } },
    async (request): Promise<CartResponse> =>
      cart.remove(request.userId, request.body as RemoveFromCartBody),
  );

  app.delete('/cart/clear', async (request): Promise<CartResponse> => cart.clear(request.userId));

  done();
};
