import type { OrderResponse, OrdersResponse, PlaceOrderResponse } from '@mitti/domain/order';
import type { OrderPageQuery } from '@mitti/domain/order-page-query';
import { orderPageQuerySchema } from '@mitti/domain/order-page-query';
import type {
  CreateProductOrderBody,
  PlaceOrderBody,
  VerifyProductPaymentBody,
} from '@mitti/domain/order-schemas';
import {
  createProductOrderSchema,
  placeOrderSchema,
  verifyProductPaymentSchema,
} from '@mitti/domain/order-schemas';
import type { CreateOrderResponse, PaymentVerifyResponse } from '@mitti/domain/payment-order';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { OrdersService } from './service';

export interface OrderRoutesOptions {
  orders: OrdersService;
  requireUser: RequireUser;
}

/**
 * Shop orders (shop.md 7): cash on delivery, paying by card, the caller's orders a page at a time,
 * and one of them (what an order's notification opens).
 */
export const orderRoutes: FastifyPluginCallback<OrderRoutesOptions> = (
  app,
  { orders, requireUser },
  done,
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/orders',
    { schema: { querystring: orderPageQuerySchema } },
    async (request): Promise<OrdersResponse> =>
      orders.list(request.userId, request.query as OrderPageQuery),
  );

  app.get<{ Params: { id: string } }>('/orders/:id', async (request): Promise<OrderResponse> =>
    orders.get(request.userId, request.params.id),
  );

  app.post(
    '/orders',
    { schema: { body: placeOrderSchema } },
    async (request, reply): Promise<PlaceOrderResponse> => {
      const order = await orders.placeCashOrder(request.userId, request.body as PlaceOrderBody);
      reply.status(201);
      return { message: 'Order placed successfully with Cash on Delivery!', data: { order } };
    },
  );

  app.post(
    '/payments/create-product-order',
    { schema: { body: createProductOrderSchema } },
    async (request): Promise<CreateOrderResponse> =>
      orders.createProductOrder(request.userId, request.body as CreateProductOrderBody),
  );

  app.post(
    '/payments/verify-product-payment',
    { schema: { body: verifyProductPaymentSchema } },
    async (request): Promise<PaymentVerifyResponse> =>
      orders.verifyProductPayment(request.userId, request.body as VerifyProductPaymentBody),
  );

  done();
};
